import { beforeAll, expect, it } from "vitest";
import * as duplicateRoute from "@/app/api/v1/posts/[id]/duplicate/route";
import * as postRoute from "@/app/api/v1/posts/[id]/route";
import * as postsRoute from "@/app/api/v1/posts/route";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { publishingBrand } from "@/lib/testing/publishing-fixtures";
import { createTestApiKey } from "@/lib/testing/test-api-key";

// Threads and a first comment (docs/api-decisions.md, "Threads and a first comment") through the
// real route handlers: where each platform takes them, each part counted as the platform counts,
// PATCH and duplicate, and a post without them answering exactly as before (webhook body too).

const POSTS = "/api/v1/posts";

describeDb("threads and a first comment on posts", () => {
  let owner: { userId: string; brandId: string };
  let key: Awaited<ReturnType<typeof createTestApiKey>>;

  const create = (body: unknown) => callRoute(postsRoute.POST, "POST", POSTS, { headers: key.bearer, body });
  const patch = (id: string, body: unknown) => callRoute(postRoute.PATCH, "PATCH", `${POSTS}/${id}`, { headers: key.bearer, body, params: { id } });
  const get = (id: string) => callRoute(postRoute.GET, "GET", `${POSTS}/${id}`, { headers: key.bearer, params: { id } });
  const webhookBody = async (id: string) => (await dbPool().query("SELECT webhook_post_json($1::uuid) AS post", [id])).rows[0].post;

  beforeAll(async () => {
    owner = await publishingBrand("Threads");
    key = await createTestApiKey(owner.userId, { scopes: ["post", "read"], rpm: 600 });
  });

  it("create stores the thread and the first comment; GET, the list, duplicate and the webhook body answer them", async () => {
    const res = await create({ content: "Part one", platforms: ["x_twitter", "bluesky"], brand_id: owner.brandId, thread: ["Part two", "Part three"], first_comment: "Link: https://example.com" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const post = res.body.data.post;
    expect(post).toMatchObject({ thread: ["Part two", "Part three"], first_comment: "Link: https://example.com" });
    expect((await get(post.id)).body.data.post).toMatchObject({ thread: ["Part two", "Part three"], first_comment: "Link: https://example.com" });
    const list = await callRoute(postsRoute.GET, "GET", `${POSTS}?brand_id=${owner.brandId}`, { headers: key.bearer });
    expect(list.body.data.posts.find((p: { id: string }) => p.id === post.id)).toMatchObject({ thread: ["Part two", "Part three"], first_comment: "Link: https://example.com" });
    expect(await webhookBody(post.id)).toEqual((await get(post.id)).body.data.post);
    const copy = await callRoute(duplicateRoute.POST, "POST", `${POSTS}/${post.id}/duplicate`, { headers: key.bearer, params: { id: post.id } });
    expect(copy.body.data.post).toMatchObject({ thread: ["Part two", "Part three"], first_comment: "Link: https://example.com" });
  });

  it("a post without them answers exactly as before: no thread or first_comment key, an empty thread or null comment the same", async () => {
    for (const body of [{}, { thread: [], first_comment: null }, { thread: null }]) {
      const res = await create({ content: "Just one", platforms: ["x_twitter"], ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.post).not.toHaveProperty("thread");
      expect(res.body.data.post).not.toHaveProperty("first_comment");
    }
    const old = await db().post.create({ data: { userId: owner.userId, content: "Old", platforms: ["x_twitter"], source: "api" } });
    const got = (await get(old.id)).body.data.post;
    expect(Object.keys(got).sort()).toEqual(["approval", "brand_id", "content", "created_at", "deliveries", "id", "image_url", "platforms", "published_at", "scheduled_at", "source", "status", "versions"]);
    expect(await webhookBody(old.id)).toEqual(got);
  });

  it("a platform without threads or comments: 400 naming the platform and the field; a version may clear it for that platform", async () => {
    const thread = await create({ content: "One", platforms: ["x_twitter", "linkedin"], thread: ["Two"] });
    expect(thread.status).toBe(400);
    expect(thread.body.error.details).toEqual([{ field: "thread", platform: "linkedin" }]);
    expect(thread.body.error.message).toMatch(/linkedin .*does not publish a thread of replies/);
    const cleared = await create({ content: "One", platforms: ["x_twitter", "linkedin"], thread: ["Two"], versions: { linkedin: { thread: [] } } });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.data.post.versions).toEqual({ linkedin: { thread: [] } });

    const ownThread = await create({ content: "One", platforms: ["x_twitter", "linkedin"], versions: { linkedin: { thread: ["Two"] } } });
    expect(ownThread.body.error.details).toEqual([{ field: "versions.linkedin.thread", platform: "linkedin" }]);

    const comment = await create({ content: "One", platforms: ["linkedin", "google_business"], first_comment: "A comment" });
    expect(comment.status).toBe(400);
    expect(comment.body.error.details).toEqual([{ field: "first_comment", platform: "google_business" }]);
    const ownComment = await create({ content: "One", platforms: ["linkedin", "google_business"], first_comment: "A comment", versions: { google_business: { first_comment: null } } });
    expect(ownComment.status, JSON.stringify(ownComment.body)).toBe(200);
    // Comments on Instagram, Facebook and LinkedIn; replies on X, Bluesky and Threads.
    const everywhere = await create({ content: "One", platforms: ["instagram", "facebook", "linkedin", "x_twitter", "bluesky", "threads"], first_comment: "First!" });
    expect(everywhere.status, JSON.stringify(everywhere.body)).toBe(200);
  });

  it("each part is counted with the platform's rules: a part over its limit is 400 naming it; empty parts and too many parts are refused", async () => {
    const long = await create({ content: "One", platforms: ["x_twitter", "bluesky"], thread: ["Two", "x".repeat(281)] });
    expect(long.status).toBe(400);
    expect(long.body.error.details).toEqual([{ field: "thread[1]", platform: "x_twitter", limit: 280, actual: 281 }]);
    expect(long.body.error.message).toBe("thread[1]: part 3 of the thread is 281 weighted characters on x_twitter (X); the limit is 280.");
    // X weighs a URL 23 whatever its length: a long link fits.
    const link = await create({ content: "One", platforms: ["x_twitter"], thread: [`Read https://example.com/${"a".repeat(300)}`] });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    // Bluesky counts graphemes: 300 emoji fit, 301 do not.
    expect((await create({ content: "One", platforms: ["bluesky"], thread: ["👍🏽".repeat(300)] })).status).toBe(200);
    const emoji = await create({ content: "One", platforms: ["bluesky"], thread: ["👍🏽".repeat(301)] });
    expect(emoji.body.error.details).toEqual([{ field: "thread[0]", platform: "bluesky", limit: 300, actual: 301 }]);
    const comment = await create({ content: "One", platforms: ["x_twitter"], first_comment: "c".repeat(281) });
    expect(comment.body.error.details).toEqual([{ field: "first_comment", platform: "x_twitter", limit: 280, actual: 281 }]);
    const ownPart = await create({ content: "One", platforms: ["x_twitter", "threads"], versions: { threads: { thread: ["t".repeat(501)] } } });
    expect(ownPart.body.error.details).toEqual([{ field: "versions.threads.thread[0]", platform: "threads", limit: 500, actual: 501 }]);

    const empty = await create({ content: "One", platforms: ["x_twitter"], thread: ["Two", "  "] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.details[0].field).toBe("thread[1]");
    const tooMany = await create({ content: "One", platforms: ["x_twitter"], thread: Array.from({ length: 25 }, (_, n) => `Part ${n + 2}`) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details[0].field).toBe("thread");
    expect((await create({ content: "One", platforms: ["x_twitter"], thread: Array.from({ length: 24 }, (_, n) => `Part ${n + 2}`) })).status).toBe(200);
    expect((await create({ content: "One", platforms: ["x_twitter"], first_comment: "" })).status).toBe(400);
  });

  it("PATCH replaces the thread and the comment (null clears them), keeps them when left out, and checks them against new platforms", async () => {
    const created = await create({ content: "One", platforms: ["x_twitter"], thread: ["Two"], first_comment: "Comment" });
    const id = created.body.data.post.id;
    expect((await patch(id, { content: "One, edited" })).body.data.post).toMatchObject({ thread: ["Two"], first_comment: "Comment" });
    expect((await patch(id, { thread: ["Two", "Three"] })).body.data.post.thread).toEqual(["Two", "Three"]);
    const onTikTok = await patch(id, { platforms: ["x_twitter", "tiktok"] });
    expect(onTikTok.status).toBe(400);
    expect(onTikTok.body.error.details[0]).toMatchObject({ platform: "tiktok" });
    const cleared = await patch(id, { thread: null, first_comment: null });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.data.post).not.toHaveProperty("thread");
    expect(cleared.body.data.post).not.toHaveProperty("first_comment");
    expect(await webhookBody(id)).toEqual((await get(id)).body.data.post);
  });
});
