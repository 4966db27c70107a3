import { beforeAll, expect, it } from "vitest";
import * as bulkRoute from "@/app/api/v1/posts/bulk/route";
import * as duplicateRoute from "@/app/api/v1/posts/[id]/duplicate/route";
import * as postRoute from "@/app/api/v1/posts/[id]/route";
import * as postsRoute from "@/app/api/v1/posts/route";
import { db } from "@/lib/db/client";
import { createTestUser, describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";

// Issue 11, item 3 (API): delete, duplicate, search and bulk actions, through the real route handlers.

const POSTS = "/api/v1/posts";
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

describeDb("posts actions", () => {
  let userId: string;
  let brandId: string;
  let key: Awaited<ReturnType<typeof createTestApiKey>>;
  let strangerKey: Awaited<ReturnType<typeof createTestApiKey>>;

  beforeAll(async () => {
    userId = (await createTestUser({ plan: "business" })).id;
    brandId = (await db().brand.create({ data: { userId, name: "Actions", website: "https://actions.example" } })).id;
    key = await createTestApiKey(userId, { scopes: ["post", "schedule", "read"], rpm: 10_000 });
    strangerKey = await createTestApiKey((await createTestUser()).id, { scopes: ["admin"] });
  });

  const newPost = async (status: "draft" | "scheduled" | "published" | "failed", content = "A post", extra: Record<string, unknown> = {}) => {
    const post = await db().post.create({
      data: {
        userId, brandId, content, platforms: ["x_twitter", "linkedin"], source: "api", status,
        scheduledAt: status === "draft" ? null : new Date(tomorrow()),
        publishedAt: status === "published" ? new Date() : null,
        ...extra,
      },
    });
    const job = status === "scheduled" ? await db().publishJob.create({ data: { postId: post.id, runAt: post.scheduledAt! } }) : null;
    return { id: post.id, jobId: job?.id };
  };
  const remove = (id: string, headers = key.bearer) => callRoute(postRoute.DELETE, "DELETE", `${POSTS}/${id}`, { headers, params: { id } });
  const get = (id: string) => callRoute(postRoute.GET, "GET", `${POSTS}/${id}`, { headers: key.bearer, params: { id } });
  const list = (query: Record<string, string>) => callRoute(postsRoute.GET, "GET", `${POSTS}?${new URLSearchParams({ brand_id: brandId, ...query })}`, { headers: key.bearer });
  const bulk = (body: unknown, headers = key.bearer) => callRoute(bulkRoute.POST, "POST", `${POSTS}/bulk`, { headers, body });

  it("DELETE: a draft, a failed post and a scheduled post (its job goes too) are deleted", async () => {
    for (const status of ["draft", "failed", "scheduled"] as const) {
      const { id, jobId } = await newPost(status);
      const res = await remove(id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.post).toEqual({ id, status, deleted: true, removed_from_list: true });
      expect((await get(id)).status).toBe(404);
      expect(await db().post.count({ where: { id } })).toBe(0);
      if (jobId) expect(await db().publishJob.count({ where: { id: jobId, status: "pending" } })).toBe(0);
      expect(await db().removedPost.count({ where: { id } })).toBe(0);
    }
  });

  it("DELETE of a published post removes it from the list (deleted: false) and keeps its record with the deliveries", async () => {
    const { id } = await newPost("published", "Out in the world");
    const job = await db().publishJob.create({ data: { postId: id, runAt: new Date(), status: "done" } });
    await db().delivery.create({ data: { jobId: job.id, postId: id, platform: "x_twitter", status: "succeeded", attempts: 1, platformPostId: "179", sandbox: false } });
    const before = (await list({ status: "published" })).body.data.pagination.total;
    const res = await remove(id);
    expect(res.status).toBe(200);
    expect(res.body.data.post).toEqual({ id, status: "published", deleted: false, removed_from_list: true });
    const after = await list({ status: "published" });
    expect(after.body.data.pagination.total).toBe(before - 1);
    expect(after.body.data.posts.map((p: { id: string }) => p.id)).not.toContain(id);
    expect((await get(id)).status).toBe(404);
    const kept = await db().removedPost.findUniqueOrThrow({ where: { id } });
    expect(kept.userId).toBe(userId);
    expect(kept.post).toMatchObject({ id, content: "Out in the world", status: "published", deliveries: [{ platform: "x_twitter", platform_post_id: "179" }] });
  });

  it("DELETE: 404 for another user's post (nothing changes), 404 twice, 400 while it is being published", async () => {
    const { id } = await newPost("draft");
    expect((await remove(id, strangerKey.bearer)).status).toBe(404);
    expect(await db().post.count({ where: { id } })).toBe(1);
    expect((await remove(id)).status).toBe(200);
    expect((await remove(id)).status).toBe(404);

    const running = await newPost("scheduled");
    await db().publishJob.update({ where: { id: running.jobId }, data: { status: "running", claimedAt: new Date(), claimedBy: "test" } });
    const res = await remove(running.id);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("post_not_editable");
    expect(await db().post.count({ where: { id: running.id } })).toBe(1);
  });

  it("duplicate: any post, a published one too, becomes a new draft with the same content, versions, platforms, image and brand (201)", async () => {
    const { id } = await newPost("published", "Worth repeating", { versions: { x_twitter: { content: "Repeat on X" } }, imageUrl: "https://cdn.example/cup.jpg" });
    const res = await callRoute(duplicateRoute.POST, "POST", `${POSTS}/${id}/duplicate`, { headers: key.bearer, params: { id } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const copy = res.body.data.post;
    expect(copy.id).not.toBe(id);
    expect(copy).toMatchObject({
      content: "Worth repeating",
      versions: { x_twitter: { content: "Repeat on X" } },
      platforms: ["x_twitter", "linkedin"],
      image_url: "https://cdn.example/cup.jpg",
      brand_id: brandId,
      status: "draft",
      scheduled_at: null,
      published_at: null,
      source: "api",
    });
    expect((await get(copy.id)).body.data.post.deliveries).toEqual([]);
    expect((await get(id)).body.data.post.status).toBe("published");
    const stranger = await callRoute(duplicateRoute.POST, "POST", `${POSTS}/${id}/duplicate`, { headers: strangerKey.bearer, params: { id } });
    expect(stranger.status).toBe(404);
  });

  it("search: q matches content and versions ignoring case; % and _ are literal; total and cursor follow the filter", async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const a = await newPost("draft", `Fresh ${tag.toUpperCase()} roast`);
    const b = await newPost("draft", "Nothing here", { versions: { x_twitter: { content: `on X: ${tag}` } } });
    const c = await newPost("scheduled", `${tag} 100% arabica`);
    await newPost("draft", "unrelated text");
    const found = await list({ q: tag });
    expect(found.status).toBe(200);
    expect(found.body.data.posts.map((p: { id: string }) => p.id).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(found.body.data.pagination.total).toBe(3);
    expect((await list({ q: tag, status: "scheduled" })).body.data.posts.map((p: { id: string }) => p.id)).toEqual([c.id]);
    expect((await list({ q: "100% arabica" })).body.data.posts.map((p: { id: string }) => p.id)).toEqual([c.id]);
    expect((await list({ q: `${tag}_` })).body.data.pagination.total).toBe(0);
    expect((await list({ q: "%" })).body.data.posts.map((p: { id: string }) => p.id)).toEqual([c.id]);

    const first = await list({ q: tag, limit: "2" });
    expect(first.body.data.posts).toHaveLength(2);
    const second = await list({ q: tag, limit: "2", cursor: first.body.data.pagination.next_cursor });
    expect(second.body.data.posts).toHaveLength(1);
    expect(second.body.data.pagination.next_cursor).toBeNull();
    const otherFilter = await list({ q: "other", limit: "2", cursor: first.body.data.pagination.next_cursor });
    expect(otherFilter.status).toBe(400);

    for (const q of ["x".repeat(201), "   ", "a\u0000b"]) {
      const res = await list({ q });
      expect(res.status, q.slice(0, 5)).toBe(400);
      expect(res.body.error.message).toContain("q");
    }
  });

  it("bulk: each post answers its own result; the others are done", async () => {
    const drafts = [await newPost("draft"), await newPost("draft")];
    const published = await newPost("published");
    const theirs = (await db().post.create({ data: { userId: (await createTestUser()).id, content: "theirs", platforms: ["x_twitter"], source: "api" } })).id;
    const at = tomorrow();
    const scheduled = await bulk({ action: "schedule", post_ids: [drafts[0].id, published.id, drafts[1].id, theirs], scheduled_at: at });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(scheduled.body.data).toMatchObject({ action: "schedule", succeeded: 2, failed: 2 });
    expect(scheduled.body.data.results).toEqual([
      { post_id: drafts[0].id, ok: true, status: "scheduled", scheduled_at: at.replace(/Z$/, "Z"), error: null },
      { post_id: published.id, ok: false, status: null, scheduled_at: null, error: { code: "post_not_schedulable", message: expect.any(String) } },
      { post_id: drafts[1].id, ok: true, status: "scheduled", scheduled_at: expect.any(String), error: null },
      { post_id: theirs, ok: false, status: null, scheduled_at: null, error: { code: "not_found", message: expect.any(String) } },
    ]);
    expect(await db().publishJob.count({ where: { postId: { in: drafts.map((d) => d.id) }, status: "pending" } })).toBe(2);

    const unscheduled = await bulk({ action: "unschedule", post_ids: [drafts[0].id] });
    expect(unscheduled.body.data.results[0]).toMatchObject({ ok: true, status: "draft" });
    expect((await get(drafts[0].id)).body.data.post.status).toBe("draft");

    const deleted = await bulk({ action: "delete", post_ids: [drafts[0].id, drafts[1].id, published.id] });
    expect(deleted.body.data.results.map((r: { status: string }) => r.status)).toEqual(["deleted", "deleted", "removed"]);
    expect(await db().post.count({ where: { id: { in: [drafts[0].id, drafts[1].id, published.id] } } })).toBe(0);
    expect(await db().post.count({ where: { id: theirs } })).toBe(1);
  });

  it("bulk: the key needs the action's scope (schedule for schedule/unschedule, post for delete)", async () => {
    const postOnly = await createTestApiKey(userId, { scopes: ["post"] });
    const scheduleOnly = await createTestApiKey(userId, { scopes: ["schedule"] });
    const readOnly = await createTestApiKey(userId, { scopes: ["read"] });
    const { id } = await newPost("draft");
    const refused = await bulk({ action: "schedule", post_ids: [id], scheduled_at: tomorrow() }, postOnly.bearer);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("insufficient_scope");
    expect(refused.body.error.message).toContain('"schedule"');
    expect((await get(id)).body.data.post.status).toBe("draft");
    const noDelete = await bulk({ action: "delete", post_ids: [id] }, scheduleOnly.bearer);
    expect(noDelete.status).toBe(403);
    expect(noDelete.body.error.message).toContain('"post"');
    const none = await bulk({ action: "delete", post_ids: [id] }, readOnly.bearer);
    expect(none.status).toBe(403);
    expect((await bulk({ action: "schedule", post_ids: [id], scheduled_at: tomorrow() }, scheduleOnly.bearer)).status).toBe(200);
    expect((await bulk({ action: "delete", post_ids: [id] }, postOnly.bearer)).body.data.results[0].status).toBe("deleted");
  });

  it("bulk: 400 for more than 100 ids, repeated ids, no ids, schedule without scheduled_at, scheduled_at on another action", async () => {
    const ids = Array.from({ length: 101 }, () => crypto.randomUUID());
    for (const [body, field] of [
      [{ action: "delete", post_ids: ids }, "post_ids"],
      [{ action: "delete", post_ids: [ids[0], ids[0]] }, "post_ids[1]"],
      [{ action: "delete", post_ids: [] }, "post_ids"],
      [{ action: "schedule", post_ids: [ids[0]] }, "scheduled_at"],
      [{ action: "delete", post_ids: [ids[0]], scheduled_at: tomorrow() }, "scheduled_at"],
      [{ action: "publish", post_ids: [ids[0]] }, "action"],
    ] as const) {
      const res = await bulk(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error.message).toContain(field);
    }
  });
});
