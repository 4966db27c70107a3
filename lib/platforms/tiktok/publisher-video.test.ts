import { createHash } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTikTokPublisher, TIKTOK_PRIVACY_LEVEL } from "@/lib/platforms/tiktok/publisher";
import { tiktokChunkPlan, type TikTokChunkLimits } from "@/lib/platforms/tiktok/video-chunks";
import { describeDb } from "@/lib/testing";
import { noSleep } from "@/lib/testing/loopback-server";
import { startPlatformServer, type PlatformApi, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";
import { createTikTokApi, type TikTokApi } from "@/lib/testing/platform-servers/tiktok";
import { probedTestVideo } from "@/lib/testing/probed-test-video";
import { deliverThroughRunner } from "@/lib/testing/publisher-harness";

// A video post on the loopback TikTok (tiktok-videos.ts), delivered as production delivers it:
// creator_info, the FILE_UPLOAD init, the chunks, the status checks. TikTok's chunk limits (5 MB,
// 64 MB, 128 MB) are scaled down by 256 on both sides, so that a few seconds of real video
// make several chunks under the same arithmetic.

const KB = 1024;
const LIMITS: TikTokChunkLimits = { minBytes: 20 * KB, maxBytes: 256 * KB, finalMaxBytes: 512 * KB, maxChunks: 1000 };
const CHUNKS = { chunkBytes: 20 * KB, limits: LIMITS };
const TOKEN = "tt-video-token";
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

let api: TikTokApi;
let shortApi: TikTokApi;
let server: PlatformServer;
let short: PlatformServer;
let video: Awaited<ReturnType<typeof probedTestVideo>>;
let failNextSecondChunk = false;
// The second chunk's PUT is answered 503 once, when a test arms it: an interrupted upload.
const flaky: PlatformApi = {
  name: "tiktok-flaky",
  async answer(request) {
    if (!failNextSecondChunk || request.method !== "PUT" || !String(request.headers["content-range"]).startsWith(`bytes ${CHUNKS.chunkBytes}-`)) return null;
    failNextSecondChunk = false;
    return { status: 503, json: { error: { code: "internal_error", message: "Something went wrong" } } };
  },
};

beforeAll(async () => {
  video = await probedTestVideo({ seconds: 3, width: 320, height: 240 });
  api = createTikTokApi({ tokens: [TOKEN], processingChecks: 1, username: "roastery", videos: { chunkLimits: LIMITS } });
  // A creator who may post videos of at most 2 seconds.
  shortApi = createTikTokApi({ tokens: [TOKEN], videos: { chunkLimits: LIMITS, maxVideoSeconds: 2 } });
  server = await startPlatformServer([flaky, api]);
  short = await startPlatformServer([shortApi]);
});
afterAll(async () => {
  await server.close();
  await short.close();
});

const publisher = createTikTokPublisher({ sleep: noSleep, maxPolls: 3, chunks: CHUNKS });
const deliver = (baseUrl: string, text: string, upload: { bytes: Uint8Array; facts: typeof video.facts; coverAtMs?: number } = video) => deliverThroughRunner("tiktok", baseUrl, { text, video: upload, credentials: { access_token: TOKEN }, publisher });
const routes = (calls: PlatformServer["calls"]) => calls.map((c) => `${c.method} ${c.path} ${c.status}`);

describeDb("TikTok publisher with an uploaded video", () => {
  it("queries the creator, initialises a FILE_UPLOAD by TikTok's chunk rules, sends every chunk in order, then polls until PUBLISH_COMPLETE", async () => {
    const plan = tiktokChunkPlan(video.bytes.byteLength, CHUNKS.chunkBytes, LIMITS);
    expect(plan.totalChunkCount).toBeGreaterThanOrEqual(3);
    const calls = server.calls.length;
    const text = "Three seconds of the roaster #coffee";
    const { delivery } = await deliver(server.url, text);
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 1 });

    const sent = server.calls.slice(calls);
    expect(routes(sent)).toEqual([
      "POST /v2/post/publish/creator_info/query/ 200",
      "POST /v2/post/publish/video/init/ 200",
      ...plan.chunks.map((_, index) => `PUT /upload/video/ ${index === plan.chunks.length - 1 ? 201 : 206}`),
      "POST /v2/post/publish/status/fetch/ 200",
      "POST /v2/post/publish/status/fetch/ 200",
    ]);
    expect(sent[1].json).toEqual({
      post_info: { title: text, privacy_level: TIKTOK_PRIVACY_LEVEL },
      source_info: { source: "FILE_UPLOAD", video_size: video.bytes.byteLength, chunk_size: plan.chunkSize, total_chunk_count: plan.totalChunkCount },
    });
    const puts = sent.filter((c) => c.method === "PUT");
    expect(puts.map((c) => c.headers["content-range"])).toEqual(plan.chunks.map((c) => `bytes ${c.first}-${c.last}/${video.bytes.byteLength}`));
    expect(puts.every((c) => c.headers["content-type"] === "video/mp4" && c.headers.authorization === undefined)).toBe(true);

    const publish = api.videoPublishes.at(-1)!;
    expect(sha256(publish.bytes!)).toBe(sha256(video.bytes));
    expect(delivery).toMatchObject({ platformPostId: publish.postId, permalink: `https://www.tiktok.com/@roastery/video/${publish.postId}` });
  });

  it("a cover frame the user chose (PUT /media/{id}/cover at_ms) is sent as post_info.video_cover_timestamp_ms", async () => {
    const calls = server.calls.length;
    const { delivery } = await deliver(server.url, "With a chosen cover", { ...video, coverAtMs: 1500 });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded" });
    const init = server.calls.slice(calls).find((c) => c.path === "/v2/post/publish/video/init/")!;
    expect(init.json.post_info).toEqual({ title: "With a chosen cover", privacy_level: TIKTOK_PRIVACY_LEVEL, video_cover_timestamp_ms: 1500 });
  });

  it("refuses, before init, a video longer than the creator may post, with TikTok's number", async () => {
    const calls = short.calls.length;
    const { delivery } = await deliver(short.url, "Too long for this account");
    expect(delivery).toMatchObject({ status: "failed", attempts: 1 });
    expect(delivery.error).toBe(`TikTok lets this account post videos of at most 2 seconds (max_video_post_duration_sec); this one is ${Math.round(video.facts.durationMs / 100) / 10} seconds.`);
    expect(routes(short.calls.slice(calls))).toEqual(["POST /v2/post/publish/creator_info/query/ 200"]);
  });

  it("TikTok's own check of the received file fails the post with its fail_reason (a row whose facts understate the length)", async () => {
    const { delivery } = await deliver(short.url, "Said to be one second", { bytes: video.bytes, facts: { ...video.facts, durationMs: 1000 } });
    expect(delivery).toMatchObject({ status: "failed", attempts: 1, error: "TikTok could not publish the post: duration_check_failed" });
    expect(shortApi.videoPublishes.at(-1)).toMatchObject({ failReason: "duration_check_failed" });
  });

  it("an upload interrupted mid-way is retried with a new upload, and only one video is ever complete", async () => {
    const before = api.videoPublishes.length;
    failNextSecondChunk = true;
    const { delivery } = await deliver(server.url, "Second try");
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 2 });
    const [abandoned, used] = api.videoPublishes.slice(before);
    expect(abandoned).toMatchObject({ bytes: null });
    expect(abandoned.chunks).toHaveLength(1);
    expect(api.videoPublishes.slice(before).filter((p) => p.bytes !== null)).toHaveLength(1);
    expect(sha256(used.bytes!)).toBe(sha256(video.bytes));
    expect(delivery.platformPostId).toBe(used.postId);
  });
});

