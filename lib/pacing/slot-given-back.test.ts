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
import { startPlatformServer, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";
import { deliverThroughRunner } from "@/lib/testing/publisher-harness";
import { refuseOnceApi, slotsHeldBy } from "@/lib/testing/refuse-once";
import { testImage } from "@/lib/testing/test-images";

// A posting slot stands for the request that publishes (lib/publishing/attempt-delivery.ts): an
// attempt that ends before that request left (a 429 on a carousel's item container or an image
// upload) gives its slot back, since the platform counted nothing; one refused AT the publishing
// request keeps it. Against the loopback Instagram and LinkedIn, each refusing one chosen request
// once with 429.

const IG = { user: "17841400000000555", token: "ig-slot-token" };
const LI = { author: "urn:li:organization:5550001", token: "li-slot-token" };

const refusing = refuseOnceApi();

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
  it("Instagram: a 429 on the second item container gives the attempt's slot back; the retry publishes and holds one slot", async () => {
    let items = 0;
    refusing.refuse((request) => request.method === "POST" && request.path === `/${IG.user}/media` && request.form?.get("is_carousel_item") === "true" && ++items === 2);
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
    refusing.refuse((request) => request.method === "POST" && request.path === `/${IG.user}/media_publish`);
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

  it("LinkedIn: a 429 on an image upload's initialize gives the slot back; the retry publishes and holds one slot", async () => {
    let initializes = 0;
    refusing.refuse((request) => request.method === "POST" && request.path === "/rest/images" && request.query.get("action") === "initializeUpload" && ++initializes === 3);
    const { delivery, deliveryId } = await deliverThroughRunner("linkedin", linkedin.url, {
      text: "Four photos from the roastery",
      images: await jpegs(4),
      credentials: { author_urn: LI.author, access_token: LI.token },
      publisher: createLinkedInPublisher(),
    });
    expect(delivery, delivery.error ?? undefined).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(refusing.armed()).toBe(false);
    expect(await slotsHeldBy(deliveryId)).toBe(1);
  });
});
