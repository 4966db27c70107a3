import fc from "fast-check";
import { expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { bulkPosts } from "@/lib/posts/bulk-posts";
import { createPost } from "@/lib/posts/create-post";
import { deletePost } from "@/lib/posts/delete-post";
import { duplicatePost } from "@/lib/posts/duplicate-post";
import { schedulePost } from "@/lib/posts/schedule-post";
import { unschedulePost } from "@/lib/posts/unschedule-post";
import { updatePost } from "@/lib/posts/update-post";
import { createTestUser, describeDb } from "@/lib/testing";
import { testCaller } from "@/lib/testing/test-caller";

// The post counters (migration 20261123160000) against count(*) after random sequences of
// every change a post can go through, by every kind of writer: the app's own functions
// (create, schedule, reschedule, retry, unschedule, edit), set-based statements like the
// publishing runners' (publish, fail, several posts at once), bulk inserts, and deletes
// (a post, a brand: its posts move to "no brand"; the user: everything goes).

const NIL = "00000000-0000-0000-0000-000000000000";

const TRUTH_TOTALS = `SELECT coalesce(brand_id, '${NIL}')::text AS brand, status::text, count(*)::int AS count
  FROM posts WHERE user_id = $1 GROUP BY 1, 2 ORDER BY 1, 2`;
// A key's count is the sum of its shards (rows by writer connection, at most eight).
const KEPT_TOTALS = `SELECT brand_id::text AS brand, status::text, sum(count)::int AS count FROM post_counts
  WHERE user_id = $1 GROUP BY 1, 2 HAVING sum(count) <> 0 ORDER BY 1, 2`;
const TRUTH_DAYS = `SELECT (placed_at AT TIME ZONE 'UTC')::date::text AS day, coalesce(brand_id, '${NIL}')::text AS brand, status::text, count(*)::int AS count
  FROM posts WHERE user_id = $1 AND placed_at IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`;
const KEPT_DAYS = `SELECT day::text, brand_id::text AS brand, status::text, count FROM post_day_counts
  WHERE user_id = $1 AND count <> 0 ORDER BY 1, 2, 3`;

async function rows(sql: string, userId: string) {
  return (await dbPool().query(sql, [userId])).rows;
}

async function expectCountersExact(userId: string): Promise<void> {
  expect(await rows(KEPT_TOTALS, userId)).toEqual(await rows(TRUTH_TOTALS, userId));
  expect(await rows(KEPT_DAYS, userId)).toEqual(await rows(TRUTH_DAYS, userId));
  const negative = await dbPool().query(
    "SELECT 1 FROM post_counts WHERE user_id = $1 GROUP BY brand_id, status HAVING sum(count) < 0 UNION ALL SELECT 1 FROM post_day_counts WHERE user_id = $1 AND count < 0",
    [userId],
  );
  expect(negative.rowCount).toBe(0);
}

type Op =
  | { kind: "create"; brand: number }
  | { kind: "bulk"; brand: number; n: number }
  | { kind: "schedule"; post: number; inHours: number }
  | { kind: "unschedule"; post: number }
  | { kind: "publish"; posts: number[] }
  | { kind: "fail"; post: number }
  | { kind: "move"; post: number; brand: number }
  | { kind: "delete"; post: number }
  | { kind: "app-delete"; post: number }
  | { kind: "bulk-delete"; posts: number[] }
  | { kind: "duplicate"; post: number }
  | { kind: "delete-brand"; brand: number };

const BRANDS = 3; // index BRANDS = no brand
const index = fc.nat({ max: 1000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("create" as const), brand: fc.nat({ max: BRANDS }) }),
  fc.record({ kind: fc.constant("bulk" as const), brand: fc.nat({ max: BRANDS }), n: fc.integer({ min: 1, max: 30 }) }),
  fc.record({ kind: fc.constant("schedule" as const), post: index, inHours: fc.integer({ min: 1, max: 24 * 300 }) }),
  fc.record({ kind: fc.constant("unschedule" as const), post: index }),
  fc.record({ kind: fc.constant("publish" as const), posts: fc.array(index, { minLength: 1, maxLength: 6 }) }),
  fc.record({ kind: fc.constant("fail" as const), post: index }),
  fc.record({ kind: fc.constant("move" as const), post: index, brand: fc.nat({ max: BRANDS }) }),
  fc.record({ kind: fc.constant("delete" as const), post: index }),
  fc.record({ kind: fc.constant("app-delete" as const), post: index }),
  fc.record({ kind: fc.constant("bulk-delete" as const), posts: fc.array(index, { minLength: 1, maxLength: 6 }) }),
  fc.record({ kind: fc.constant("duplicate" as const), post: index }),
  fc.record({ kind: fc.constant("delete-brand" as const), brand: fc.nat({ max: BRANDS - 1 }) }),
);

