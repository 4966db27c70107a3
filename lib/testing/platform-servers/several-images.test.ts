import { afterAll, beforeAll, expect, it } from "vitest";
import sharp from "sharp";
import { forgetServerEnv } from "@/lib/env/server-env";
import { createInstagramPublisher } from "@/lib/platforms/instagram/publisher";
import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import type { PublishImage } from "@/lib/platforms/publisher-kit/types";
import { createXTwitterPublisher } from "@/lib/platforms/x-twitter/publisher";
import { describeDb } from "@/lib/testing";
import { noSleep } from "@/lib/testing/loopback-server";
import { hostImage } from "@/lib/testing/platform-servers/image-host";
import { startPlatformServers, type PlatformServers } from "@/lib/testing/platform-servers/start-platform-servers";
import { deliverThroughRunner } from "@/lib/testing/publisher-harness";
import { testImage } from "@/lib/testing/test-images";

// Several images in one post (docs/platforms.md, "Several images"): the real publishers against
// the loopback X and Instagram, each post delivered as production delivers it, and the loopback
// servers refusing what the platforms refuse (too many items, a child that is not one).

let platforms: PlatformServers;
let host: { url: string; close: () => Promise<void> };
const TOKENS = { x: ["x-token"], facebook: [], instagram: ["ig-token"], threads: [], linkedin: [], googleBusiness: [], tiktok: [] };

/** A JPEG upload of its own size and alt text. */
async function jpeg(width: number, height: number, altText: string | null = null): Promise<PublishImage> {
  return { bytes: await testImage(width, height, "jpeg"), mimeType: "image/jpeg", width, height, altText };
}

