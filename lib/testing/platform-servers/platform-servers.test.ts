import { afterAll, beforeAll, expect, it } from "vitest";
import { forgetServerEnv } from "@/lib/env/server-env";
import type { PlatformId } from "@/lib/platforms/ids";
import { createInstagramPublisher } from "@/lib/platforms/instagram/publisher";
import type { Publisher } from "@/lib/platforms/publisher-kit/types";
import { createThreadsPublisher } from "@/lib/platforms/threads/publisher";
import { createTikTokPublisher } from "@/lib/platforms/tiktok/publisher";
import { describeDb } from "@/lib/testing";
import { noSleep } from "@/lib/testing/loopback-server";
import { hostImage } from "@/lib/testing/platform-servers/image-host";
import { startPlatformServer } from "@/lib/testing/platform-servers/platform-server";
import { startPlatformServers, type PlatformServers } from "@/lib/testing/platform-servers/start-platform-servers";
import { createXApi } from "@/lib/testing/platform-servers/x";
import { deliverThroughRunner, type Delivered } from "@/lib/testing/publisher-harness";
import sharp from "sharp";

// The real publishers against the loopback platforms, each post delivered the way production
// delivers it (the local runner's retries around attemptDelivery): every documented step happens,
// in order, with the image's bytes (or its URL, fetched by the platform) arriving before the post
// that uses it.

let platforms: PlatformServers;
let image: { url: string; close: () => Promise<void> };
let bytes: Uint8Array;
const ALT = "A cup of coffee on an orange table";
const TOKENS = { x: ["x-token"], facebook: ["fb-page-token"], instagram: ["ig-token"], threads: ["th-token"], linkedin: ["li-token"], googleBusiness: ["g-token"], tiktok: ["tt-token"] };

beforeAll(async () => {
  // Noise, so the JPEG is over Google's 10 KB minimum.
  bytes = new Uint8Array(await sharp({ create: { width: 400, height: 400, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 40 } } }).jpeg().toBuffer());
  image = await hostImage(bytes, "image/jpeg");
  // The uploads' public URLs point at the image host, standing in for the app's /media/<id>.<ext>,
  // so the platforms that fetch a post's image_url read the upload's bytes there.
  process.env.MEDIA_PUBLIC_BASE_URL = new URL("/media", image.url).toString();
  forgetServerEnv();
  platforms = await startPlatformServers(TOKENS);
});
afterAll(async () => {
  delete process.env.MEDIA_PUBLIC_BASE_URL;
  forgetServerEnv();
  await platforms.close();
  await image.close();
});

/** The post "Autumn roast is here" with the uploaded JPEG (alt text ALT), delivered to `platform` at `baseUrl`. */
async function publish(platform: PlatformId, credentials: Record<string, string>, baseUrl: string, publisher?: Publisher): Promise<Delivered> {
  const delivered = await deliverThroughRunner(platform, baseUrl, {
    text: "Autumn roast is here",
    image: { bytes, mimeType: "image/jpeg", width: 400, height: 400, altText: ALT },
    credentials,
    publisher,
  });
  expect(delivered.delivery, delivered.delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 1 });
  return delivered;
}

const routes = (calls: { method: string; path: string; status: number }[]) => calls.map((c) => `${c.method} ${c.path} ${c.status}`);

