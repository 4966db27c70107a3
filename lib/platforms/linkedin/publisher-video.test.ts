import { createHash, randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import sharp from "sharp";
import { allowLoopbackForTests, clearLoopbackAllowanceForTests } from "@/lib/net/test-loopback-allowance";
import { createLinkedInPublisher } from "@/lib/platforms/linkedin/publisher";
import { describeDb } from "@/lib/testing";
import { noSleep } from "@/lib/testing/loopback-server";
import { hostImage } from "@/lib/testing/platform-servers/image-host";
import { createLinkedInApi, type LinkedInApi } from "@/lib/testing/platform-servers/linkedin";
import { startPlatformServer, type PlatformApi, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";
import { asPublishVideo, probedTestVideo } from "@/lib/testing/probed-test-video";
import { deliverThroughRunner } from "@/lib/testing/publisher-harness";

// A video post on the loopback LinkedIn (linkedin-videos.ts), delivered as production delivers it:
// the Videos API's parts (small here, so that a few seconds of real video make several), the
// finalize with their ETags, the processing checks, then the post naming the video.

const AUTHOR = "urn:li:organization:5515715";
const TOKEN = "li-video-token";
const PART_BYTES = 16 * 1024;
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

let api: LinkedInApi;
let server: PlatformServer;
let video: Awaited<ReturnType<typeof probedTestVideo>>;
// The first PUT of a second part is answered 503 once, when a test arms it: an interrupted upload.
let failNextSecondPart = false;
const flaky: PlatformApi = {
  name: "linkedin-flaky",
  async answer(request) {
    if (!failNextSecondPart || request.method !== "PUT" || !request.path.endsWith("/part/1")) return null;
    failNextSecondPart = false;
    return { status: 503, json: { status: 503, message: "Service unavailable" } };
  },
};

beforeAll(async () => {
  video = await probedTestVideo({ seconds: 3, width: 320, height: 240 });
  api = createLinkedInApi({ tokens: [TOKEN], videos: { partBytes: PART_BYTES, processingChecks: 2 } });
  server = await startPlatformServer([flaky, api]);
});
afterAll(async () => {
  await server.close();
});
afterEach(() => clearLoopbackAllowanceForTests());

const publisher = createLinkedInPublisher({ sleep: noSleep });
const deliver = (text: string, upload = video) =>
  deliverThroughRunner("linkedin", server.url, { text, video: upload, credentials: { author_urn: AUTHOR, access_token: TOKEN }, publisher });

describeDb("LinkedIn publisher with an uploaded video", () => {
  it("uploads every part LinkedIn asks for, finalizes with their ETags, waits for AVAILABLE, then posts the video with a title", async () => {
    expect(video.bytes.byteLength).toBeGreaterThan(2 * PART_BYTES);
    const calls = server.calls.length;
    const { delivery } = await deliver("Roasting day at the shop\nTwelve batches before noon");
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 1 });

    const post = api.posts.find((p) => p.urn === delivery.platformPostId)!;
    const uploaded = api.videos.find((v) => v.urn === post.media?.id)!;
    expect(post.media).toEqual({ id: uploaded.urn, altText: null, title: "Roasting day at the shop" });
    expect(uploaded).toMatchObject({ owner: AUTHOR, fileSizeBytes: video.bytes.byteLength, status: "AVAILABLE", wantsThumbnail: false });
    expect(uploaded.parts.length).toBe(Math.ceil(video.bytes.byteLength / PART_BYTES));
    expect(sha256(uploaded.bytes!)).toBe(sha256(video.bytes));

    const sent = server.calls.slice(calls).map((c) => `${c.method} ${c.path.replace(/\d{6,}/g, "N")} ${c.status}`);
    expect(sent[0]).toBe("POST /rest/videos 200");
    expect(sent.filter((s) => s.startsWith("PUT /dms-uploads/video/N/part/"))).toHaveLength(uploaded.parts.length);
    expect(sent.slice(-4)).toEqual(["GET /rest/videos/urn%3Ali%3Avideo%3AN 200", "GET /rest/videos/urn%3Ali%3Avideo%3AN 200", "GET /rest/videos/urn%3Ali%3Avideo%3AN 200", "POST /rest/posts 201"]);
    const init = server.calls[calls];
    expect(init.json).toEqual({ initializeUploadRequest: { owner: AUTHOR, fileSizeBytes: video.bytes.byteLength, uploadCaptions: false, uploadThumbnail: false } });
    // The signed upload URLs get the bytes, not the token.
    const puts = server.calls.slice(calls).filter((c) => c.method === "PUT");
    expect(puts.every((c) => c.headers.authorization === undefined && c.headers["content-type"] === "application/octet-stream")).toBe(true);
  });

  it("fails with LinkedIn's reason when the video fails processing, and posts nothing", async () => {
    const posts = api.posts.length;
    const garbage = { bytes: new Uint8Array(randomBytes(40_000)), facts: video.facts };
    const { delivery } = await deliver("Not a video", garbage);
    expect(delivery).toMatchObject({ status: "failed", attempts: 1 });
    expect(delivery.error).toMatch(/^LinkedIn could not process the media: The video could not be processed: not a readable video/);
    expect(api.posts).toHaveLength(posts);
    expect(api.videos.at(-1)).toMatchObject({ status: "PROCESSING_FAILED" });
  });

  it("an upload interrupted mid-way is retried from the start, and the post is made once", async () => {
    const posts = api.posts.length;
    const videos = api.videos.length;
    failNextSecondPart = true;
    const { delivery } = await deliver("Second try");
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(api.posts.length - posts).toBe(1);
    const [abandoned, used] = api.videos.slice(videos);
    expect(abandoned.status).toBe("WAITING_UPLOAD");
    expect(api.posts.at(-1)!.media?.id).toBe(used.urn);
    expect(sha256(used.bytes!)).toBe(sha256(video.bytes));
  });

  it("sends the cover frame as the video's thumbnail", async () => {
    const cover = new Uint8Array(await sharp({ create: { width: 320, height: 240, channels: 3, background: "#a63" } }).jpeg().toBuffer());
    const host = await hostImage(cover, "image/jpeg");
    try {
      allowLoopbackForTests([Number(new URL(host.url).port)]);
      const request = { platform: "linkedin" as const, text: "With a cover", imageUrl: null, video: asPublishVideo(video, { coverUrl: host.url }), credentials: { author_urn: AUTHOR, access_token: TOKEN }, idempotencyKey: "li-cover" };
      const published = await publisher.publish(request, { baseUrl: server.url, timeoutMs: 10_000 });
      const uploaded = api.videos.find((v) => v.urn === api.posts.find((p) => p.urn === published.platformPostId)!.media?.id)!;
      expect(uploaded.wantsThumbnail).toBe(true);
      expect(uploaded.thumbnail).toMatchObject({ contentType: "image/jpeg" });
      expect(new Uint8Array(uploaded.thumbnail!.bytes)).toEqual(cover);
    } finally {
      await host.close();
    }
  });
});

