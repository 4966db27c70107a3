import { createHash } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import * as transcodeRoute from "@/app/api/v1/media/[id]/transcode/route";
import * as transcodeJobRoute from "@/app/api/v1/media/transcodes/[id]/route";
import { db } from "@/lib/db/client";
import { mediaStore } from "@/lib/media/media-store-for-env";
import { claimTranscodeJob, finishTranscodeJob } from "@/lib/media/transcode/claim-transcode-job";
import { runTranscodeJob } from "@/lib/media/transcode/run-transcode-job";
import { runWaitingTranscodes } from "@/lib/media/transcode/run-waiting-transcodes";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { videoRuleProblem } from "@/lib/platforms/video-rules";
import { createTestUser, describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { probedTestVideo } from "@/lib/testing/probed-test-video";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { personalWorkspaceId } from "@/lib/testing/test-caller";
import { testImage } from "@/lib/testing/test-images";
import { storeTestVideo, type TestVideoOptions } from "@/lib/testing/test-videos";

type Key = Awaited<ReturnType<typeof createTestApiKey>>;

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const start = (key: Key, id: string, platforms: string[]) => callRoute(transcodeRoute.POST, "POST", `/api/v1/media/${id}/transcode`, { headers: key.bearer, params: { id }, body: { platforms } });
const poll = (key: Key, id: string) => callRoute(transcodeJobRoute.GET, "GET", `/api/v1/media/transcodes/${id}`, { headers: key.bearer, params: { id } });

/** What each platform says of a stored media row's video, as the composer and scheduling check it. */
async function problemsOf(mediaId: string, platforms: PlatformId[]) {
  const row = await db().media.findUniqueOrThrow({ where: { id: mediaId } });
  const facts = { container: row.container, videoCodec: row.videoCodec!, audioCodec: row.audioCodec, durationMs: row.durationMs!, frameRate: row.frameRate!, width: row.width, height: row.height, bitRate: Number(row.bitRate), bytes: row.bytes };
  return platforms.flatMap((platform) => videoRuleProblem(platformRule(platform).video, facts, platformRule(platform).label) ?? []);
}

describeDb("converting a video for the platforms that refuse it (real ffmpeg)", () => {
  let owner: { userId: string; workspaceId: string };
  let poster: Key;
  let stranger: Key;
  const video = async (options: TestVideoOptions) => {
    const made = await probedTestVideo(options);
    const stored = await storeTestVideo(owner, made.bytes, made.facts, "A test pattern");
    return { ...stored, bytes: made.bytes };
  };

  beforeAll(async () => {
    const user = await createTestUser({ plan: "business" });
    owner = { userId: user.id, workspaceId: await personalWorkspaceId(user.id) };
    poster = await createTestApiKey(user.id, { scopes: ["post", "read"], rpm: 10_000 });
    stranger = await createTestApiKey((await createTestUser({ plan: "business" })).id, { scopes: ["admin"], rpm: 10_000 });
  });

  it("an HEVC video X and LinkedIn refuse: 202 with a queued job, converted with rising progress into a new video both take; the original untouched", async () => {
    const source = await video({ codec: "hevc", seconds: 6, width: 640, height: 360, fps: 30 });
    expect(await problemsOf(source.id, ["x_twitter", "linkedin"])).toEqual(["HEVC (H.265) video; X takes H.264", "HEVC (H.265) video; LinkedIn takes H.264"]);
    const before = await db().media.findUniqueOrThrow({ where: { id: source.id } });

    const started = await start(poster, source.id, ["x_twitter", "linkedin"]);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const job = started.body.data.transcode;
    expect(job).toMatchObject({ media_id: source.id, platforms: ["linkedin", "x_twitter"], status: "queued", progress_percent: 0, result_media: null, error: null });
    // A second click while it waits answers the same job.
    expect((await start(poster, source.id, ["linkedin", "x_twitter"])).body.data.transcode.id).toBe(job.id);
    // Another workspace sees nothing.
    expect((await poll(stranger, job.id)).status).toBe(404);

    // The worker runs while the client polls, as the composer does.
    const seen: number[] = [];
    const heard: number[] = [];
    let running = true;
    const polling = (async () => {
      while (running) {
        const answer = await poll(poster, job.id);
        seen.push(answer.body.data.transcode.progress_percent);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const claimed = await claimTranscodeJob("worker-a", { jobId: job.id, leaseMs: 600 });
    expect(await runTranscodeJob(claimed!, "worker-a", { leaseMs: 600, onProgress: (fraction) => heard.push(fraction) })).toBe("succeeded");
    running = false;
    await polling;

    expect(heard.some((fraction) => fraction > 0 && fraction < 1), `ffmpeg's progress: ${heard.join(", ")}`).toBe(true);
    expect(heard.at(-1)).toBe(1);
    expect(seen, "what the client saw never goes back").toEqual([...seen].sort((a, b) => a - b));
    const done = (await poll(poster, job.id)).body.data.transcode;
    expect(done).toMatchObject({ status: "succeeded", progress_percent: 100, error: null });
    expect(done.result_media).toMatchObject({ kind: "video", container: "mp4", video_codec: "h264", audio_codec: "aac", width: 640, height: 360, frame_rate: 30, alt_text: "A test pattern" });
    expect(done.result_media.id).not.toBe(source.id);
    expect(done.result_media.cover_url).toMatch(/-cover\.jpg$/);
    expect(await problemsOf(done.result_media.id, ["x_twitter", "linkedin"])).toEqual([]);
    const converted = await db().media.findUniqueOrThrow({ where: { id: done.result_media.id } });
    expect(converted.contentSha256).toBe(sha256((await mediaStore().read(converted.storageKey))!));

    // The original: same row, same bytes.
    expect(await db().media.findUniqueOrThrow({ where: { id: source.id } })).toEqual(before);
    expect(sha256((await mediaStore().read(before.storageKey))!)).toBe(sha256(source.bytes));
  }, 300_000);

  it("a 120 fps video Instagram refuses comes back at 60 fps, which Instagram takes", async () => {
    const source = await video({ seconds: 4, width: 320, height: 240, fps: 120 });
    expect(await problemsOf(source.id, ["instagram"])).toEqual(["120 frames per second; Instagram takes at most 60"]);
    const started = await start(poster, source.id, ["instagram"]);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(await runWaitingTranscodes({ workerId: "worker-b", jobId: started.body.data.transcode.id })).toBe(1);
    const done = (await poll(poster, started.body.data.transcode.id)).body.data.transcode;
    expect(done.status, done.error).toBe("succeeded");
    expect(done.result_media).toMatchObject({ frame_rate: 60, video_codec: "h264" });
    expect(await problemsOf(done.result_media.id, ["instagram"])).toEqual([]);
  }, 300_000);

  it("a job whose worker died (its lease lapsed, never renewed) is taken over and finished by another; the dead worker can no longer end it", async () => {
    const source = await video({ codec: "hevc", seconds: 3, width: 320, height: 240 });
    const job = (await start(poster, source.id, ["x_twitter"])).body.data.transcode;
    // Worker A claims it and dies at once: no heartbeat ever renews its lease.
    const dead = await claimTranscodeJob("worker-dead", { jobId: job.id, leaseMs: 1 });
    expect(dead).toMatchObject({ status: "running", workerId: "worker-dead", attempts: 1 });
    expect((await poll(poster, job.id)).body.data.transcode.status).toBe("running");
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(await runWaitingTranscodes({ workerId: "worker-alive", jobId: job.id })).toBe(1);
    const row = await db().transcodeJob.findUniqueOrThrow({ where: { id: job.id } });
    expect(row).toMatchObject({ status: "succeeded", workerId: "worker-alive", attempts: 2, error: null });
    expect(await problemsOf(row.resultMediaId!, ["x_twitter"])).toEqual([]);
    // The dead worker, were it to wake, cannot overwrite the outcome.
    expect(await finishTranscodeJob(job.id, "worker-dead", { error: "late" })).toBe(false);
    expect((await db().transcodeJob.findUniqueOrThrow({ where: { id: job.id } })).status).toBe("succeeded");
  }, 300_000);

  it("a job held under a live lease is not taken; one that killed its worker three times fails naming why", async () => {
    const source = await video({ codec: "hevc", seconds: 2, width: 160, height: 120 });
    const job = (await start(poster, source.id, ["x_twitter"])).body.data.transcode;
    expect(await claimTranscodeJob("worker-a", { jobId: job.id, leaseMs: 60_000 })).not.toBeNull();
    expect(await claimTranscodeJob("worker-b", { jobId: job.id })).toBeNull();
    await db().transcodeJob.update({ where: { id: job.id }, data: { attempts: 3, leaseUntil: new Date(Date.now() - 1000) } });
    expect(await claimTranscodeJob("worker-c", { jobId: job.id })).toBeNull();
    const failed = (await poll(poster, job.id)).body.data.transcode;
    expect(failed).toMatchObject({ status: "failed", result_media: null });
    expect(failed.error).toMatch(/started 3 times and its worker stopped each time/);
  });

  it("a conversion past its time limit fails with a readable reason, and no media is made", async () => {
    const source = await video({ codec: "hevc", seconds: 2, width: 160, height: 120 });
    const job = (await start(poster, source.id, ["x_twitter"])).body.data.transcode;
    const mediaBefore = await db().media.count({ where: { workspaceId: owner.workspaceId } });
    expect(await runWaitingTranscodes({ workerId: "worker-slow", jobId: job.id, timeoutMs: 1 })).toBe(1);
    const failed = (await poll(poster, job.id)).body.data.transcode;
    expect(failed).toMatchObject({ status: "failed", result_media: null });
    expect(failed.error).toMatch(/^the video could not be converted: .*took longer than 1 ms and was stopped/);
    expect(await db().media.count({ where: { workspaceId: owner.workspaceId } })).toBe(mediaBefore);
  }, 120_000);

  it("refused with a 400 naming the field: an image, a platform that takes the video already, a refusal converting cannot fix", async () => {
    const image = await db().media.create({ data: { userId: owner.userId, workspaceId: owner.workspaceId, storageKey: `${owner.userId}/i.png`, mimeType: "image/png", bytes: (await testImage(8, 8)).byteLength, width: 8, height: 8 } });
    const onImage = await start(poster, image.id, ["x_twitter"]);
    expect(onImage.status).toBe(400);
    expect(onImage.body.error.message).toMatch(/is an image; only a video can be converted/);

    const hevc = await video({ codec: "hevc", seconds: 2, width: 160, height: 120 });
    const takesIt = await start(poster, hevc.id, ["x_twitter", "facebook"]);
    expect(takesIt.status).toBe(400);
    expect(takesIt.body.error.message).toBe("platforms: Facebook already takes this video as it is; name only the platforms that refuse it.");
    expect(takesIt.body.error.details).toEqual([expect.objectContaining({ field: "platforms" })]);

    // Two seconds: Instagram wants at least three, and converting keeps the length.
    const short = await start(poster, hevc.id, ["instagram"]);
    expect(short.status).toBe(400);
    expect(short.body.error.message).toMatch(/^platforms: converting cannot make this video suit Instagram \(a video of 2(\.\d+)? seconds; Instagram takes at least 3 seconds\)/);

    const unknown = await start(poster, hevc.id, ["myspace"]);
    expect(unknown.status).toBe(400);
    expect(await db().transcodeJob.count({ where: { sourceMediaId: { in: [image.id, hevc.id] } } })).toBe(0);
  }, 120_000);
});
