import { afterAll, beforeAll, expect, it } from "vitest";
import sharp from "sharp";
import { forgetServerEnv } from "@/lib/env/server-env";
import { createFacebookPublisher } from "@/lib/platforms/facebook/publisher";
import type { PublishImage } from "@/lib/platforms/publisher-kit/types";
import { createTikTokPublisher } from "@/lib/platforms/tiktok/publisher";
import type { TikTokChunkLimits } from "@/lib/platforms/tiktok/video-chunks";
import { createXTwitterPublisher } from "@/lib/platforms/x-twitter/publisher";
import { describeDb } from "@/lib/testing";
import { noSleep } from "@/lib/testing/loopback-server";
import { createFacebookApi } from "@/lib/testing/platform-servers/facebook";
import { hostImage } from "@/lib/testing/platform-servers/image-host";
import { startPlatformServer, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";
import { createTikTokApi } from "@/lib/testing/platform-servers/tiktok";
import { createXApi } from "@/lib/testing/platform-servers/x";
import { probedTestVideo } from "@/lib/testing/probed-test-video";
import { deliverThroughRunner } from "@/lib/testing/publisher-harness";
import { refuseOnceApi, slotsHeldBy } from "@/lib/testing/refuse-once";
import { testImage } from "@/lib/testing/test-images";

// The steps before a platform's publishing request, on the platforms slot-given-back.test.ts does
// not cover: X's media uploads (one request for an image, the chunked upload for a video),
// Facebook's unpublished photos of a multi-photo post, TikTok's creator_info. A refusal there
// gives the attempt's posting slot back (the retry publishes and the delivery holds one slot); a
// refusal at the request the platform counts (POST /2/tweets, the Page feed post, TikTok's init)
// keeps it (two held). Each against the loopback platform with one request refused once.

const X_TOKEN = "x-slot-token";
const FB = { page: "5550001234", token: "fb-slot-token" };
const TT_TOKEN = "tt-slot-token";
// TikTok's chunk limits scaled down as publisher-video.test.ts does, so a short video makes several chunks.
const KB = 1024;
const TT_LIMITS: TikTokChunkLimits = { minBytes: 20 * KB, maxBytes: 256 * KB, finalMaxBytes: 512 * KB, maxChunks: 1000 };
const X_CHUNK = 16 * 1024;

const refusing = refuseOnceApi();
let x: PlatformServer;
let graph: PlatformServer;
let tiktok: PlatformServer;
let host: { url: string; close: () => Promise<void> };
let video: Awaited<ReturnType<typeof probedTestVideo>>;

beforeAll(async () => {
  video = await probedTestVideo({ seconds: 2, width: 320, height: 240 });
  const bytes = new Uint8Array(await sharp({ create: { width: 400, height: 400, channels: 3, background: "#3a6" } }).jpeg().toBuffer());
  host = await hostImage(bytes, "image/jpeg");
  process.env.MEDIA_PUBLIC_BASE_URL = new URL("/media", host.url).toString();
  forgetServerEnv();
  x = await startPlatformServer([refusing.api, createXApi({ tokens: [X_TOKEN] })]);
  graph = await startPlatformServer([refusing.api, createFacebookApi({ tokens: [FB.token] })], { pathPrefix: "/v21.0" });
  tiktok = await startPlatformServer([refusing.api, createTikTokApi({ tokens: [TT_TOKEN], processingChecks: 1, videos: { chunkLimits: TT_LIMITS } })]);
}, 120_000);
afterAll(async () => {
  delete process.env.MEDIA_PUBLIC_BASE_URL;
  forgetServerEnv();
  await Promise.all([x.close(), graph.close(), tiktok.close(), host.close()]);
});

async function jpegs(count: number): Promise<{ image: PublishImage }[]> {
  const images = [];
  for (let n = 0; n < count; n++) images.push({ image: { bytes: await testImage(400, 400, "jpeg"), mimeType: "image/jpeg", width: 400, height: 400, altText: null } });
  return images;
}

const xPublisher = () => createXTwitterPublisher({ sleep: noSleep, chunkBytes: X_CHUNK });
const tiktokPublisher = () => createTikTokPublisher({ sleep: noSleep, maxPolls: 3, chunks: { chunkBytes: 20 * KB, limits: TT_LIMITS } });

describeDb("a posting slot given back by an attempt that ended in its media steps", () => {
  it("X: a 429 on the second image's upload gives the slot back; the retry publishes and holds one slot", async () => {
    let uploads = 0;
    refusing.refuse((request) => request.method === "POST" && request.path === "/2/media/upload" && ++uploads === 2);
    const { delivery, deliveryId } = await deliverThroughRunner("x_twitter", x.url, { text: "Two cups", images: await jpegs(2), credentials: { access_token: X_TOKEN }, publisher: xPublisher() });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(refusing.armed()).toBe(false);
    expect(await slotsHeldBy(deliveryId)).toBe(1);
  });

  it("X: a 503 on a video segment's APPEND gives the slot back; the retry uploads again, publishes and holds one slot", async () => {
    let appends = 0;
    refusing.refuse((request) => request.method === "POST" && request.path.endsWith("/append") && ++appends === 2, { status: 503, json: { title: "Service Unavailable", detail: "Try again" } });
    const { delivery, deliveryId } = await deliverThroughRunner("x_twitter", x.url, { text: "The roaster, moving", video, credentials: { access_token: X_TOKEN }, publisher: xPublisher() });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(refusing.armed()).toBe(false);
    expect(await slotsHeldBy(deliveryId)).toBe(1);
  });

  it("X: a 429 on POST /2/tweets keeps that attempt's slot; the retry takes a second", async () => {
    refusing.refuse((request) => request.method === "POST" && request.path === "/2/tweets");
    const { delivery, deliveryId } = await deliverThroughRunner("x_twitter", x.url, { text: "One cup", images: await jpegs(1), credentials: { access_token: X_TOKEN }, publisher: xPublisher() });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(await slotsHeldBy(deliveryId)).toBe(2);
  });

  it("Facebook: a 429 on the third unpublished photo gives the slot back; the retry publishes the multi-photo post and holds one slot", async () => {
    let photos = 0;
    refusing.refuse((request) => request.method === "POST" && request.path === `/${FB.page}/photos` && ++photos === 3);
    const { delivery, deliveryId } = await deliverThroughRunner("facebook", graph.url, {
      text: "Three mornings at the bar",
      images: await jpegs(3),
      credentials: { page_id: FB.page, page_access_token: FB.token },
      publisher: createFacebookPublisher({ sleep: noSleep }),
    });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(refusing.armed()).toBe(false);
    expect(await slotsHeldBy(deliveryId)).toBe(1);
  });

  it("Facebook: a 429 on the feed post that attaches the photos keeps that attempt's slot; the retry takes a second", async () => {
    refusing.refuse((request) => request.method === "POST" && request.path === `/${FB.page}/feed`);
    const { delivery, deliveryId } = await deliverThroughRunner("facebook", graph.url, {
      text: "Two mornings at the bar",
      images: await jpegs(2),
      credentials: { page_id: FB.page, page_access_token: FB.token },
      publisher: createFacebookPublisher({ sleep: noSleep }),
    });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(await slotsHeldBy(deliveryId)).toBe(2);
  });

  it("TikTok: a 429 on creator_info gives the slot back; the retry publishes the video and holds one slot", async () => {
    refusing.refuse((request) => request.path === "/v2/post/publish/creator_info/query/");
    const { delivery, deliveryId } = await deliverThroughRunner("tiktok", tiktok.url, { text: "Roaster in motion", video, credentials: { access_token: TT_TOKEN }, publisher: tiktokPublisher() });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(refusing.armed()).toBe(false);
    expect(await slotsHeldBy(deliveryId)).toBe(1);
  });

  it("TikTok: a 429 on the video init (the request TikTok's posting limit counts) keeps that attempt's slot; the retry takes a second", async () => {
    refusing.refuse((request) => request.path === "/v2/post/publish/video/init/");
    const { delivery, deliveryId } = await deliverThroughRunner("tiktok", tiktok.url, { text: "Roaster again", video, credentials: { access_token: TT_TOKEN }, publisher: tiktokPublisher() });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(await slotsHeldBy(deliveryId)).toBe(2);
  });
});