async function newBrand(userId: string): Promise<string> {
  return (await db().brand.create({ data: { userId, name: "Counted", website: "https://counted.example" } })).id;
}

/** Runs one operation; a refusal the app gives (not schedulable, not editable) is a valid outcome too. */
async function apply(caller: Caller, brands: string[], step: Op): Promise<void> {
  const posts = (await dbPool().query<{ id: string; status: string }>("SELECT id, status FROM posts WHERE user_id = $1 ORDER BY created_at, id", [caller.userId])).rows;
  const pick = (i: number) => posts[i % Math.max(1, posts.length)];
  const brandAt = (i: number) => (i < BRANDS ? brands[i] : null);
  const tolerate = (error: unknown) => {
    if (!(error instanceof Error && error.name === "ApiError")) throw error;
  };
  switch (step.kind) {
    case "create":
      await createPost(caller, { content: "Counted post", platforms: ["x_twitter"], brand_id: brandAt(step.brand) }, "api");
      return;
    case "bulk":
      await dbPool().query(
        `INSERT INTO posts (id, user_id, brand_id, content, platforms, source, status, scheduled_at, published_at)
         SELECT gen_random_uuid(), $1, $2, 'Bulk', '{x_twitter}', 'api', s, CASE WHEN s <> 'draft' THEN now() + i * interval '7 hours' END,
                CASE WHEN s = 'published' THEN now() - i * interval '5 hours' END
         FROM generate_series(1, $3::int) i, LATERAL (SELECT (ARRAY['draft','scheduled','published','failed'])[1 + i % 4]::"PostStatus" AS s) st`,
        [caller.userId, brandAt(step.brand), step.n],
      );
      return;
    case "schedule":
      if (!pick(step.post)) return;
      await schedulePost(caller, { post_id: pick(step.post).id, scheduled_at: new Date(Date.now() + step.inHours * 3_600_000).toISOString() }).catch(tolerate);
      return;
    case "unschedule":
      if (pick(step.post)?.status === "scheduled") await unschedulePost(caller, pick(step.post).id);
      return;
    case "publish": // as the runners do: one statement for a batch, only posts still scheduled
      await dbPool().query("UPDATE posts SET status = 'published', published_at = now(), updated_at = now() WHERE id = ANY($1::uuid[]) AND status = 'scheduled'", [
        step.posts.map((i) => pick(i)?.id).filter(Boolean),
      ]);
      return;
    case "fail":
      if (pick(step.post)) await dbPool().query("UPDATE posts SET status = 'failed', updated_at = now() WHERE id = $1 AND status = 'scheduled'", [pick(step.post).id]);
      return;
    case "move":
      if (pick(step.post)) await updatePost(caller, pick(step.post).id, { brand_id: brandAt(step.brand) }).catch(tolerate);
      return;
    case "delete":
      if (pick(step.post)) await dbPool().query("DELETE FROM posts WHERE id = $1", [pick(step.post).id]);
      return;
    case "app-delete": // DELETE /posts/{id}: any status (a published post moves to removed_posts)
      if (pick(step.post)) await deletePost(caller, pick(step.post).id).catch(tolerate);
      return;
    case "bulk-delete": {
      const ids = [...new Set(step.posts.map((i) => pick(i)?.id).filter((id): id is string => Boolean(id)))];
      if (ids.length > 0) await bulkPosts(caller, { action: "delete", post_ids: ids });
      return;
    }
    case "duplicate":
      if (pick(step.post)) await duplicatePost(caller, pick(step.post).id, "api");
      return;
    case "delete-brand": // ON DELETE SET NULL moves its posts to "no brand"; a new brand takes its place
      await dbPool().query("DELETE FROM brands WHERE id = $1", [brands[step.brand]]);
      brands[step.brand] = await newBrand(caller.userId);
      return;
  }
}

