import { afterEach, beforeAll, expect, it } from "vitest";
import type { PublishVideo } from "@/lib/platforms/publisher-kit/types";
import { createXTwitterPublisher } from "@/lib/platforms/x-twitter/publisher";
import { uploadXVideo, type XVideoUploads } from "@/lib/platforms/x-twitter/upload-video";
import { describeDb } from "@/lib/testing";
import { deliverThroughRunner, type DeliverOptions } from "@/lib/testing/publisher-harness";
import { startPlatformServer, type PlatformApi, type PlatformServer, type RecordedCall } from "@/lib/testing/platform-servers/platform-server";
import { createXApi, type XApi, type XVideoProcessing } from "@/lib/testing/platform-servers/x";
import { testVideo } from "@/lib/testing/test-videos";
import type { VideoFacts } from "@/lib/video/video-facts";

// A post's video to X through the pipeline's own step under the local runner's retries
// (deliverThroughRunner), the video a real ffmpeg-made MP4 stored as an upload, against the
// stateful loopback X (lib/testing/platform-servers/x.ts): INIT, APPEND in order, FINALIZE,
// STATUS while processing, then the post. Segments are cut small so a two-second video takes several.
const CHUNK = 16 * 1024;
const TOKEN = "user-token";

let mp4: Uint8Array;
let server: PlatformServer | undefined;
let x: XApi;
beforeAll(async () => {
  mp4 = await testVideo({ seconds: 2, width: 320, height: 240 });
}, 120_000);
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const facts = (overrides: Partial<Omit<VideoFacts, "bytes">> = {}): Omit<VideoFacts, "bytes"> => ({
  container: "mp4", mimeType: "video/mp4", videoCodec: "h264", audioCodec: "aac", durationMs: 2000, width: 320, height: 240, frameRate: 30, bitRate: 400_000, ...overrides,
});

async function startX(videoProcessing?: XVideoProcessing, before: PlatformApi[] = [], withholdAnswer?: (request: { method: string; path: string }) => boolean) {
  x = createXApi({ tokens: [TOKEN], videoProcessing });
  server = await startPlatformServer([...before, x], { withholdAnswer });
  return server;
}

type VideoOptions = { maxProcessingWaitMs?: number; policy?: DeliverOptions["policy"]; bytes?: Uint8Array; facts?: Omit<VideoFacts, "bytes">; altText?: string | null };

/** A post with the video delivered to X through the runner, the publisher's processing waits recorded as `mediaSleeps`. */
async function publishVideo(options: VideoOptions = {}) {
  const mediaSleeps: number[] = [];
  const publisher = createXTwitterPublisher({ sleep: async (ms) => void mediaSleeps.push(ms), chunkBytes: CHUNK, maxProcessingWaitMs: options.maxProcessingWaitMs ?? 60_000 });
  const delivered = await deliverThroughRunner("x_twitter", server!.url, {
    text: "Our new roaster, in motion",
    video: { bytes: options.bytes ?? mp4, facts: options.facts ?? facts(), altText: options.altText ?? null },
    credentials: { access_token: TOKEN },
    publisher,
    policy: { maxAttempts: 1, ...options.policy },
  });
  return { ...delivered, mediaSleeps };
}

const route = (call: RecordedCall) => `${call.method} ${call.path}`;
const formOf = (call: RecordedCall) => new Response(new Uint8Array(call.bytes), { headers: { "content-type": String(call.headers["content-type"]) } }).formData();
const appendsOf = (id: string) => Array.from({ length: Math.ceil(mp4.byteLength / CHUNK) }, () => `POST /2/media/upload/${id}/append`);

