import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { facebookPublisher } from "@/lib/platforms/facebook/publisher";
import { googleBusinessPublisher } from "@/lib/platforms/google-business/publisher";
import { createInstagramPublisher } from "@/lib/platforms/instagram/publisher";
import { linkedinPublisher } from "@/lib/platforms/linkedin/publisher";
import type { Publisher, PublishRequest } from "@/lib/platforms/publisher-kit/types";
import { createThreadsPublisher } from "@/lib/platforms/threads/publisher";
import { createTikTokPublisher } from "@/lib/platforms/tiktok/publisher";
import { xTwitterPublisher } from "@/lib/platforms/x-twitter/publisher";
import { noSleep } from "@/lib/testing/loopback-server";
import { hostImage } from "@/lib/testing/platform-servers/image-host";
import { startPlatformServer } from "@/lib/testing/platform-servers/platform-server";
import { startPlatformServers, type PlatformServers } from "@/lib/testing/platform-servers/start-platform-servers";
import { createXApi } from "@/lib/testing/platform-servers/x";
import { publishWithRetries } from "@/lib/publishing/publish-with-retries";
import sharp from "sharp";

// The real publishers against the loopback platforms: every documented step happens, in order,
// with the image's bytes (or its URL, fetched by the platform) arriving before the post that uses it.

let platforms: PlatformServers;
let image: { url: string; close: () => Promise<void> };
let bytes: Uint8Array;
const ALT = "A cup of coffee on an orange table";
const TOKENS = { x: ["x-token"], facebook: ["fb-page-token"], instagram: ["ig-token"], threads: ["th-token"], linkedin: ["li-token"], googleBusiness: ["g-token"], tiktok: ["tt-token"] };

beforeAll(async () => {
  // Noise, so the JPEG is over Google's 10 KB minimum.
  bytes = new Uint8Array(await sharp({ create: { width: 400, height: 400, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 40 } } }).jpeg().toBuffer());
  image = await hostImage(bytes, "image/jpeg");
  platforms = await startPlatformServers(TOKENS);
});
afterAll(async () => {
  await platforms.close();
  await image.close();
});

function request(platform: PublishRequest["platform"], credentials: Record<string, string>): PublishRequest {
  return { platform, text: "Autumn roast is here", imageUrl: image.url, image: { bytes, mimeType: "image/jpeg", width: 400, height: 400, altText: ALT }, credentials, idempotencyKey: `d-${platform}` };
}

async function publish(publisher: Publisher, req: PublishRequest, baseUrl: string) {
  const outcome = await publishWithRetries(publisher, req, { baseUrl, timeoutMs: 5_000, sleep: noSleep, random: () => 0.5 });
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.result;
}

const routes = (calls: { method: string; path: string; status: number }[]) => calls.map((c) => `${c.method} ${c.path} ${c.status}`);