describeDb("loopback platform servers with the real publishers", () => {
  it("X: media upload (bytes), alt text, then the tweet with media_ids", async () => {
    const { delivery } = await publish("x_twitter", { access_token: "x-token" }, platforms.env.X_API_BASE_URL);
    expect(routes(platforms.servers.x.calls)).toEqual(["POST /2/media/upload 200", "POST /2/media/metadata 200", "POST /2/tweets 201"]);
    expect(platforms.x.media).toEqual([expect.objectContaining({ mimeType: "image/jpeg", category: "tweet_image", altText: ALT })]);
    expect(new Uint8Array(platforms.x.media[0].bytes)).toEqual(bytes);
    expect(platforms.x.tweets).toEqual([expect.objectContaining({ text: "Autumn roast is here", mediaIds: [platforms.x.media[0].id] })]);
    expect(delivery.platformPostId).toBe(platforms.x.tweets[0].id);
  });

  it("LinkedIn: initializeUpload, PUT the bytes, then the post with the image URN and alt text", async () => {
    const { delivery } = await publish("linkedin", { author_urn: "urn:li:organization:5515715", access_token: "li-token" }, platforms.env.LINKEDIN_API_BASE_URL);
    expect(routes(platforms.servers.linkedin.calls)).toEqual(["POST /rest/images 200", `PUT /dms-uploads/${platforms.linkedin.images[0].urn.split(":").pop()} 201`, "POST /rest/posts 201"]);
    expect(new Uint8Array(platforms.linkedin.images[0].bytes!)).toEqual(bytes);
    expect(platforms.linkedin.posts).toEqual([expect.objectContaining({ author: "urn:li:organization:5515715", media: { id: platforms.linkedin.images[0].urn, altText: ALT } })]);
    expect(delivery).toMatchObject({ platformPostId: platforms.linkedin.posts[0].urn, permalink: platforms.linkedin.posts[0].permalink });
  });

  it("Facebook: a Page photo whose URL the platform fetched", async () => {
    const { delivery, imageUrl } = await publish("facebook", { page_id: "101", page_access_token: "fb-page-token" }, platforms.env.META_GRAPH_BASE_URL);
    expect(platforms.facebook.posts).toEqual([expect.objectContaining({ pageId: "101", message: "Autumn roast is here", photo: expect.objectContaining({ url: imageUrl, status: 200 }) })]);
    expect(new Uint8Array(platforms.facebook.posts[0].photo!.bytes)).toEqual(bytes);
    expect(delivery).toMatchObject({ platformPostId: platforms.facebook.posts[0].id, permalink: platforms.facebook.posts[0].permalink });
  });

  it("Instagram and Threads: a container from the image URL (with alt text), checked, then published, with the permalink", async () => {
    const before = platforms.servers.graph.calls.length;
    const ig = await publish("instagram", { ig_user_id: "17841400000000001", access_token: "ig-token" }, platforms.env.META_GRAPH_BASE_URL, createInstagramPublisher({ sleep: noSleep }));
    const container = platforms.instagram.containers[0];
    expect(routes(platforms.servers.graph.calls.slice(before))).toEqual(["POST /17841400000000001/media 200", `GET /${container.id} 200`, "POST /17841400000000001/media_publish 200", `GET /${platforms.instagram.published[0].id} 200`]);
    expect(container).toMatchObject({ imageUrl: ig.imageUrl, altText: ALT, text: "Autumn roast is here" });
    expect(new Uint8Array(container.image!.bytes)).toEqual(bytes);
    expect(ig.delivery).toMatchObject({ platformPostId: platforms.instagram.published[0].id, permalink: platforms.instagram.published[0].permalink });
    expect(ig.delivery.permalink).toMatch(/^https:\/\/www\.instagram\.com\/p\/[\w-]+\/$/);

    const th = await publish("threads", { threads_user_id: "2600000000000001", access_token: "th-token" }, platforms.env.THREADS_API_BASE_URL, createThreadsPublisher({ sleep: noSleep }));
    expect(platforms.threads.containers[0]).toMatchObject({ mediaType: "IMAGE", imageUrl: th.imageUrl, altText: ALT });
    expect(th.delivery.permalink).toBe(platforms.threads.published[0].permalink);
  });

  it("Google Business: a local post with the photo Google fetched, and its searchUrl", async () => {
    const { delivery, imageUrl } = await publish("google_business", { location_name: "accounts/111/locations/222", access_token: "g-token" }, platforms.env.GOOGLE_BUSINESS_API_BASE_URL);
    expect(platforms.googleBusiness.posts).toEqual([expect.objectContaining({ location: "accounts/111/locations/222", photos: [expect.objectContaining({ url: imageUrl, status: 200 })] })]);
    expect(delivery).toMatchObject({ platformPostId: platforms.googleBusiness.posts[0].name, permalink: platforms.googleBusiness.posts[0].searchUrl });
  });

  it("TikTok: the creator's privacy levels, a photo post pulled from the URL, then the status until complete, with the int64 post id intact", async () => {
    const tiktokApi = (await import("@/lib/testing/platform-servers/tiktok")).createTikTokApi({ tokens: ["tt-token"], processingChecks: 1 });
    const server = await startPlatformServer([tiktokApi]);
    try {
      const { delivery, imageUrl } = await publish("tiktok", { access_token: "tt-token" }, server.url, createTikTokPublisher({ sleep: noSleep }));
      expect(routes(server.calls)).toEqual(["POST /v2/post/publish/creator_info/query/ 200", "POST /v2/post/publish/content/init/ 200", "POST /v2/post/publish/status/fetch/ 200", "POST /v2/post/publish/status/fetch/ 200"]);
      expect(tiktokApi.publishes[0].body.source_info).toEqual({ source: "PULL_FROM_URL", photo_images: [imageUrl], photo_cover_index: 0 });
      expect(tiktokApi.publishes[0].photos[0].status).toBe(200);
      expect(delivery).toMatchObject({ platformPostId: tiktokApi.publishes[0].postId, permalink: tiktokApi.publishes[0].permalink });
    } finally {
      await server.close();
    }
  });

  it("refuses a wrong token in each platform's own format, and a tweet citing media never uploaded", async () => {
    const refused = await deliverThroughRunner("x_twitter", platforms.env.X_API_BASE_URL, { text: "Autumn roast is here", credentials: { access_token: "stolen" } });
    expect(refused.delivery).toMatchObject({ status: "failed", attempts: 1 });
    expect(refused.connection).toBe("reconnect_required");
    const answer = await fetch(`${platforms.env.X_API_BASE_URL}/2/tweets`, { method: "POST", headers: { authorization: "Bearer x-token", "content-type": "application/json" }, body: JSON.stringify({ text: "hi", media: { media_ids: ["123"] } }) });
    expect(answer.status).toBe(400);
    expect((await answer.json()).detail).toBe("Your media IDs are invalid.");
  });

  it("answers the chosen share of calls 429 with Retry-After, which the retry policy waits out", async () => {
    const api = createXApi({ tokens: ["x-token"] });
    const draws = [0.1, 0.9, 0.9, 0.9];
    const server = await startPlatformServer([api], { rateLimitedShare: 0.5, retryAfterSeconds: 7, random: () => draws.shift() ?? 0.9 });
    try {
      const { delivery, sleeps } = await deliverThroughRunner("x_twitter", server.url, { text: "Autumn roast is here", credentials: { access_token: "x-token" } });
      expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
      expect(server.calls.map((c) => c.status)).toEqual([429, 201]);
      expect(sleeps).toEqual([7000]);
    } finally {
      await server.close();
    }
  });
});