describeDb("a video to X", () => {
  it("goes up by INIT (tweet_video), APPEND in order, FINALIZE and STATUS until processed, then is posted with its media id", async () => {
    await startX();
    const { delivery, mediaSleeps } = await publishVideo({ altText: "The roaster turning" });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 1, error: null });

    const segments = Math.ceil(mp4.byteLength / CHUNK);
    expect(segments).toBeGreaterThan(3);
    const media = x.media[0];
    // No alt text request: X documents media metadata for images and GIFs only.
    expect(server!.calls.map(route)).toEqual([
      "POST /2/media/upload/initialize",
      ...appendsOf(media.id),
      `POST /2/media/upload/${media.id}/finalize`,
      "GET /2/media/upload",
      "GET /2/media/upload",
      "POST /2/tweets",
    ]);
    expect(server!.calls[0].json).toEqual({ media_type: "video/mp4", total_bytes: mp4.byteLength, media_category: "tweet_video" });
    const appends = server!.calls.filter((call) => call.path.endsWith("/append"));
    for (const [index, call] of appends.entries()) {
      const form = await formOf(call);
      expect(form.get("segment_index")).toBe(String(index));
      expect((form.get("media") as File).size).toBe(Math.min(CHUNK, mp4.byteLength - index * CHUNK));
    }
    expect(new Uint8Array(media.bytes)).toEqual(mp4);
    expect(media).toMatchObject({ mimeType: "video/mp4", category: "tweet_video", state: "succeeded", totalBytes: mp4.byteLength, altText: null });
    expect(mediaSleeps).toEqual([1000, 1000]);
    expect(server!.calls.at(-1)!.json).toEqual({ text: "Our new roaster, in motion", media: { media_ids: [media.id] } });
    expect(x.tweets).toEqual([expect.objectContaining({ mediaIds: [media.id] })]);
    expect(delivery.platformPostId).toBe(x.tweets[0].id);
  });

  it("fails for good with X's own reason when processing fails, posting nothing", async () => {
    await startX({ states: ["pending", "in_progress"], checkAfterSecs: 2, failWith: "Unsupported video format" });
    const { delivery, sleeps, mediaSleeps } = await publishVideo({ policy: { maxAttempts: 3 } });
    expect(delivery).toMatchObject({ status: "failed", attempts: 1, error: "X could not process the video: Unsupported video format" });
    expect(sleeps).toEqual([]);
    expect(mediaSleeps).toEqual([2000, 2000]);
    expect(x.media.map((m) => m.state)).toEqual(["failed"]);
    expect(x.tweets).toEqual([]);
  });

  it("refuses a WebM before sending anything: X takes MP4 or MOV", async () => {
    await startX();
    const webm = await testVideo({ seconds: 1, width: 160, height: 120, codec: "vp9" });
    const { delivery } = await publishVideo({ bytes: webm, facts: facts({ container: "webm", mimeType: "video/webm", videoCodec: "vp9", audioCodec: "opus" }), policy: { maxAttempts: 3 } });
    expect(delivery).toMatchObject({ status: "failed", attempts: 1, error: "X takes an MP4 or MOV video, not video/webm." });
    expect(server!.calls).toEqual([]);
  }, 60_000);
});

describeDb("a video to X, interrupted", () => {
  it("after every APPEND (FINALIZE's answer lost), the retry sends the video again from INIT and posts it once", async () => {
    let finalizes = 0;
    await startX(undefined, [], (request) => request.path.endsWith("/finalize") && ++finalizes === 1);
    const { delivery, sleeps } = await publishVideo({ policy: { maxAttempts: 2 } });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(sleeps).toHaveLength(1);
    const [lost, sent] = x.media;
    // X finished the first upload (its answer never came back); it is never cited.
    expect(x.media).toHaveLength(2);
    expect(lost.bytes.length).toBe(mp4.byteLength);
    expect(server!.calls.map(route)).toEqual([
      "POST /2/media/upload/initialize",
      ...appendsOf(lost.id),
      `POST /2/media/upload/${lost.id}/finalize`,
      "POST /2/media/upload/initialize",
      ...appendsOf(sent.id),
      `POST /2/media/upload/${sent.id}/finalize`,
      "GET /2/media/upload",
      "GET /2/media/upload",
      "POST /2/tweets",
    ]);
    expect(x.tweets).toEqual([expect.objectContaining({ mediaIds: [sent.id] })]);
  });

  it("while X is still processing past the wait bound, the retry waits for the same media instead of sending it again", async () => {
    await startX({ states: ["pending", "in_progress", "in_progress", "in_progress"], checkAfterSecs: 5 });
    const { delivery, mediaSleeps, sleeps } = await publishVideo({ maxProcessingWaitMs: 10_000, policy: { maxAttempts: 2, maxRateLimitedWaits: 2 } });
    expect(delivery).toMatchObject({ status: "succeeded" });
    // The runner came back after X's check_after_secs, as after a Retry-After.
    expect(sleeps).toEqual([5000]);
    // Two waits in the first attempt (a third would pass 10 s), one in the second.
    expect(mediaSleeps).toEqual([5000, 5000, 5000]);
    expect(x.media).toHaveLength(1);
    const id = x.media[0].id;
    expect(server!.calls.map(route)).toEqual([
      "POST /2/media/upload/initialize",
      ...appendsOf(id),
      `POST /2/media/upload/${id}/finalize`,
      "GET /2/media/upload",
      "GET /2/media/upload",
      // The second attempt: STATUS at once (still in progress), again after 5 s (succeeded); no INIT.
      "GET /2/media/upload",
      "GET /2/media/upload",
      "POST /2/tweets",
    ]);
    expect(x.tweets).toEqual([expect.objectContaining({ mediaIds: [id] })]);
  });

  it("a post X refused with a 503 is sent again citing the media X already processed", async () => {
    let refused = false;
    const unavailable: PlatformApi = {
      name: "unavailable",
      answer: async (request) => {
        if (refused || request.path !== "/2/tweets") return null;
        refused = true;
        return { status: 503, json: { title: "Service Unavailable", detail: "Service Unavailable", status: 503 } };
      },
    };
    await startX(undefined, [unavailable]);
    const { delivery } = await publishVideo({ policy: { maxAttempts: 2 } });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(x.media).toHaveLength(1);
    const id = x.media[0].id;
    // The retry asks STATUS of the media it remembers (succeeded) and posts with it.
    expect(server!.calls.map(route).slice(-3)).toEqual(["POST /2/tweets", "GET /2/media/upload", "POST /2/tweets"]);
    expect(server!.calls.filter((call) => call.path === "/2/media/upload/initialize")).toHaveLength(1);
    expect(x.tweets).toEqual([expect.objectContaining({ mediaIds: [id] })]);
  });
});