beforeAll(async () => {
  const bytes = new Uint8Array(await sharp({ create: { width: 400, height: 400, channels: 3, background: "#3a6" } }).jpeg().toBuffer());
  // The uploads' public URLs point at this host (any path answers the JPEG), standing in for the
  // app's /media/<id>.<ext>, so Instagram fetches each item's URL from it.
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

describeDb("several images per post on the loopback platforms", () => {
  it("X: each image uploaded in order with its alt text, then one tweet with all media_ids in that order", async () => {
    const before = platforms.x.media.length;
    const images = [await jpeg(300, 200, "Upload one"), await jpeg(200, 300, "Upload two"), await jpeg(250, 250)];
    const { delivery } = await deliverThroughRunner("x_twitter", platforms.env.X_API_BASE_URL, {
      text: "Three plates",
      images: [{ image: images[0], altText: "Tarte Tatin" }, { image: images[1] }, { image: images[2], altText: "Onion soup" }],
      credentials: { access_token: "x-token" },
    });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 1 });
    const sent = platforms.x.media.slice(before);
    expect(sent.map((item) => new Uint8Array(item.bytes))).toEqual(images.map((image) => image.bytes));
    // The post's alt text where it gives one, else the upload's own; none for an image that has neither.
    expect(sent.map((item) => item.altText)).toEqual(["Tarte Tatin", "Upload two", "Onion soup"]);
    const tweet = platforms.x.tweets.find((t) => t.id === delivery.platformPostId)!;
    expect(tweet).toMatchObject({ text: "Three plates", mediaIds: sent.map((item) => item.id) });
  });

  it("X refuses a fifth media id and a GIF beside a photo; the publisher's answer is a permanent failure", async () => {
    const publisher = createXTwitterPublisher({ sleep: noSleep });
    const request = (images: PublishImage[]) => ({
      platform: "x_twitter" as const,
      text: "Too many",
      imageUrl: "https://img.example/0.jpg",
      image: images[0],
      images: images.map((image, index) => ({ imageUrl: `https://img.example/${index}.jpg`, image, altText: null })),
      credentials: { access_token: "x-token" },
      idempotencyKey: "several-images",
    });
    const five = await Promise.all([1, 2, 3, 4, 5].map((n) => jpeg(100 + n, 100)));
    const tweets = platforms.x.tweets.length;
    const refused = await publisher.publish(request(five), { baseUrl: platforms.env.X_API_BASE_URL, timeoutMs: 10_000 }).catch((error) => error);
    expect(refused).toBeInstanceOf(PublishError);
    expect(refused).toMatchObject({ kind: "permanent" });
    expect(refused.message).toMatch(/at most 4 media ids, 5 given/);

    const gif = { bytes: await testImage(120, 120, "gif"), mimeType: "image/gif", width: 120, height: 120, altText: null };
    const mixed = await publisher.publish(request([await jpeg(120, 120), gif]), { baseUrl: platforms.env.X_API_BASE_URL, timeoutMs: 10_000 }).catch((error) => error);
    expect(mixed.message).toMatch(/animated GIF cannot be attached with other media/);
    expect(platforms.x.tweets.length).toBe(tweets);
  });

  it("Instagram: an item container per image, each checked (the items at once), then the CAROUSEL container with the children in order, published with its permalink", async () => {
    const before = platforms.servers.graph.calls.length;
    const containersBefore = platforms.instagram.containers.length;
    const { delivery, imageUrl } = await deliverThroughRunner("instagram", platforms.env.META_GRAPH_BASE_URL, {
      text: "Autumn menu, in three plates",
      images: [{ image: await jpeg(400, 400), altText: "Tarte Tatin" }, { image: await jpeg(400, 500, "Upload alt") }, { image: await jpeg(500, 400) }],
      credentials: { ig_user_id: "17841400000000001", access_token: "ig-token" },
      publisher: createInstagramPublisher({ sleep: noSleep }),
    });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 1 });
    // The items are made at once (in any order on the platform); the CAROUSEL container comes after them all.
    const created = platforms.instagram.containers.slice(containersBefore);
    const carousel = created[3];
    const items = carousel.children.map((id) => created.find((container) => container.id === id)!);
    expect(items.map((item) => ({ isCarouselItem: item.isCarouselItem, altText: item.altText, fetched: item.image?.status }))).toEqual([
      { isCarouselItem: true, altText: "Tarte Tatin", fetched: 200 },
      { isCarouselItem: true, altText: "Upload alt", fetched: 200 },
      { isCarouselItem: true, altText: null, fetched: 200 },
    ]);
    expect(items[0].imageUrl).toBe(imageUrl);
    expect(carousel).toMatchObject({ mediaType: "CAROUSEL", text: "Autumn menu, in three plates", children: items.map((item) => item.id) });
    const published = platforms.instagram.published.find((media) => media.id === delivery.platformPostId)!;
    expect(published.container.id).toBe(carousel.id);
    expect(delivery.permalink).toBe(published.permalink);
    const user = "/17841400000000001";
    const calls = routes(platforms.servers.graph.calls.slice(before));
    expect(calls.slice(0, 6).sort()).toEqual([...items.map(() => `POST ${user}/media 200`), ...items.map((item) => `GET /${item.id} 200`)].sort());
    expect(calls.slice(6)).toEqual([
      `POST ${user}/media 200`,
      `GET /${carousel.id} 200`,
      `POST ${user}/media_publish 200`,
      `GET /${published.id} 200`,
    ]);
  });

  it("the loopback Instagram refuses eleven children, a child that is no carousel item, and an item published alone", async () => {
    const graph = platforms.env.META_GRAPH_BASE_URL;
    const post = async (path: string, params: Record<string, string>) => {
      const res = await fetch(`${graph}${path}`, { method: "POST", body: new URLSearchParams({ ...params, access_token: "ig-token" }) });
      return { status: res.status, json: await res.json() };
    };
    const user = "/17841400000000002";
    const item = async (extra: Record<string, string> = { is_carousel_item: "true" }) => (await post(`${user}/media`, { image_url: `${host.url}?n=${Math.random()}`, ...extra })).json.id as string;
    const eleven = [];
    for (let n = 0; n < 11; n++) eleven.push(await item());
    const tooMany = await post(`${user}/media`, { media_type: "CAROUSEL", children: eleven.join(","), caption: "x" });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error.message).toMatch(/at most 10 children; 11 given/);

    const single = await item({});
    const notItem = await post(`${user}/media`, { media_type: "CAROUSEL", children: [eleven[0], single].join(","), caption: "x" });
    expect(notItem.json.error.message).toMatch(/was not created as a carousel item/);
    const unknown = await post(`${user}/media`, { media_type: "CAROUSEL", children: [eleven[0], "999"].join(","), caption: "x" });
    expect(unknown.json.error.message).toMatch(/is not a container of this user/);

    const alone = await post(`${user}/media_publish`, { creation_id: eleven[0] });
    expect(alone.status).toBe(400);
    expect(alone.json.error.message).toMatch(/only as a child of a CAROUSEL container/);
  });
});
