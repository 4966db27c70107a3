import { beforeAll, expect, it } from "vitest";
import * as postRoute from "@/app/api/v1/posts/[id]/route";
import * as unscheduleRoute from "@/app/api/v1/posts/[id]/schedule/route";
import * as scheduleRoute from "@/app/api/v1/posts/schedule/route";
import { db } from "@/lib/db/client";
import { createTestUser, describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

describeDb("POST /posts/schedule, DELETE /posts/{id}/schedule, PATCH /posts/{id}", () => {
  let userId: string;
  let key: Awaited<ReturnType<typeof createTestApiKey>>;
  let brandId: string;

  const newPost = async (status: "draft" | "published" | "failed" = "draft", brand: string | null = brandId) =>
    (await db().post.create({ data: { userId, brandId: brand, content: "Hello", platforms: ["x_twitter", "bluesky"], source: "api", status } })).id;
  const schedule = (body: unknown, headers: HeadersInit = key.bearer) => callRoute(scheduleRoute.POST, "POST", "/api/v1/posts/schedule", { headers, body });

  beforeAll(async () => {
    userId = (await createTestUser({ plan: "business" })).id;
    key = await createTestApiKey(userId, { scopes: ["schedule", "post", "read"], rpm: 1000 });
    brandId = (await db().brand.create({ data: { userId, name: "S", website: "https://s.example" } })).id;
  });

  it("200: job_id, post_id, scheduled_at; the post is scheduled with one pending job", async () => {
    const postId = await newPost();
    const at = inSeconds(3600);
    const res = await schedule({ post_id: postId, scheduled_at: at });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ job_id: expect.any(String), post_id: postId, scheduled_at: new Date(at).toISOString(), warnings: [], approval: null });
    const post = await db().post.findUniqueOrThrow({ where: { id: postId }, include: { jobs: true } });
    expect(post.status).toBe("scheduled");
    expect(post.scheduledAt?.toISOString()).toBe(new Date(at).toISOString());
    expect(post.jobs.map((job) => [job.id, job.status])).toEqual([[res.body.data.job_id, "pending"]]);
  });

  it("rescheduling replaces the job: the old one is cancelled", async () => {
    const postId = await newPost();
    const first = await schedule({ post_id: postId, scheduled_at: inSeconds(3600) });
    const second = await schedule({ post_id: postId, scheduled_at: inSeconds(7200) });
    expect(second.status).toBe(200);
    expect(second.body.data.job_id).not.toBe(first.body.data.job_id);
    const jobs = await db().publishJob.findMany({ where: { postId }, orderBy: { createdAt: "asc" } });
    expect(jobs.map((job) => job.status)).toEqual(["cancelled", "pending"]);
  });

  it("a failed post may be scheduled again; a published one is 400 post_not_schedulable", async () => {
    expect((await schedule({ post_id: await newPost("failed"), scheduled_at: inSeconds(60) })).status).toBe(200);
    const published = await schedule({ post_id: await newPost("published"), scheduled_at: inSeconds(60) });
    expect(published.status).toBe(400);
    expect(published.body.error.code).toBe("post_not_schedulable");
  });

  it.each([
    [{ scheduled_at: inSeconds(-5) }, "scheduled_at"],
    [{ scheduled_at: inSeconds(366 * 86_400) }, "scheduled_at"],
    [{ scheduled_at: "next tuesday" }, "scheduled_at"],
    [{ scheduled_at: "2030-01-01T10:00:00" }, "scheduled_at"],
    [{}, "scheduled_at"],
    [{ scheduled_at: inSeconds(60), when: "now" }, "when"],
  ])("400 for %j", async (body, field) => {
    const res = await schedule({ post_id: await newPost(), ...body });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(field);
  });

  it("404 for an unknown or another user's post; 403 for a restricted key or a missing scope", async () => {
    const other = await createTestUser();
    const theirs = (await db().post.create({ data: { userId: other.id, content: "x", platforms: ["facebook"], source: "api" } })).id;
    for (const postId of [theirs, "00000000-0000-4000-8000-000000000000"]) {
      const res = await schedule({ post_id: postId, scheduled_at: inSeconds(60) });
      expect(res.status).toBe(404);
    }
    const otherBrand = (await db().brand.create({ data: { userId, name: "O", website: "https://o.example" } })).id;
    const restricted = await createTestApiKey(userId, { scopes: ["schedule"], brandIds: [otherBrand] });
    const forbidden = await schedule({ post_id: await newPost(), scheduled_at: inSeconds(60) }, restricted.bearer);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe("brand_forbidden");
    const poster = await createTestApiKey(userId, { scopes: ["post"] });
    const noScope = await schedule({ post_id: await newPost(), scheduled_at: inSeconds(60) }, poster.bearer);
    expect(noScope.body.error.code).toBe("insufficient_scope");
  });

  it("DELETE /posts/{id}/schedule returns the post to draft and cancels its job; 400 for a draft", async () => {
    const postId = await newPost();
    await schedule({ post_id: postId, scheduled_at: inSeconds(600) });
    const res = await callRoute(unscheduleRoute.DELETE, "DELETE", "/x", { headers: key.bearer, params: { id: postId } });
    expect(res.status).toBe(200);
    expect(res.body.data.post).toMatchObject({ id: postId, status: "draft", scheduled_at: null });
    expect((await db().publishJob.findFirstOrThrow({ where: { postId } })).status).toBe("cancelled");
    const again = await callRoute(unscheduleRoute.DELETE, "DELETE", "/x", { headers: key.bearer, params: { id: postId } });
    expect(again.status).toBe(400);
  });

  it("PATCH edits a draft under creation's rules; a scheduled post is 400 post_not_editable", async () => {
    const postId = await newPost();
    const res = await callRoute(postRoute.PATCH, "PATCH", "/x", { headers: key.bearer, params: { id: postId }, body: { content: "Edited", platforms: ["linkedin"] } });
    expect(res.status).toBe(200);
    expect(res.body.data.post).toMatchObject({ content: "Edited", platforms: ["linkedin"], status: "draft" });
    const tooLong = await callRoute(postRoute.PATCH, "PATCH", "/x", { headers: key.bearer, params: { id: postId }, body: { content: "x".repeat(281), platforms: ["x_twitter"] } });
    expect(tooLong.status).toBe(400);
    await schedule({ post_id: postId, scheduled_at: inSeconds(600) });
    const locked = await callRoute(postRoute.PATCH, "PATCH", "/x", { headers: key.bearer, params: { id: postId }, body: { content: "Nope" } });
    expect(locked.status).toBe(400);
    expect(locked.body.error.code).toBe("post_not_editable");
  });
});