describeDb("post counters", () => {
  it("equal count(*) per brand and status, and per placed day, after any sequence of changes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 10, maxLength: 40 }), async (ops) => {
        const user = await createTestUser();
        const caller = await testCaller(user.id, { authMethod: "api_key", scopes: ["admin"] });
        const brands = [await newBrand(user.id), await newBrand(user.id), await newBrand(user.id)];
        for (const step of ops) {
          await apply(caller, brands, step);
          await expectCountersExact(user.id);
        }
        await dbPool().query("DELETE FROM users WHERE id = $1", [user.id]);
        const left = await dbPool().query("SELECT 1 FROM post_counts WHERE user_id = $1 UNION ALL SELECT 1 FROM post_day_counts WHERE user_id = $1", [user.id]);
        expect(left.rowCount).toBe(0);
      }),
      { numRuns: 6 },
    );
  });

  it("concurrent writers of the same counters neither deadlock nor lose a count", async () => {
    const user = await createTestUser();
    const caller = await testCaller(user.id, { authMethod: "api_key", scopes: ["admin"] });
    const brands = [await newBrand(user.id), await newBrand(user.id)];
    const drafts = [];
    for (let i = 0; i < 48; i++) drafts.push((await createPost(caller, { content: `Draft ${i}`, platforms: ["bluesky"], brand_id: brands[i % 2] }, "api")).id);
    for (const id of drafts.slice(0, 32)) await schedulePost(caller, { post_id: id, scheduled_at: new Date(Date.now() + 3_600_000).toISOString() });
    // Every statement below touches the same few counter keys (two brands, four statuses: a row
    // each per shard, and connections share shards);
    // the batches are disjoint sets of posts spread over both brands, listed in opposite orders.
    const batches = [drafts.slice(0, 8), drafts.slice(8, 16).reverse(), drafts.slice(16, 24), drafts.slice(24, 32).reverse()];
    const work = [
      ...Array.from({ length: 16 }, (_, i) => createPost(caller, { content: `New ${i}`, platforms: ["bluesky"], brand_id: brands[i % 2] }, "api")),
      ...drafts.slice(32).map((id, i) => schedulePost(caller, { post_id: id, scheduled_at: new Date(Date.now() + (i + 2) * 3_600_000).toISOString() })),
      ...batches.map((ids) => dbPool().query("UPDATE posts SET status = 'published', published_at = now() WHERE id = ANY($1::uuid[]) AND status = 'scheduled'", [ids])),
    ];
    const results = await Promise.allSettled(work);
    expect(results.filter((result) => result.status === "rejected").map((result) => String((result as PromiseRejectedResult).reason))).toEqual([]);
    await expectCountersExact(user.id);
    const totals = await rows("SELECT status::text, sum(count)::int AS n FROM post_counts WHERE user_id = $1 GROUP BY 1 ORDER BY 1", user.id);
    expect(totals).toEqual([
      { status: "draft", n: 16 },
      { status: "scheduled", n: 16 },
      { status: "published", n: 32 },
    ].sort((a, b) => a.status.localeCompare(b.status)));
  });
});
