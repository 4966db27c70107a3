import { beforeAll, expect, it } from "vitest";
import * as transcodeRoute from "@/app/api/v1/media/[id]/transcode/route";
import * as cancelRoute from "@/app/api/v1/media/transcodes/[id]/cancel/route";
import * as transcodeJobRoute from "@/app/api/v1/media/transcodes/[id]/route";
import { db } from "@/lib/db/client";
import { claimTranscodeJob, finishTranscodeJob } from "@/lib/media/transcode/claim-transcode-job";
import { runTranscodeJob } from "@/lib/media/transcode/run-transcode-job";
import { createTestUser, describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { probedTestVideo } from "@/lib/testing/probed-test-video";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { personalWorkspaceId } from "@/lib/testing/test-caller";
import { storeTestVideo } from "@/lib/testing/test-videos";

// Cancelling a video conversion (POST /media/transcodes/{id}/cancel) with real ffmpeg: a running
// one is stopped, whether the cancel reaches the process that runs it or a worker elsewhere finds
// out at its heartbeat; a queued one never starts; cancelling again answers the same; a finished
// one is 409.

type Key = Awaited<ReturnType<typeof createTestApiKey>>;
const start = (key: Key, id: string, platforms: string[]) => callRoute(transcodeRoute.POST, "POST", `/api/v1/media/${id}/transcode`, { headers: key.bearer, params: { id }, body: { platforms } });
const cancel = (key: Key, id: string) => callRoute(cancelRoute.POST, "POST", `/api/v1/media/transcodes/${id}/cancel`, { headers: key.bearer, params: { id } });
const poll = (key: Key, id: string) => callRoute(transcodeJobRoute.GET, "GET", `/api/v1/media/transcodes/${id}`, { headers: key.bearer, params: { id } });

describeDb("cancelling a video conversion (real ffmpeg)", () => {
  let owner: { userId: string; workspaceId: string };
  let poster: Key;
  let stranger: Key;
  // A 120 fps video Instagram refuses: long enough that converting it takes a while on one thread.
  let long: { bytes: Uint8Array; facts: Awaited<ReturnType<typeof probedTestVideo>>["facts"] };
  const storedVideo = async () => (await storeTestVideo(owner, long.bytes, long.facts, null)).id;
  const mediaCount = () => db().media.count({ where: { workspaceId: owner.workspaceId } });

  beforeAll(async () => {
    const user = await createTestUser({ plan: "business" });
    owner = { userId: user.id, workspaceId: await personalWorkspaceId(user.id) };
    poster = await createTestApiKey(user.id, { scopes: ["post", "read"], rpm: 10_000 });
    stranger = await createTestApiKey((await createTestUser({ plan: "business" })).id, { scopes: ["admin"], rpm: 10_000 });
    long = await probedTestVideo({ seconds: 30, width: 640, height: 360, fps: 120 });
  }, 300_000);

  it("a running conversion cancelled through the API stops its ffmpeg before the end; the job is cancelled, nothing is kept, a second cancel answers the same", async () => {
    const job = (await start(poster, await storedVideo(), ["instagram"])).body.data.transcode;
    const before = await mediaCount();
    const claimed = await claimTranscodeJob("worker-a", { jobId: job.id });
    const heard: number[] = [];
    let firstProgress!: () => void;
    const progressing = new Promise<void>((resolve) => (firstProgress = resolve));
    const running = runTranscodeJob(claimed!, "worker-a", { onProgress: (fraction) => { heard.push(fraction); if (fraction > 0) firstProgress(); } });
    await progressing;

    const answer = await cancel(poster, job.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.transcode).toMatchObject({ id: job.id, status: "cancelled", result_media: null });
    expect(answer.body.data.transcode.finished_at).not.toBeNull();
    // The run ends because its ffmpeg was killed: it never wrote the whole video.
    expect(await running).toBe("lost");
    expect(heard.at(-1)).toBeLessThan(1);
    expect(await mediaCount()).toBe(before);
    expect((await poll(poster, job.id)).body.data.transcode).toMatchObject({ status: "cancelled", result_media: null });

    const again = await cancel(poster, job.id);
    expect(again.status).toBe(200);
    expect(again.body.data.transcode).toMatchObject({ status: "cancelled", finished_at: answer.body.data.transcode.finished_at });
    // Cancelled for good: no worker claims it.
    expect(await claimTranscodeJob("worker-b", { jobId: job.id })).toBeNull();
  }, 300_000);

  it("a conversion cancelled by another server (the row alone) is stopped at its worker's next heartbeat, and its result never replaces the cancel", async () => {
    const job = (await start(poster, await storedVideo(), ["instagram"])).body.data.transcode;
    const before = await mediaCount();
    const leaseMs = 300;
    const claimed = await claimTranscodeJob("worker-far", { jobId: job.id, leaseMs });
    let firstProgress!: () => void;
    const progressing = new Promise<void>((resolve) => (firstProgress = resolve));
    const running = runTranscodeJob(claimed!, "worker-far", { leaseMs, onProgress: (fraction) => fraction > 0 && firstProgress() });
    await progressing;
    // What the cancel writes, without this process's registry hearing of it.
    await db().transcodeJob.update({ where: { id: job.id }, data: { status: "cancelled", leaseUntil: null, finishedAt: new Date() } });
    expect(await running).toBe("lost");
    expect(await db().transcodeJob.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ status: "cancelled", resultMediaId: null, error: null });
    expect(await mediaCount()).toBe(before);
  }, 300_000);

  it("a queued conversion cancelled never starts; another workspace's is 404; a finished one is 409 transcode_finished", async () => {
    const queued = (await start(poster, await storedVideo(), ["instagram"])).body.data.transcode;
    expect((await cancel(stranger, queued.id)).status).toBe(404);
    expect((await poll(poster, queued.id)).body.data.transcode.status).toBe("queued");
    const answer = await cancel(poster, queued.id);
    expect(answer.status).toBe(200);
    expect(answer.body.data.transcode).toMatchObject({ status: "cancelled", progress_percent: 0 });
    expect(await claimTranscodeJob("worker-c", { jobId: queued.id })).toBeNull();
    // A new request for the same video and platforms makes a new job rather than answering the cancelled one.
    const fresh = (await start(poster, queued.media_id, ["instagram"])).body.data.transcode;
    expect(fresh.id).not.toBe(queued.id);
    expect(fresh.status).toBe("queued");

    expect(await claimTranscodeJob("worker-c", { jobId: fresh.id })).not.toBeNull();
    expect(await finishTranscodeJob(fresh.id, "worker-c", { error: "the video could not be converted: test" })).toBe(true);
    const finished = await cancel(poster, fresh.id);
    expect(finished.status).toBe(409);
    expect(finished.body.error).toMatchObject({ code: "transcode_finished" });
    expect(finished.body.error.message).toMatch(/has already failed; only a queued or running one can be cancelled/);
    expect((await db().transcodeJob.findUniqueOrThrow({ where: { id: fresh.id } })).status).toBe("failed");
  }, 300_000);
});
