import { beforeAll, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { countersPool, dbPool } from "@/lib/db/pool";
import { listPosts } from "@/lib/posts/list-posts";
import { listPostsQuerySchema } from "@/lib/schemas/post";
import { createTestUser, describeDb } from "@/lib/testing";
import { testCaller } from "@/lib/testing/test-caller";
import { captureStatements, describeReads, explainStatement, rowsReadByTable, type PlanFacts } from "./query-plans";
import { seedPosts } from "./scale-seed";

// Issue 23, "Performance": the post list's cost does not grow with the number of media per post.
// Two accounts with the same history (3,000 posts each, by the same seed), one with a single image
// on every post and one with twenty on every post and twenty more in a version: each list request
// sends the same statements, which read the same rows of `posts` by the same plans and never the
// `media` table (a post's images are its own JSON column, answered as stored). Counted by
// EXPLAIN ANALYZE, as in query-plans.test.ts; the answers carry all twenty images, so the column
// was really read.

const POSTS = 3_000;
const MANY = 20;

type Profile = { statements: string[]; reads: Record<string, number>; plans: PlanFacts[] };

async function profileOf(run: () => Promise<unknown>): Promise<Profile> {
  const statements = await captureStatements([dbPool(), countersPool()], run);
  const plans: PlanFacts[] = [];
  for (const statement of statements) plans.push(await explainStatement(dbPool(), statement));
  return { statements: statements.map((s) => s.text), reads: rowsReadByTable(plans), plans };
}

const mediaItems = (n: number, tag: string) =>
  Array.from({ length: n }, (_, i) => ({ url: `https://cdn.example/${tag}/${i + 1}.jpg`, alt_text: `Plate ${i + 1} of the spring menu: linen napkins, a jacket that packs into its own pocket, and coffee.` }));

describeDb("the post list with 1 and with 20 media per post", () => {
  const anchor = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const accounts: Record<"one" | "many", { caller: Caller; brands: string[] }> = {} as never;

  beforeAll(async () => {
    for (const [name, count] of [["one", 1], ["many", MANY]] as const) {
      const user = await createTestUser({ plan: "business" });
      const brands: string[] = [];
      for (const brand of ["North", "South", "Rare"]) brands.push((await db().brand.create({ data: { userId: user.id, name: brand, website: "https://b.example" } })).id);
      await seedPosts(dbPool(), { userId: user.id, brandIds: brands, anchor, first: 1, last: POSTS, stepMinutes: 30 });
      const media = mediaItems(count, name);
      const versions = count > 1 ? { linkedin: { content: "Twenty plates, one menu.", image_url: media[0].url, media: mediaItems(count, `${name}-li`) } } : {};
      await dbPool().query("UPDATE posts SET media = $2::jsonb, image_url = $3, versions = $4::jsonb WHERE user_id = $1", [user.id, JSON.stringify(media), media[0].url, JSON.stringify(versions)]);
      accounts[name] = { caller: await testCaller(user.id, { scopes: ["admin"] }), brands };
    }
    await dbPool().query("ANALYZE posts");
  }, 180_000);

  const queries: [string, (brands: string[]) => Record<string, unknown>][] = [
    ["page 1", () => ({})],
    ["page 1 of 100", () => ({ limit: 100 })],
    ["a brand and a status", (brands) => ({ brand_id: brands[0], status: "published" })],
    ["page 5 by OFFSET", () => ({ page: 5, limit: 50 })],
    ["six weeks of the calendar", () => ({ from: new Date(anchor.getTime() - 35 * 86_400_000).toISOString(), to: new Date(anchor.getTime() + 7 * 86_400_000).toISOString(), limit: 100 })],
  ];

  it.each(queries)("GET /posts %s: the same statements, the same rows of posts, no read of media", async (_name, query) => {
    const answers: Record<string, Awaited<ReturnType<typeof listPosts>>> = {};
    const profiles: Record<string, Profile> = {};
    for (const name of ["one", "many"] as const) {
      const { caller, brands } = accounts[name];
      const parsed = listPostsQuerySchema.parse(query(brands));
      answers[name] = await listPosts(caller, parsed);
      profiles[name] = await profileOf(() => listPosts(caller, parsed));
    }
    const [one, many] = [profiles.one, profiles.many];
    const why = `1 per post: ${describeReads(one.plans)}\n20 per post: ${describeReads(many.plans)}`;
    // Both pages full and alike, the second carrying every one of its images.
    expect(answers.many.posts.length).toBeGreaterThan(0);
    expect(answers.many.posts.length).toBe(answers.one.posts.length);
    for (const post of answers.many.posts) expect((post as { media?: unknown[] }).media).toHaveLength(MANY);
    for (const post of answers.one.posts) expect((post as { media?: unknown[] }).media).toHaveLength(1);
    expect(many.statements, why).toEqual(one.statements);
    expect(many.reads.posts, why).toBe(one.reads.posts);
    expect(Object.keys(many.reads).sort(), why).toEqual(Object.keys(one.reads).sort());
    expect(many.reads.media, why).toBeUndefined();
    // The scans, node by node: the same plan shapes (an index range, rows by primary key).
    const shapes = (p: Profile) => p.plans.map((plan) => plan.scans.filter((scan) => scan.relation === "posts").map((scan) => scan.scan));
    expect(shapes(many), why).toEqual(shapes(one));
  });
});
