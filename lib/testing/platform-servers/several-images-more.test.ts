import { afterAll, beforeAll, expect, it } from "vitest";
import sharp from "sharp";
import { forgetServerEnv } from "@/lib/env/server-env";
import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import type { PublishImage } from "@/lib/platforms/publisher-kit/types";
import { facebookPublisher } from "@/lib/platforms/facebook/publisher";
import { linkedinPublisher } from "@/lib/platforms/linkedin/publisher";
import { createThreadsPublisher } from "@/lib/platforms/threads/publisher";
import { createTikTokPublisher } from "@/lib/platforms/tiktok/publisher";
import { describeDb } from "@/lib/testing";
import { noSleep } from "@/lib/testing/loopback-server";
import { hostImage } from "@/lib/testing/platform-servers/image-host";
import { startPlatformServer } from "@/lib/testing/platform-servers/platform-server";
import { startPlatformServers, type PlatformServers } from "@/lib/testing/platform-servers/start-platform-servers";
import { createThreadsApi } from "@/lib/testing/platform-servers/threads";
import { deliverThroughRunner } from "@/lib/testing/publisher-harness";
import { testImage } from "@/lib/testing/test-images";

// Several images on Threads, TikTok, Facebook and LinkedIn (docs/platforms.md, "Several images"):
// the real publishers against the stateful loopback servers, each post delivered as production
// delivers it, and the servers refusing what the platforms refuse. X, Bluesky and Instagram:
// several-images.test.ts.

let platforms: PlatformServers;
let host: { url: string; close: () => Promise<void> };
const TOKENS = { x: [], facebook: ["fb-token"], instagram: [], threads: ["th-token"], linkedin: ["li-token"], googleBusiness: [], tiktok: ["tt-token"] };
const THREADS_USER = "25000000000000001";

/** A JPEG upload of its own size and alt text. */
async function jpeg(width: number, height: number, altText: string | null = null): Promise<PublishImage> {
  return { bytes: await testImage(width, height, "jpeg"), mimeType: "image/jpeg", width, height, altText };
}

beforeAll(async () => {
  const bytes = new Uint8Array(await sharp({ create: { width: 400, height: 400, channels: 3, background: "#a63" } }).jpeg().toBuffer());
  // The uploads' public URLs point at this host (any path answers the JPEG), standing in for the
  // app's /media/<id>.<ext>, so the platforms that fetch a URL fetch each image from it.
  host = await hostImage(bytes, "image/jpeg");
  process.env.MEDIA_PUBLIC_BASE_URL = new URL("/media", host.url).toString();
  forgetServerEnv();
  platforms = await startPlatformServers(TOKENS);
});
afterAll(async () => {
  delete process.env.MEDIA_PUBLIC_BASE_URL;
  forgetServerEnv();
  await platforms.close();
  await host.close();
});

const routes = (calls: { method: string; path: string; status: number }[]) => calls.map((c) => `${c.method} ${c.path} ${c.status}`);
const graphPost = async (baseUrl: string, path: string, params: Record<string, string>, token: string) => {
  const res = await fetch(`${baseUrl}${path}`, { method: "POST", body: new URLSearchParams({ ...params, access_token: token }) });
  return { status: res.status, json: await res.json() };
};

