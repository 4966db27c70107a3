import { afterAll, beforeAll, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { schedulePost } from "@/lib/posts/schedule-post";
import { unschedulePost } from "@/lib/posts/unschedule-post";
import { type Loopback, startLoopback } from "@/lib/testing/loopback-server";
import { describeDb } from "@/lib/testing";
import { publishingBrand } from "@/lib/testing/publishing-fixtures";
import { captureLog } from "@/lib/testing/capture-log";
import { testCaller } from "@/lib/testing/test-caller";

// Inngest mode's wiring: lib/publishing announces schedule changes to whatever listens, and
// instrumentation.ts makes inngest/ listen. Inngest's event API is a loopback server here.
const EVENT_KEY = "test-event-key";
const accepted = { status: 200, json: { ids: ["01JTEST"], status: 200 } };

describeDb("schedule changes forwarded to Inngest", () => {
  let inngestApi: Loopback;
  let caller: Caller;
  let brandId: string;
  let forwardScheduleChangesToInngest: () => void;

  beforeAll(async () => {
    inngestApi = await startLoopback({ [`POST /e/${EVENT_KEY}`]: accepted });
    // The Inngest client reads its configuration when it is created: set it before the import.
    process.env.INNGEST_EVENT_KEY = EVENT_KEY;
    process.env.INNGEST_EVENT_API_BASE_URL = inngestApi.baseUrl;
    ({ forwardScheduleChangesToInngest } = await import("@/inngest/forward-schedule-changes"));
    const owner = await publishingBrand("Forward");
    brandId = owner.brandId;
    caller = await testCaller(owner.userId);
  });
  afterAll(async () => {
    delete process.env.INNGEST_EVENT_KEY;
    delete process.env.INNGEST_EVENT_API_BASE_URL;
    await inngestApi.close();
  });

  const newPost = async () =>
    (await db().post.create({ data: { userId: caller.userId, brandId, content: "Forwarded", platforms: ["bluesky"], source: "api" } })).id;
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

  it("lib/ sends nothing by itself: without the wiring, scheduling reaches no Inngest", async () => {
    await schedulePost(caller, { post_id: await newPost(), scheduled_at: inAnHour() });
    expect(inngestApi.requests).toHaveLength(0);
  });

  it("once wired, a schedule, a reschedule and an unschedule become Inngest events", async () => {
    forwardScheduleChangesToInngest();
    forwardScheduleChangesToInngest(); // wiring twice must not send twice
    const postId = await newPost();
    const first = await schedulePost(caller, { post_id: postId, scheduled_at: inAnHour() });
    const second = await schedulePost(caller, { post_id: postId, scheduled_at: inAnHour() });
    await unschedulePost(caller, postId);

    const sent = inngestApi.requests.map((request) => (request.json as Array<{ name: string; data: unknown }>).map(({ name, data }) => ({ name, data })));
    expect(sent).toEqual([
      [{ name: "post/scheduled", data: { post_id: postId, job_id: first.job_id, scheduled_at: first.scheduled_at } }],
      [
        { name: "post/schedule.cancelled", data: { post_id: postId, job_id: first.job_id } },
        { name: "post/scheduled", data: { post_id: postId, job_id: second.job_id, scheduled_at: second.scheduled_at } },
      ],
      [{ name: "post/schedule.cancelled", data: { post_id: postId, job_id: second.job_id } }],
    ]);
  });

  it("an Inngest that does not answer does not fail the schedule: the change is committed, the sweep catches up", async () => {
    const logs = captureLog();
    await inngestApi.close();
    const postId = await newPost();
    const result = await schedulePost(caller, { post_id: postId, scheduled_at: inAnHour() });
    expect((await db().post.findUniqueOrThrow({ where: { id: postId } })).status).toBe("scheduled");
    expect(result.post_id).toBe(postId);
    const failures = logs.lines().filter((line) => /could not send schedule events/.test(line.msg));
    logs.restore();
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ level: "error", err: { message: expect.any(String) } });
  });
});