describeDb("the loopback TikTok refuses what TikTok refuses for a video upload", () => {
  const post = async (path: string, json: unknown) => {
    const answer = await fetch(`${server.url}${path}`, { method: "POST", headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" }, body: JSON.stringify(json) });
    return { status: answer.status, body: await answer.json() };
  };
  const init = (source_info: unknown) => post("/v2/post/publish/video/init/", { post_info: { title: "Direct", privacy_level: "SELF_ONLY" }, source_info });
  const put = (url: string, range: string, bytes: Uint8Array) => fetch(url, { method: "PUT", headers: { "content-type": "video/mp4", "content-range": range }, body: Buffer.from(bytes) });

  it("chunk arithmetic other than TikTok's, PULL_FROM_URL from an unverified domain, a wrong Content-Range and a missing chunk", async () => {
    await post("/v2/post/publish/creator_info/query/", {});
    const size = 3 * 20 * KB + 500;
    const wrongCount = await init({ source: "FILE_UPLOAD", video_size: size, chunk_size: 20 * KB, total_chunk_count: 4 });
    expect(wrongCount).toMatchObject({ status: 400, body: { error: { code: "invalid_params", message: "The total chunk count is invalid: video_size / chunk_size rounded down is 3, not 4." } } });
    const pulled = await init({ source: "PULL_FROM_URL", video_url: "https://media.example/v.mp4" });
    expect(pulled).toMatchObject({ status: 403, body: { error: { code: "url_ownership_unverified" } } });

    const started = await init({ source: "FILE_UPLOAD", video_size: size, chunk_size: 20 * KB, total_chunk_count: 3 });
    expect(started.status).toBe(200);
    const { upload_url: uploadUrl, publish_id: publishId } = started.body.data;
    const bytes = video.bytes.slice(0, size);
    const skipped = await put(uploadUrl, `bytes ${20 * KB}-${40 * KB - 1}/${size}`, bytes.slice(20 * KB, 40 * KB));
    expect(skipped.status).toBe(416);
    expect((await skipped.json()).error.message).toBe(`Chunk 1 of 3 must be sent as Content-Range: bytes 0-${20 * KB - 1}/${size}; got bytes ${20 * KB}-${40 * KB - 1}/${size}.`);
    expect((await put(uploadUrl, `bytes 0-${20 * KB - 1}/${size}`, bytes.slice(0, 20 * KB))).status).toBe(206);
    // The last chunk takes the trailing bytes: 20 KB + 500, not 20 KB.
    const shortLast = await put(uploadUrl, `bytes ${20 * KB}-${40 * KB - 1}/${size}`, bytes.slice(20 * KB, 40 * KB));
    expect(shortLast.status).toBe(206);
    const wrongLast = await put(uploadUrl, `bytes ${40 * KB}-${60 * KB - 1}/${size}`, bytes.slice(40 * KB, 60 * KB));
    expect(wrongLast.status).toBe(416);
    const status = await post("/v2/post/publish/status/fetch/", { publish_id: publishId });
    expect(status.body.data).toEqual({ status: "PROCESSING_UPLOAD", uploaded_bytes: 40 * KB });
  });
});
