import { afterAll, beforeAll, expect, it } from "vitest";
import sharp from "sharp";
import { forgetServerEnv } from "@/lib/env/server-env";
import { createInstagramPublisher } from "@/lib/platforms/instagram/publisher";
import { createLinkedInPublisher } from "@/lib/platforms/linkedin/publisher";
import type { PublishImage } from "@/lib/platforms/publisher-kit/types";
import { describeDb } from "@/lib/testing";
import { noSleep } from "@/lib/testing/loopback-server";
import { hostImage } from "@/lib/testing/platform-servers/image-host";
import { createInstagramApi } from "@/lib/testing/platform-servers/instagram";
import { createLinkedInApi } from "@/lib/testing/platform-servers/linkedin";
import { startPlatformServer, type PlatformRequest, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";
import { refuseOnceApi, slotsHeldBy } from "@/lib/testing/refuse-once";
import { deliverThroughRunner } from "@/lib/testing/publisher-harness";
import { testImage } from "@/lib/testing/test-images";

// A posting slot stands for the request that publishes (lib/publishing/attempt-delivery.ts): an
// attempt that ends before that request left (a 429 on a carousel's item container or an image
// upload) gives its slot back, since the platform counted nothing; one refused AT the publishing
// request keeps it. Against the loopback Instagram and LinkedIn, each refusing one chosen request
// with 429: once (waited out in place: publisher-kit/retry-step-after-refusal.ts), or three times
// in a row, which ends the attempt.

const IG = { user: "17841400000000555", token: "ig-slot-token" };
const LI = { author: "urn:li:organization:5550001", token: "li-slot-token" };

const refusing = refuseOnceApi();
/** Refuses the matching request with 429, once or `times` times in a row. */
const refuse = (match: (request: PlatformRequest) => boolean, times = 1) => refusing.refuse(match, undefined, times);

let graph: PlatformServer;
let linkedin: PlatformServer;
let host: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  const bytes = new Uint8Array(await sharp({ create: { width: 400, height: 400, channels: 3, background: "#a63" } }).jpeg().toBuffer());
  host = await hostImage(bytes, "image/jpeg");
  process.env.MEDIA_PUBLIC_BASE_URL = new URL("/media", host.url).toString();
  forgetServerEnv();
  graph = await startPlatformServer([refusing.api, createInstagramApi({ tokens: [IG.token] })], { pathPrefix: "/v21.0" });
  linkedin = await startPlatformServer([refusing.api, createLinkedInApi({ tokens: [LI.token] })]);
});
afterAll(async () => {
  delete process.env.MEDIA_PUBLIC_BASE_URL;
  forgetServerEnv();
  await Promise.all([graph.close(), linkedin.close(), host.close()]);
});

async function jpegs(count: number): Promise<{ image: PublishImage }[]> {
  const images = [];
  for (let n = 0; n < count; n++) images.push({ image: { bytes: await testImage(400, 400, "jpeg"), mimeType: "image/jpeg", width: 400, height: 400, altText: null } });
  return images;
}

describeDb("a posting slot is spent only by an attempt that reached the publishing request", () => {
  it("Instagram: an item container refused with 429 is waited out and made again in place: one attempt, one slot", async () => {
    const before = graph.calls.length;
    refuse((request) => isItem(request));
    const { delivery, deliveryId } = await deliverThroughRunner("instagram", graph.url, {
      text: "Three plates, one refusal",
      images: await jpegs(3),
      credentials: { ig_user_id: IG.user, access_token: IG.token },
      publisher: createInstagramPublisher({ sleep: noSleep }),
    });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 1 });
    expect(refusing.armed()).toBe(false);
    expect(await slotsHeldBy(deliveryId)).toBe(1);
    // Three items and the refused one again; the other two were not made twice.
    expect(graph.calls.slice(before).filter(isItem).map((call) => call.status).sort()).toEqual([200, 200, 200, 429]);
  });

  it("Instagram: an item container refused three times in a row ends the attempt, which gives its slot back; the retry publishes and holds one slot", async () => {
    let refusedUrl: string | null = null;
    refuse((request) => isItem(request) && (refusedUrl ??= request.form!.get("image_url")) === request.form!.get("image_url"), 3);
    const { delivery, deliveryId } = await deliverThroughRunner("instagram", graph.url, {
      text: "Three plates, one slot",
      images: await jpegs(3),
      credentials: { ig_user_id: IG.user, access_token: IG.token },
      publisher: createInstagramPublisher({ sleep: noSleep }),
    });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(refusing.armed()).toBe(false);
    expect(await slotsHeldBy(deliveryId)).toBe(1);
  });

  it("Instagram: a 429 on media_publish itself keeps that attempt's slot (the platform may count the call); the retry takes a second", async () => {
    refuse((request) => request.method === "POST" && request.path === `/${IG.user}/media_publish`);
    const { delivery, deliveryId } = await deliverThroughRunner("instagram", graph.url, {
      text: "Refused at the last step",
      images: await jpegs(2),
      credentials: { ig_user_id: IG.user, access_token: IG.token },
      publisher: createInstagramPublisher({ sleep: noSleep }),
    });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(refusing.armed()).toBe(false);
    expect(await slotsHeldBy(deliveryId)).toBe(2);
  });

  it("LinkedIn: an image upload refused three times in a row ends the attempt, which gives its slot back; the retry publishes and holds one slot", async () => {
    let refusedPath: string | null = null;
    refuse((request) => request.method === "PUT" && (refusedPath ??= request.path) === request.path, 3);
    const { delivery, deliveryId } = await deliverThroughRunner("linkedin", linkedin.url, {
      text: "Four photos from the roastery",
      images: await jpegs(4),
      credentials: { author_urn: LI.author, access_token: LI.token },
      publisher: createLinkedInPublisher({ sleep: noSleep }),
    });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(refusing.armed()).toBe(false);
    expect(await slotsHeldBy(deliveryId)).toBe(1);
  });

  it("LinkedIn: an image upload's initialize refused once is waited out in place: one attempt, one slot", async () => {
    const before = linkedin.calls.length;
    refuse((request) => request.method === "POST" && request.path === "/rest/images");
    const { delivery, deliveryId } = await deliverThroughRunner("linkedin", linkedin.url, {
      text: "Four more photos",
      images: await jpegs(4),
      credentials: { author_urn: LI.author, access_token: LI.token },
      publisher: createLinkedInPublisher({ sleep: noSleep }),
    });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 1 });
    expect(refusing.armed()).toBe(false);
    expect(await slotsHeldBy(deliveryId)).toBe(1);
    expect(linkedin.calls.slice(before).filter((call) => call.path === "/rest/images")).toHaveLength(5);
  });
});

/** A carousel item's container creation on the loopback Instagram. */
function isItem(request: PlatformRequest): boolean {
  return request.method === "POST" && request.path === `/${IG.user}/media` && request.form?.get("is_carousel_item") === "true";
}
