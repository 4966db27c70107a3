import { beforeAll, expect, it } from "vitest";
import * as brandQueueRoute from "@/app/api/v1/brands/[id]/queue/route";
import * as postQueueRoute from "@/app/api/v1/posts/[id]/queue/route";
import { db } from "@/lib/db/client";
import { queuePost } from "@/lib/queue/queue-post";
import { wallTime } from "@/lib/queue/slot-times";
import { createTestUser, describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { testCaller } from "@/lib/testing/test-caller";

// Issue 11, item 5 (API): per brand weekly slots, and a post scheduled at the next free one.

describeDb("queue", () => {
  let userId: string;
  let key: Awaited<ReturnType<typeof createTestApiKey>>;
  let strangerKey: Awaited<ReturnType<typeof createTestApiKey>>;

  beforeAll(async () => {
    userId = (await createTestUser({ plan: "business" })).id;
    key = await createTestApiKey(userId, { scopes: ["read", "write", "post", "schedule"], rpm: 10_000 });
    strangerKey = await createTestApiKey((await createTestUser()).id, { scopes: ["admin"] });
  });

  const newBrand = async () => (await db().brand.create({ data: { userId, name: "Queued", website: "https://queued.example" } })).id;
  const newDraft = async (brandId: string | null) =>
    (await db().post.create({ data: { userId, brandId, content: "Queued post", platforms: ["x_twitter"], source: "api" } })).id;
  const putQueue = (id: string, body: unknown, headers = key.bearer) => callRoute(brandQueueRoute.PUT, "PUT", `/api/v1/brands/${id}/queue`, { headers, body, params: { id } });
  const getQueue = (id: string, headers = key.bearer) => callRoute(brandQueueRoute.GET, "GET", `/api/v1/brands/${id}/queue`, { headers, params: { id } });
  const queue = (id: string, headers = key.bearer) => callRoute(postQueueRoute.POST, "POST", `/api/v1/posts/${id}/queue`, { headers, params: { id } });

  it("GET answers UTC and no slots until PUT sets them; PUT replaces them, sorted; 404 for another user's brand", async () => {
    const brandId = await newBrand();
    expect((await getQueue(brandId)).body.data.queue).toEqual({ timezone: "UTC", slots: [] });
    const body = { timezone: "Europe/Berlin", slots: [{ weekday: 5, time: "17:30" }, { weekday: 1, time: "09:00" }] };
    const put = await putQueue(brandId, body);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data.queue).toEqual({ timezone: "Europe/Berlin", slots: [{ weekday: 1, time: "09:00" }, { weekday: 5, time: "17:30" }] });
    expect((await getQueue(brandId)).body.data.queue).toEqual(put.body.data.queue);
    expect((await putQueue(brandId, { timezone: "UTC", slots: [] })).body.data.queue).toEqual({ timezone: "UTC", slots: [] });
    expect((await getQueue(brandId, strangerKey.bearer)).status).toBe(404);
    expect((await putQueue(brandId, body, strangerKey.bearer)).status).toBe(404);
  });

  it.each([
    [{ timezone: "Mars/Olympus", slots: [] }, "timezone"],
    [{ timezone: "UTC", slots: [{ weekday: 7, time: "09:00" }] }, "slots[0].weekday"],
    [{ timezone: "UTC", slots: [{ weekday: 1, time: "24:00" }] }, "slots[0].time"],
    [{ timezone: "UTC", slots: [{ weekday: 1, time: "9:00" }] }, "slots[0].time"],
    [{ timezone: "UTC", slots: [{ weekday: 1, time: "09:00" }, { weekday: 1, time: "09:00" }] }, "slots[1]"],
    [{ timezone: "UTC", slots: Array.from({ length: 169 }, (_, i) => ({ weekday: i % 7, time: "09:00" })) }, "slots"],
    [{ slots: [] }, "timezone"],
  ])("PUT 400 for %j (names %s)", async (body, field) => {
    const brandId = await newBrand();
    const res = await putQueue(brandId, body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(field);
    expect(await db().brandQueue.count({ where: { brandId } })).toBe(0);
  });

  it("POST /posts/{id}/queue schedules at the next free slot, answers the post with it, and the next post takes the slot after", async () => {
    const brandId = await newBrand();
    await putQueue(brandId, { timezone: "Europe/Berlin", slots: [{ weekday: 1, time: "09:00" }, { weekday: 3, time: "09:00" }, { weekday: 5, time: "09:00" }] });
    const first = await queue(await newDraft(brandId));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.post.status).toBe("scheduled");
    expect(first.body.data.job_id).toEqual(expect.any(String));
    const at = new Date(first.body.data.post.scheduled_at);
    expect(at.getTime()).toBeGreaterThan(Date.now());
    expect(at.getTime()).toBeLessThanOrEqual(Date.now() + 7 * 86_400_000);
    expect(wallTime(at, "Europe/Berlin")).toMatchObject({ hour: 9, minute: 0 });
    expect([1, 3, 5]).toContain(wallTime(at, "Europe/Berlin").weekday);
    const second = await queue(await newDraft(brandId));
    expect(new Date(second.body.data.post.scheduled_at).getTime()).toBeGreaterThan(at.getTime());
    expect(await db().publishJob.count({ where: { id: first.body.data.job_id, status: "pending", runAt: at } })).toBe(1);
  });

  it("across the DST changes in Berlin (2026-10-25, 2027-03-28) the slot stays 09:00 local", async () => {
    const caller = await testCaller(userId, { authMethod: "api_key", scopes: ["schedule"] });
    const brandId = await newBrand();
    await putQueue(brandId, { timezone: "Europe/Berlin", slots: [{ weekday: 0, time: "09:00" }] });
    // Queued as if it were Saturday 2026-10-24 12:00Z: the next Sunday is the change; then the one after.
    const octA = await queuePost(caller, await newDraft(brandId), new Date("2026-10-24T12:00:00Z"));
    const octB = await queuePost(caller, await newDraft(brandId), new Date("2026-10-24T12:00:00Z"));
    expect([octA.post.scheduledAt!.toISOString(), octB.post.scheduledAt!.toISOString()]).toEqual(["2026-10-25T08:00:00.000Z", "2026-11-01T08:00:00.000Z"]);
    const marA = await queuePost(caller, await newDraft(brandId), new Date("2027-03-27T12:00:00Z"));
    expect(marA.post.scheduledAt!.toISOString()).toBe("2027-03-28T07:00:00.000Z");
  });

  it("concurrent requests never take one slot twice", async () => {
    const brandId = await newBrand();
    await putQueue(brandId, { timezone: "America/New_York", slots: [{ weekday: 2, time: "08:00" }, { weekday: 4, time: "12:30" }] });
    const posts = await Promise.all(Array.from({ length: 6 }, () => newDraft(brandId)));
    const answers = await Promise.all(posts.map((id) => queue(id)));
    expect(answers.map((res) => res.status)).toEqual(Array(6).fill(200));
    const times = answers.map((res) => res.body.data.post.scheduled_at as string);
    expect(new Set(times).size).toBe(6);
    const stored = await db().post.findMany({ where: { id: { in: posts } }, select: { scheduledAt: true, status: true } });
    expect(new Set(stored.map((row) => row.scheduledAt!.toISOString())).size).toBe(6);
    for (const at of times) expect(wallTime(new Date(at), "America/New_York").hour === 8 || wallTime(new Date(at), "America/New_York").hour === 12).toBe(true);
  });

  it("409 no_queue_slot for a brand without slots; 400 for a post without a brand; 400 for a published post; 404 for another user's post", async () => {
    const brandId = await newBrand();
    const draft = await newDraft(brandId);
    const none = await queue(draft);
    expect(none.status).toBe(409);
    expect(none.body.error.code).toBe("no_queue_slot");
    expect(none.body.error.message).toContain("queue");
    expect((await db().post.findUniqueOrThrow({ where: { id: draft } })).status).toBe("draft");

    const orphan = await queue(await newDraft(null));
    expect(orphan.status).toBe(400);
    expect(orphan.body.error.message).toContain("brand");

    await putQueue(brandId, { timezone: "UTC", slots: [{ weekday: 1, time: "09:00" }] });
    const published = (await db().post.create({ data: { userId, brandId, content: "Out", platforms: ["x_twitter"], source: "api", status: "published", publishedAt: new Date() } })).id;
    expect((await queue(published)).body.error.code).toBe("post_not_schedulable");
    expect((await queue(draft, strangerKey.bearer)).status).toBe(404);
  });
});
