import { beforeAll, expect, it } from "vitest";
import * as brandQueueRoute from "@/app/api/v1/brands/[id]/queue/route";
import * as bulkRoute from "@/app/api/v1/posts/bulk/route";
import * as duplicateRoute from "@/app/api/v1/posts/[id]/duplicate/route";
import * as postQueueRoute from "@/app/api/v1/posts/[id]/queue/route";
import * as postRoute from "@/app/api/v1/posts/[id]/route";
import * as postsRoute from "@/app/api/v1/posts/route";
import * as scheduleRoute from "@/app/api/v1/posts/schedule/route";
import { db } from "@/lib/db/client";
import { createTestUser, describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";

// Issue 23, item 7: a draft is a draft. Instagram and TikTok need an image to publish; a draft
// without one is saved with a warning, and every path that schedules refuses it.

const IMAGE = "https://cdn.example/cup.jpg";

describeDb("a draft without the image its platform needs", () => {
  let key: Awaited<ReturnType<typeof createTestApiKey>>;
  let brandId: string;

  beforeAll(async () => {
    const owner = await createTestUser({ plan: "business" });
    key = await createTestApiKey(owner.id, { scopes: ["read", "write", "post", "schedule"], rpm: 10_000 });
    brandId = (await db().brand.create({ data: { userId: owner.id, name: "Draft media", website: "https://draft-media.example" } })).id;
    const queue = await callRoute(brandQueueRoute.PUT, "PUT", `/api/v1/brands/${brandId}/queue`, {
      headers: key.bearer,
      params: { id: brandId },
      body: { timezone: "UTC", slots: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, time: "09:00" })) },
    });
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
  });

  const create = (body: unknown) => callRoute(postsRoute.POST, "POST", "/api/v1/posts", { headers: key.bearer, body });
  const patch = (id: string, body: unknown) => callRoute(postRoute.PATCH, "PATCH", `/api/v1/posts/${id}`, { headers: key.bearer, body, params: { id } });
  const schedule = (id: string) =>
    callRoute(scheduleRoute.POST, "POST", "/api/v1/posts/schedule", { headers: key.bearer, body: { post_id: id, scheduled_at: new Date(Date.now() + 86_400_000).toISOString() } });
  const queue = (id: string) => callRoute(postQueueRoute.POST, "POST", `/api/v1/posts/${id}/queue`, { headers: key.bearer, params: { id } });
  const bulkSchedule = (ids: string[]) =>
    callRoute(bulkRoute.POST, "POST", "/api/v1/posts/bulk", { headers: key.bearer, body: { action: "schedule", post_ids: ids, scheduled_at: new Date(Date.now() + 86_400_000).toISOString() } });
  const draftId = async (body: object) => {
    const res = await create({ brand_id: brandId, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.post.id as string;
  };
  const stateOf = async (id: string) => ({
    status: (await db().post.findUniqueOrThrow({ where: { id } })).status,
    jobs: await db().publishJob.count({ where: { postId: id } }),
  });

  it("POST /posts saves an Instagram draft without an image: 200, a draft, and a warning naming the platform and what it needs", async () => {
    const res = await create({ content: "Image to follow", platforms: ["instagram"], brand_id: brandId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.post).toMatchObject({ status: "draft", image_url: null, platforms: ["instagram"] });
    expect(res.body.data.warnings).toEqual([
      { code: "media_required", platform: "instagram", field: "image_url", message: "Instagram cannot publish text alone: add an image_url before this post is scheduled or queued." },
    ]);
  });

  it("one warning per platform that needs an image; none for the others, none when the image is there", async () => {
    const both = await create({ content: "Two of them", platforms: ["tiktok", "facebook", "instagram"] });
    expect(both.status).toBe(200);
    expect(both.body.data.warnings.map((w: { platform: string }) => w.platform)).toEqual(["tiktok", "instagram"]);
    expect(both.body.data.warnings[0].message).toContain("TikTok cannot publish text alone");
    expect((await create({ content: "Text is fine here", platforms: ["x_twitter", "linkedin"] })).body.data.warnings).toEqual([]);
    expect((await create({ content: "Has one", platforms: ["instagram"], image_url: IMAGE })).body.data.warnings).toEqual([]);
  });

  it("a version that chooses no image is named by its field", async () => {
    const res = await create({ content: "No picture there", platforms: ["linkedin", "instagram"], image_url: IMAGE, versions: { instagram: { image_url: null } } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.warnings).toEqual([expect.objectContaining({ code: "media_required", platform: "instagram", field: "versions.instagram.image_url" })]);
  });

  it("PATCH answers the warning while the image is missing and none once it is added; duplicate carries it too", async () => {
    const id = await draftId({ content: "Edit me", platforms: ["x_twitter"] });
    const moved = await patch(id, { platforms: ["x_twitter", "tiktok"] });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.warnings).toEqual([expect.objectContaining({ platform: "tiktok", field: "image_url" })]);
    const copy = await callRoute(duplicateRoute.POST, "POST", `/api/v1/posts/${id}/duplicate`, { headers: key.bearer, params: { id } });
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    expect(copy.body.data.warnings).toEqual([expect.objectContaining({ platform: "tiktok" })]);
    const imaged = await patch(id, { image_url: IMAGE });
    expect(imaged.status).toBe(200);
    expect(imaged.body.data.warnings).toEqual([]);
  });

  it("POST /posts/schedule refuses it: 400 invalid_request naming the platform, the field and the rule; nothing is scheduled", async () => {
    const id = await draftId({ content: "Not yet", platforms: ["x_twitter", "instagram"] });
    const res = await schedule(id);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_request");
    expect(res.body.error.message).toMatch(/^image_url: Instagram cannot publish text alone, so a post for it is scheduled or queued only with an image/);
    expect(res.body.error.details).toEqual([{ field: "image_url", platform: "instagram" }]);
    expect(await stateOf(id)).toEqual({ status: "draft", jobs: 0 });
    // Once the image is there, the same draft is scheduled.
    expect((await patch(id, { image_url: IMAGE })).status).toBe(200);
    const scheduled = await schedule(id);
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(await stateOf(id)).toEqual({ status: "scheduled", jobs: 1 });
  });

  it("the queue refuses it the same way", async () => {
    const id = await draftId({ content: "Queue me", platforms: ["tiktok"] });
    const res = await queue(id);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_request");
    expect(res.body.error.message).toContain("TikTok cannot publish text alone");
    expect(res.body.error.details).toEqual([{ field: "image_url", platform: "tiktok" }]);
    expect(await stateOf(id)).toEqual({ status: "draft", jobs: 0 });
  });

  it("bulk schedule refuses that post alone, naming the platform, and schedules the others", async () => {
    const missing = await draftId({ content: "Bulk, no image", platforms: ["instagram"] });
    const fine = await draftId({ content: "Bulk, fine", platforms: ["bluesky"] });
    const res = await bulkSchedule([missing, fine]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.results).toEqual([
      expect.objectContaining({ post_id: missing, ok: false, error: { code: "invalid_request", message: expect.stringContaining("Instagram cannot publish text alone") } }),
      expect.objectContaining({ post_id: fine, ok: true, status: "scheduled" }),
    ]);
    expect(await stateOf(missing)).toEqual({ status: "draft", jobs: 0 });
  });

  it("a scheduled post cannot be rescheduled once an image went missing under it (a version choosing none)", async () => {
    // Written directly: the API cannot store a scheduled post in this state; rescheduling still checks.
    const id = await draftId({ content: "Odd one", platforms: ["instagram"], image_url: IMAGE });
    expect((await schedule(id)).status).toBe(200);
    await db().post.update({ where: { id }, data: { versions: { instagram: { image_url: null } } } });
    const res = await schedule(id);
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([{ field: "versions.instagram.image_url", platform: "instagram" }]);
    expect(res.body.error.message).toContain("give its version an image_url");
  });
});