describeDb("uploadXVideo reads the file a segment at a time", () => {
  it("asks the store for each segment's range in order, never more than one segment", async () => {
    await startX({ states: [], checkAfterSecs: 1 });
    const reads: Array<[number, number]> = [];
    const video: PublishVideo = {
      url: "https://media.example/v.mp4", mimeType: "video/mp4", bytes: mp4.byteLength, durationMs: 2000, width: 320, height: 240, frameRate: 30, videoCodec: "h264", audioCodec: "aac", coverUrl: null, altText: null,
      readRange: async (start, end) => {
        reads.push([start, end]);
        return mp4.subarray(start, end);
      },
    };
    const uploads: XVideoUploads = new Map();
    const id = await uploadXVideo(video, "delivery-1", uploads, { accessToken: TOKEN, baseUrl: server!.url, timeoutMs: 10_000, chunkBytes: CHUNK, sleep: async () => undefined, maxProcessingWaitMs: 1000 });
    expect(reads).toEqual(Array.from({ length: Math.ceil(mp4.byteLength / CHUNK) }, (_, i) => [i * CHUNK, Math.min(mp4.byteLength, (i + 1) * CHUNK)]));
    expect(new Uint8Array(x.media[0].bytes)).toEqual(mp4);
    // Remembered for a retry of the same delivery until X would forget it.
    expect(uploads.get("delivery-1 https://media.example/v.mp4")).toMatchObject({ mediaId: id });
  });

  it("a publisher that never saw the first attempt (a restarted process) sends the video again and posts it once", async () => {
    await startX({ states: ["pending", "in_progress", "in_progress"], checkAfterSecs: 5 });
    const video: PublishVideo = {
      url: "https://media.example/r.mp4", mimeType: "video/mp4", bytes: mp4.byteLength, durationMs: 2000, width: 320, height: 240, frameRate: 30, videoCodec: "h264", audioCodec: "aac", coverUrl: null, altText: null,
      readRange: async (start, end) => mp4.subarray(start, end),
    };
    const request = { platform: "x_twitter" as const, text: "Restarted", imageUrl: null, video, credentials: { access_token: TOKEN }, idempotencyKey: "delivery-restart" };
    const options = { baseUrl: server!.url, timeoutMs: 10_000 };
    const waits = { sleep: async () => undefined, chunkBytes: CHUNK, maxProcessingWaitMs: 5000 };
    // The first process gives up while X is still processing, then dies with its memory.
    await expect(createXTwitterPublisher(waits).publish(request, options)).rejects.toMatchObject({ kind: "retryable" });
    const published = await createXTwitterPublisher({ ...waits, maxProcessingWaitMs: 60_000 }).publish(request, options);
    expect(x.media).toHaveLength(2);
    expect(x.tweets).toEqual([expect.objectContaining({ id: published.platformPostId, text: "Restarted", mediaIds: [x.media[1].id] })]);
    expect(server!.calls.filter((call) => call.path === "/2/media/upload/initialize")).toHaveLength(2);
  });
});