describeDb("the loopback LinkedIn refuses what LinkedIn refuses for videos", () => {
  const rest = (path: string, json: unknown) =>
    fetch(`${server.url}${path}`, { method: "POST", headers: { authorization: `Bearer ${TOKEN}`, "linkedin-version": "202609", "x-restli-protocol-version": "2.0.0", "content-type": "application/json" }, body: JSON.stringify(json) });
  const initialize = async (fileSizeBytes: number) => (await (await rest("/rest/videos?action=initializeUpload", { initializeUploadRequest: { owner: AUTHOR, fileSizeBytes, uploadCaptions: false, uploadThumbnail: false } })).json()).value;
  const put = (url: string, bytes: Uint8Array) => fetch(url, { method: "PUT", headers: { "content-type": "application/octet-stream" }, body: Buffer.from(bytes) });

  it("a part of the wrong length, a finalize missing a part or with a wrong ETag, and a post naming a video not AVAILABLE", async () => {
    const bytes = video.bytes.slice(0, PART_BYTES * 2 + 100);
    const value = await initialize(bytes.byteLength);
    const [first, second, third] = value.uploadInstructions;
    expect([first.firstByte, first.lastByte, third.firstByte, third.lastByte]).toEqual([0, PART_BYTES - 1, 2 * PART_BYTES, bytes.byteLength - 1]);

    const short = await put(first.uploadUrl, bytes.slice(0, 10));
    expect(short.status).toBe(400);
    expect((await short.json()).message).toBe(`The part for bytes 0-${PART_BYTES - 1} must be ${PART_BYTES} bytes; 10 were sent`);

    const etags = [];
    for (const part of [first, third]) etags.push((await put(part.uploadUrl, bytes.slice(part.firstByte, part.lastByte + 1))).headers.get("etag"));
    const missing = await rest("/rest/videos?action=finalizeUpload", { finalizeUploadRequest: { video: value.video, uploadToken: value.uploadToken, uploadedPartIds: etags } });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe(`Part 2 of 3 (bytes ${PART_BYTES}-${2 * PART_BYTES - 1}) was not uploaded`);

    etags.splice(1, 0, (await put(second.uploadUrl, bytes.slice(second.firstByte, second.lastByte + 1))).headers.get("etag"));
    const swapped = await rest("/rest/videos?action=finalizeUpload", { finalizeUploadRequest: { video: value.video, uploadToken: value.uploadToken, uploadedPartIds: [etags[1], etags[0], etags[2]] } });
    expect(swapped.status).toBe(400);
    expect((await swapped.json()).message).toBe("uploadedPartIds must be the ETags of the 3 parts in order");

    const post = await rest("/rest/posts", { author: AUTHOR, commentary: "Too soon", visibility: "PUBLIC", distribution: { feedDistribution: "MAIN_FEED" }, lifecycleState: "PUBLISHED", content: { media: { id: value.video, title: "Too soon" } } });
    expect(post.status).toBe(400);
    expect((await post.json()).message).toBe(`${value.video} is not AVAILABLE (WAITING_UPLOAD)`);
  });
});