describeDb("several images on Threads, TikTok, Facebook and LinkedIn", () => {
  it("Threads: an IMAGE item container per image with its alt text, each checked (the items at once), then the CAROUSEL container with the children in order, published", async () => {
    const before = platforms.servers.threads.calls.length;
    const containersBefore = platforms.threads.containers.length;
    const { delivery, imageUrl } = await deliverThroughRunner("threads", platforms.env.THREADS_API_BASE_URL, {
      text: "Three plates for autumn",
      images: [{ image: await jpeg(400, 400), altText: "Tarte Tatin" }, { image: await jpeg(400, 500, "Upload alt") }, { image: await jpeg(500, 400) }],
      credentials: { threads_user_id: THREADS_USER, access_token: "th-token" },
      publisher: createThreadsPublisher({ sleep: noSleep }),
    });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 1 });
    // The items are made at once (in any order on the platform); the CAROUSEL container comes after them all.
    const created = platforms.threads.containers.slice(containersBefore);
    expect(created).toHaveLength(4);
    const carousel = created[3];
    const items = carousel.children.map((id) => created.find((container) => container.id === id)!);
    expect(items.map((item) => ({ mediaType: item.mediaType, isCarouselItem: item.isCarouselItem, altText: item.altText, fetched: item.image?.status }))).toEqual([
      { mediaType: "IMAGE", isCarouselItem: true, altText: "Tarte Tatin", fetched: 200 },
      { mediaType: "IMAGE", isCarouselItem: true, altText: "Upload alt", fetched: 200 },
      { mediaType: "IMAGE", isCarouselItem: true, altText: null, fetched: 200 },
    ]);
    expect(items[0].imageUrl).toBe(imageUrl);
    expect(carousel).toMatchObject({ mediaType: "CAROUSEL", text: "Three plates for autumn", children: items.map((item) => item.id) });
    const published = platforms.threads.published.find((media) => media.id === delivery.platformPostId)!;
    expect(published.container.id).toBe(carousel.id);
    expect(delivery.permalink).toBe(published.permalink);
    const user = `/${THREADS_USER}`;
    const calls = routes(platforms.servers.threads.calls.slice(before));
    expect(calls.slice(0, 6).sort()).toEqual([...items.map(() => `POST ${user}/threads 200`), ...items.map((item) => `GET /${item.id} 200`)].sort());
    expect(calls.slice(6)).toEqual([
      `POST ${user}/threads 200`,
      `GET /${carousel.id} 200`,
      `POST ${user}/threads_publish 200`,
      `GET /${published.id} 200`,
    ]);
  });

  it("Threads: an image it cannot fetch half-way through fails the post permanently and publishes nothing", async () => {
    const publisher = createThreadsPublisher({ sleep: noSleep });
    const publishedBefore = platforms.threads.published.length;
    const containersBefore = platforms.threads.containers.length;
    const missing = `${platforms.env.THREADS_API_BASE_URL}/no-such-image.jpg`;
    const images = [`${host.url}?n=1`, missing, `${host.url}?n=3`].map((imageUrl) => ({ imageUrl, image: null, altText: null }));
    const request = { platform: "threads" as const, text: "Half way", imageUrl: images[0].imageUrl, images, credentials: { threads_user_id: THREADS_USER, access_token: "th-token" }, idempotencyKey: "half-way" };
    const refused = await publisher.publish(request, { baseUrl: platforms.env.THREADS_API_BASE_URL, timeoutMs: 10_000 }).catch((error) => error);
    expect(refused).toBeInstanceOf(PublishError);
    expect(refused).toMatchObject({ kind: "permanent" });
    expect(platforms.threads.published.length).toBe(publishedBefore);
    // The items go at once, so the others may have been made (harmless: never published); no CAROUSEL container.
    const made = platforms.threads.containers.slice(containersBefore);
    expect(made.length).toBeLessThanOrEqual(3);
    expect(made.every((c) => c.mediaType === "IMAGE")).toBe(true);
  });

  it("Threads: the publish whose answer is lost is found on the platform, not sent again (one carousel, not two)", async () => {
    const api = createThreadsApi({ tokens: ["th-token"] });
    let withheld = 0;
    const server = await startPlatformServer([api], { pathPrefix: "/v1.0", withholdAnswer: (request) => request.method === "POST" && request.path.endsWith("/threads_publish") && withheld++ === 0 });
    try {
      const { delivery } = await deliverThroughRunner("threads", server.url, {
        text: `Lost answer ${Math.random().toString(36).slice(2, 8)}`,
        images: [{ image: await jpeg(400, 400) }, { image: await jpeg(400, 400) }],
        credentials: { threads_user_id: THREADS_USER, access_token: "th-token" },
        publisher: createThreadsPublisher({ sleep: noSleep }),
      });
      expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded" });
      expect(api.published).toHaveLength(1);
      expect(api.published[0].container.mediaType).toBe("CAROUSEL");
      expect(delivery.platformPostId).toBe(api.published[0].id);
      expect(server.calls.filter((c) => c.path.endsWith("/threads_publish"))).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it("the loopback Threads refuses twenty-one children, a child named twice, a child already in another carousel, and an unknown child", async () => {
    const base = platforms.env.THREADS_API_BASE_URL;
    const user = "/25000000000000002";
    const item = async () => (await graphPost(base, `${user}/threads`, { media_type: "IMAGE", image_url: `${host.url}?n=${Math.random()}`, is_carousel_item: "true" }, "th-token")).json.id as string;
    const items: string[] = [];
    for (let n = 0; n < 21; n++) items.push(await item());
    const carousel = (children: string[]) => graphPost(base, `${user}/threads`, { media_type: "CAROUSEL", children: children.join(","), text: "x" }, "th-token");
    const tooMany = await carousel(items);
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error.message).toMatch(/at most 20 children; 21 given/);
    const twice = await carousel([items[0], items[0]]);
    expect(twice.json.error.message).toMatch(/named twice/);
    expect((await carousel([items[0], items[1]])).status).toBe(200);
    const reused = await carousel([items[1], items[2]]);
    expect(reused.status).toBe(400);
    expect(reused.json.error.message).toMatch(/already a child of another carousel/);
    const unknown = await carousel([items[3], "999"]);
    expect(unknown.json.error.message).toMatch(/is not a container of this user/);
  });

  it("TikTok: the creator info first, then one photo post with every image in order, the first as cover", async () => {
    const before = platforms.servers.tiktok.calls.length;
    const publishesBefore = platforms.tiktok.publishes.length;
    const { delivery, imageUrl } = await deliverThroughRunner("tiktok", platforms.env.TIKTOK_API_BASE_URL, {
      text: "Four plates",
      images: [{ image: await jpeg(400, 400) }, { image: await jpeg(401, 400) }, { image: await jpeg(402, 400) }, { image: await jpeg(403, 400) }],
      credentials: { access_token: "tt-token" },
      publisher: createTikTokPublisher({ sleep: noSleep }),
    });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 1 });
    const made = platforms.tiktok.publishes.slice(publishesBefore);
    expect(made).toHaveLength(1);
    const urls = made[0].body.source_info.photo_images as string[];
    expect(urls).toHaveLength(4);
    expect(urls[0]).toBe(imageUrl);
    expect(new Set(urls).size).toBe(4);
    expect(made[0].body.source_info).toMatchObject({ source: "PULL_FROM_URL", photo_cover_index: 0 });
    expect(made[0].photos.map((photo) => photo.status)).toEqual([200, 200, 200, 200]);
    expect(delivery).toMatchObject({ platformPostId: made[0].postId, permalink: made[0].permalink });
    expect(routes(platforms.servers.tiktok.calls.slice(before)).slice(0, 2)).toEqual(["POST /v2/post/publish/creator_info/query/ 200", "POST /v2/post/publish/content/init/ 200"]);
  });

  it("the loopback TikTok refuses thirty-six photos and a cover index outside the list", async () => {
    const base = platforms.env.TIKTOK_API_BASE_URL;
    const call = (path: string, json: unknown) => fetch(`${base}${path}`, { method: "POST", headers: { authorization: "Bearer tt-token", "content-type": "application/json" }, body: JSON.stringify(json) }).then(async (res) => ({ status: res.status, json: await res.json() }));
    await call("/v2/post/publish/creator_info/query/", {});
    const init = (photos: number, cover: number) =>
      call("/v2/post/publish/content/init/", {
        post_info: { title: "x", privacy_level: "PUBLIC_TO_EVERYONE" },
        source_info: { source: "PULL_FROM_URL", photo_images: Array.from({ length: photos }, (_, n) => `${host.url}?n=${n}`), photo_cover_index: cover },
        post_mode: "DIRECT_POST",
        media_type: "PHOTO",
      });
    const before = platforms.tiktok.publishes.length;
    const tooMany = await init(36, 0);
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error.message).toMatch(/at most 35 photos; 36 given/);
    const cover = await init(2, 2);
    expect(cover.json.error.message).toMatch(/photo_cover_index must be the index of one of the 2 photo_images; 2 given/);
    expect(platforms.tiktok.publishes.length).toBe(before);
  });

  it("Facebook: each photo uploaded unpublished in order, then one feed post attaching them all in that order", async () => {
    const before = platforms.servers.graph.calls.length;
    const photosBefore = platforms.facebook.unpublishedPhotos.length;
    const { delivery, imageUrl } = await deliverThroughRunner("facebook", platforms.env.META_GRAPH_BASE_URL, {
      text: "Three plates on the Page",
      images: [{ image: await jpeg(400, 400) }, { image: await jpeg(401, 400) }, { image: await jpeg(402, 400) }],
      credentials: { page_id: "104000000000001", page_access_token: "fb-token" },
    });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 1 });
    const photos = platforms.facebook.unpublishedPhotos.slice(photosBefore);
    expect(photos).toHaveLength(3);
    expect(photos[0].url).toBe(imageUrl);
    const post = platforms.facebook.posts.find((p) => p.id === delivery.platformPostId)!;
    expect(post).toMatchObject({ message: "Three plates on the Page", photo: null });
    expect(post.attachedPhotos!.map((photo) => photo.id)).toEqual(photos.map((photo) => photo.id));
    expect(photos.every((photo) => photo.attachedTo === post.id)).toBe(true);
    expect(delivery.permalink).toBe(`https://www.facebook.com/${post.id}`);
    expect(routes(platforms.servers.graph.calls.slice(before))).toEqual([
      ...photos.map(() => "POST /104000000000001/photos 200"),
      "POST /104000000000001/feed 200",
    ]);
  });

  it("Facebook: a photo it cannot fetch half-way through fails the post permanently; no feed post is made", async () => {
    const postsBefore = platforms.facebook.posts.length;
    const missing = `${platforms.env.THREADS_API_BASE_URL}/no-such-image.jpg`;
    const images = [`${host.url}?n=1`, missing].map((imageUrl) => ({ imageUrl, image: null, altText: null }));
    const request = { platform: "facebook" as const, text: "Half way", imageUrl: images[0].imageUrl, images, credentials: { page_id: "104000000000001", page_access_token: "fb-token" }, idempotencyKey: "half-way" };
    const refused = await facebookPublisher.publish(request, { baseUrl: platforms.env.META_GRAPH_BASE_URL, timeoutMs: 10_000 }).catch((error) => error);
    expect(refused).toBeInstanceOf(PublishError);
    expect(refused).toMatchObject({ kind: "permanent" });
    expect(platforms.facebook.posts.length).toBe(postsBefore);
  });

  it("the loopback Facebook refuses an unknown photo, a photo attached twice, and another Page's photo", async () => {
    const graph = platforms.env.META_GRAPH_BASE_URL;
    const page = "/104000000000002";
    const upload = async (pagePath = page) => (await graphPost(graph, `${pagePath}/photos`, { url: `${host.url}?n=${Math.random()}`, published: "false" }, "fb-token")).json.id as string;
    const feed = (ids: string[]) => graphPost(graph, `${page}/feed`, { message: "x", ...Object.fromEntries(ids.map((id, index) => [`attached_media[${index}]`, JSON.stringify({ media_fbid: id })])) }, "fb-token");
    const [a, b] = [await upload(), await upload()];
    const unknown = await feed([a, "999"]);
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.message).toMatch(/999 is not an unpublished photo of this Page/);
    const twice = await feed([a, a]);
    expect(twice.json.error.message).toMatch(/already attached to a post/);
    expect((await feed([a, b])).status).toBe(200);
    const again = await feed([b, await upload()]);
    expect(again.json.error.message).toMatch(/already attached to a post/);
    const other = await feed([await upload("/104000000000003")]);
    expect(other.json.error.message).toMatch(/is not an unpublished photo of this Page/);
  });

  it("LinkedIn: each image uploaded through the Images API (at once), then one post whose multiImage lists them with their alt texts", async () => {
    const imagesBefore = platforms.linkedin.images.length;
    const author = "urn:li:organization:5515715";
    const images = [await jpeg(400, 400), await jpeg(401, 400, "Upload alt"), await jpeg(402, 400)];
    const { delivery } = await deliverThroughRunner("linkedin", platforms.env.LINKEDIN_API_BASE_URL, {
      text: "Three plates on LinkedIn",
      images: [{ image: images[0], altText: "Tarte Tatin" }, { image: images[1] }, { image: images[2] }],
      credentials: { author_urn: author, access_token: "li-token" },
    });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 1 });
    // The uploads go at once (in any order on the platform); the post lists them in the images' order.
    const post = platforms.linkedin.posts.find((p) => p.urn === delivery.platformPostId)!;
    expect(post).toMatchObject({ commentary: "Three plates on LinkedIn", media: null });
    expect(platforms.linkedin.images.slice(imagesBefore)).toHaveLength(3);
    const listed = post.multiImage!.map((item) => platforms.linkedin.images.find((image) => image.urn === item.id)!);
    expect(listed.map((image) => new Uint8Array(image.bytes!))).toEqual(images.map((image) => image.bytes));
    expect(listed.every((image) => image.owner === author)).toBe(true);
    expect(post.multiImage!.map((item) => item.altText)).toEqual(["Tarte Tatin", "Upload alt", null]);
  });

  it("LinkedIn: an image it cannot fetch half-way through fails the post; no post is made", async () => {
    const postsBefore = platforms.linkedin.posts.length;
    const missing = `${platforms.env.THREADS_API_BASE_URL}/no-such-image.jpg`;
    const images = [`${host.url}?n=1`, missing].map((imageUrl) => ({ imageUrl, image: null, altText: null }));
    const request = { platform: "linkedin" as const, text: "Half way", imageUrl: images[0].imageUrl, images, credentials: { author_urn: "urn:li:organization:5515715", access_token: "li-token" }, idempotencyKey: "half-way" };
    const refused = await linkedinPublisher.publish(request, { baseUrl: platforms.env.LINKEDIN_API_BASE_URL, timeoutMs: 10_000 }).catch((error) => error);
    expect(refused).toBeInstanceOf(PublishError);
    expect(platforms.linkedin.posts.length).toBe(postsBefore);
  });

  it("the loopback LinkedIn refuses twenty-one images, one image twice, an image never uploaded, and another owner's image", async () => {
    const base = platforms.env.LINKEDIN_API_BASE_URL;
    const headers = { authorization: "Bearer li-token", "linkedin-version": "202609", "x-restli-protocol-version": "2.0.0", "content-type": "application/json" };
    const author = "urn:li:organization:5515716";
    const upload = async (owner = author) => {
      const init = await (await fetch(`${base}/rest/images?action=initializeUpload`, { method: "POST", headers, body: JSON.stringify({ initializeUploadRequest: { owner } }) })).json();
      await fetch(init.value.uploadUrl, { method: "PUT", headers: { authorization: "Bearer li-token", "content-type": "image/jpeg" }, body: new Uint8Array([1, 2, 3]) });
      return init.value.image as string;
    };
    const post = async (ids: string[]) => {
      const res = await fetch(`${base}/rest/posts`, {
        method: "POST",
        headers,
        body: JSON.stringify({ author, commentary: "x", visibility: "PUBLIC", distribution: { feedDistribution: "MAIN_FEED" }, lifecycleState: "PUBLISHED", content: { multiImage: { images: ids.map((id) => ({ id })) } } }),
      });
      return { status: res.status, json: res.status === 201 ? null : await res.json() };
    };
    const ids: string[] = [];
    for (let n = 0; n < 21; n++) ids.push(await upload());
    const before = platforms.linkedin.posts.length;
    expect((await post(ids)).json.message).toMatch(/2 to 20 images; 21 given/);
    expect((await post([ids[0]])).json.message).toMatch(/2 to 20 images; 1 given/);
    expect((await post([ids[0], ids[0]])).json.message).toMatch(/names an image twice/);
    expect((await post([ids[0], "urn:li:image:1"])).json.message).toMatch(/has not been uploaded/);
    const other = await post([ids[0], await upload("urn:li:person:abc")]);
    expect(other.status).toBe(403);
    expect(platforms.linkedin.posts.length).toBe(before);
    expect((await post(ids.slice(0, 20))).status).toBe(201);
  });
});