describe("loopback platform servers with the real publishers", () => {
  it("X: media upload (bytes), alt text, then the tweet with media_ids", async () => {
    const result = await publish(xTwitterPublisher, request("x_twitter", { access_token: "x-token" }), platforms.env.X_API_BASE_URL);
    expect(routes(platforms.servers.x.calls)).toEqual(["POST /2/media/upload 200", "POST /2/media/metadata 200", "POST /2/tweets 201"]);
    expect(platforms.x.media).toEqual([expect.objectContaining({ mimeType: "image/jpeg", category: "tweet_image", altText: ALT })]);
    expect(new Uint8Array(platforms.x.media[0].bytes)).toEqual(bytes);
    expect(platforms.x.tweets).toEqual([expect.objectContaining({ text: "Autumn roast is here", mediaIds: [platforms.x.media[0].id] })]);
    expect(result.platformPostId).toBe(platforms.x.tweets[0].id);
  });

  it("LinkedIn: initializeUpload, PUT the bytes, then the post with the image URN and alt text", async () => {
    const result = await publish(linkedinPublisher, request("linkedin", { author_urn: "urn:li:organization:5515715", access_token: "li-token" }), platforms.env.LINKEDIN_API_BASE_URL);
    expect(routes(platforms.servers.linkedin.calls)).toEqual(["POST /rest/images 200", `PUT /dms-uploads/${platforms.linkedin.images[0].urn.split(":").pop()} 201`, "POST /rest/posts 201"]);
    expect(new Uint8Array(platforms.linkedin.images[0].bytes!)).toEqual(bytes);
    expect(platforms.linkedin.posts).toEqual([expect.objectContaining({ author: "urn:li:organization:5515715", media: { id: platforms.linkedin.images[0].urn, altText: ALT } })]);
    expect(result).toEqual({ platformPostId: platforms.linkedin.posts[0].urn, permalink: platforms.linkedin.posts[0].permalink });
  });

  it("Facebook: a Page photo whose URL the platform fetched", async () => {
    const result = await publish(facebookPublisher, request("facebook", { page_id: "101", page_access_token: "fb-page-token" }), platforms.env.META_GRAPH_BASE_URL);
    expect(platforms.facebook.posts).toEqual([expect.objectContaining({ pageId: "101", message: "Autumn roast is here", photo: expect.objectContaining({ url: image.url, status: 200 }) })]);
    expect(new Uint8Array(platforms.facebook.posts[0].photo!.bytes)).toEqual(bytes);
    expect(result).toEqual({ platformPostId: platforms.facebook.posts[0].id, permalink: platforms.facebook.posts[0].permalink });
  });

  it("Instagram and Threads: a container from the image URL (with alt text), checked, then published, with the permalink", async () => {
    const before = platforms.servers.graph.calls.length;
    const ig = await publish(createInstagramPublisher({ sleep: noSleep }), request("instagram", { ig_user_id: "17841400000000001", access_token: "ig-token" }), platforms.env.META_GRAPH_BASE_URL);
    const container = platforms.instagram.containers[0];
    expect(routes(platforms.servers.graph.calls.slice(before))).toEqual(["POST /17841400000000001/media 200", `GET /${container.id} 200`, "POST /17841400000000001/media_publish 200", `GET /${platforms.instagram.published[0].id} 200`]);
    expect(container).toMatchObject({ imageUrl: image.url, altText: ALT, text: "Autumn roast is here" });
    expect(new Uint8Array(container.image!.bytes)).toEqual(bytes);
    expect(ig).toEqual({ platformPostId: platforms.instagram.published[0].id, permalink: platforms.instagram.published[0].permalink });
    expect(ig.permalink).toMatch(/^https:\/\/www\.instagram\.com\/p\/[\w-]+\/$/);

    const th = await publish(createThreadsPublisher({ sleep: noSleep }), request("threads", { threads_user_id: "2600000000000001", access_token: "th-token" }), platforms.env.THREADS_API_BASE_URL);
    expect(platforms.threads.containers[0]).toMatchObject({ mediaType: "IMAGE", imageUrl: image.url, altText: ALT });
    expect(th.permalink).toBe(platforms.threads.published[0].permalink);
  });

  it("Google Business: a local post with the photo Google fetched, and its searchUrl", async () => {
    const result = await publish(googleBusinessPublisher, request("google_business", { location_name: "accounts/111/locations/222", access_token: "g-token" }), platforms.env.GOOGLE_BUSINESS_API_BASE_URL);
    expect(platforms.googleBusiness.posts).toEqual([expect.objectContaining({ location: "accounts/111/locations/222", photos: [expect.objectContaining({ url: image.url, status: 200 })] })]);
    expect(result).toEqual({ platformPostId: platforms.googleBusiness.posts[0].name, permalink: platforms.googleBusiness.posts[0].searchUrl });
  });

  it("TikTok: the creator's privacy levels, a photo post pulled from the URL, then the status until complete, with the int64 post id intact", async () => {
    const tiktokApi = (await import("@/lib/testing/platform-servers/tiktok")).createTikTokApi({ tokens: ["tt-token"], processingChecks: 1 });
    const server = await startPlatformServer([tiktokApi]);
    try {
      const result = await publish(createTikTokPublisher({ sleep: noSleep }), request("tiktok", { access_token: "tt-token" }), server.url);
      expect(routes(server.calls)).toEqual(["POST /v2/post/publish/creator_info/query/ 200", "POST /v2/post/publish/content/init/ 200", "POST /v2/post/publish/status/fetch/ 200", "POST /v2/post/publish/status/fetch/ 200"]);
      expect(tiktokApi.publishes[0].body.source_info).toEqual({ source: "PULL_FROM_URL", photo_images: [image.url], photo_cover_index: 0 });
      expect(tiktokApi.publishes[0].photos[0].status).toBe(200);
      expect(result).toEqual({ platformPostId: tiktokApi.publishes[0].postId, permalink: tiktokApi.publishes[0].permalink });
    } finally {
      await server.close();
    }
  });

  it("refuses a wrong token in each platform's own format, and a tweet citing media never uploaded", async () => {
    const refused = await publishWithRetries(xTwitterPublisher, request("x_twitter", { access_token: "stolen" }), { baseUrl: platforms.env.X_API_BASE_URL, sleep: noSleep });
    expect(refused).toMatchObject({ ok: false, error: { kind: "reconnect" } });
    const answer = await fetch(`${platforms.env.X_API_BASE_URL}/2/tweets`, { method: "POST", headers: { authorization: "Bearer x-token", "content-type": "application/json" }, body: JSON.stringify({ text: "hi", media: { media_ids: ["123"] } }) });
    expect(answer.status).toBe(400);
    expect((await answer.json()).detail).toBe("Your media IDs are invalid.");
  });

  it("answers the chosen share of calls 429 with Retry-After, which the retry policy waits out", async () => {
    const api = createXApi({ tokens: ["x-token"] });
    const draws = [0.1, 0.9, 0.9, 0.9];
    const server = await startPlatformServer([api], { rateLimitedShare: 0.5, retryAfterSeconds: 7, random: () => draws.shift() ?? 0.9 });
    const sleeps: number[] = [];
    try {
      const outcome = await publishWithRetries(xTwitterPublisher, { ...request("x_twitter", { access_token: "x-token" }), imageUrl: null, image: null }, { baseUrl: server.url, sleep: async (ms) => void sleeps.push(ms), random: () => 0.5 });
      expect(outcome.ok).toBe(true);
      expect(server.calls.map((c) => c.status)).toEqual([429, 201]);
      expect(sleeps).toEqual([7000]);
    } finally {
      await server.close();
    }
  });
});
