import { expect, it } from "vitest";
import { createInstagramPublisher } from "@/lib/platforms/instagram/publisher";
import { describeDb } from "@/lib/testing";
import { noSleep, type Script } from "@/lib/testing/loopback-server";
import { publisherHarness } from "@/lib/testing/publisher-harness";

const TEXT = "Sunday brunch ☕️ #brunch #coffee";
const IMAGE_URL = "https://cdn.example/brunch.jpg";
const CREATE = "POST /17841400000000001/media";
const PUBLISH = "POST /17841400000000001/media_publish";
const STATUS = "GET /c-555";
const MEDIA = "GET /m-777";

const happy: Script = {
  [CREATE]: { status: 200, json: { id: "c-555" } },
  [STATUS]: { status: 200, json: { status_code: "FINISHED", id: "c-555" } },
  [PUBLISH]: { status: 200, json: { id: "m-777" } },
  [MEDIA]: { status: 200, json: { permalink: "https://www.instagram.com/p/AbCdEf/", id: "m-777" } },
};

describeDb("Instagram publisher", () => {
  const harness = publisherHarness("instagram", {
    post: { text: TEXT, imageUrl: IMAGE_URL, credentials: { ig_user_id: "17841400000000001", access_token: "ig-token" } },
    script: happy,
    pathPrefix: "/v21.0",
    // The container checks recorded, not waited.
    publisher: createInstagramPublisher({ sleep: noSleep, maxChecks: 3 }),
  });

  it("passes an uploaded image's URL and its alt text on the container", async () => {
    const image = { bytes: new Uint8Array([1]), mimeType: "image/jpeg", width: 1080, height: 1080, altText: "Pancakes on a plate" };
    const { delivery, imageUrl } = await harness.publish({}, { image });
    expect(delivery).toMatchObject({ status: "succeeded" });
    expect(imageUrl).toMatch(/\/[0-9a-f-]{36}\.jpg$/);
    expect(Object.fromEntries(harness.server.requests[0].form!)).toEqual({
      image_url: imageUrl,
      caption: TEXT,
      alt_text: "Pancakes on a plate",
      access_token: "ig-token",
    });
  });

  it("creates a container, waits for it, publishes it and reads the permalink", async () => {
    const { outcome, delivery } = await harness.publish({});
    expect(outcome).toEqual({ platform: "instagram", status: "succeeded" });
    expect(delivery).toMatchObject({ attempts: 1, platformPostId: "m-777", permalink: "https://www.instagram.com/p/AbCdEf/" });
    const [create, status, publishCall, media] = harness.server.requests;
    expect(`${create.method} ${create.path}`).toBe(CREATE);
    expect(Object.fromEntries(create.form!)).toEqual({ image_url: IMAGE_URL, caption: TEXT, access_token: "ig-token" });
    expect(`${status.method} ${status.path}`).toBe(STATUS);
    expect(status.query.get("fields")).toBe("status_code,status");
    expect(status.query.get("access_token")).toBe("ig-token");
    expect(`${publishCall.method} ${publishCall.path}`).toBe(PUBLISH);
    expect(Object.fromEntries(publishCall.form!)).toEqual({ creation_id: "c-555", access_token: "ig-token" });
    expect(`${media.method} ${media.path}`).toBe(MEDIA);
    expect(media.query.get("fields")).toBe("permalink");
  });

  it("keeps the success when the permalink cannot be read", async () => {
    const { delivery } = await harness.publish({ [MEDIA]: { status: 500, json: { error: { message: "oops", code: 1 } } } });
    expect(delivery).toMatchObject({ status: "succeeded", platformPostId: "m-777", permalink: null });
  });

  it("checks the container again while it is IN_PROGRESS", async () => {
    const { delivery } = await harness.publish({
      [STATUS]: [{ status: 200, json: { status_code: "IN_PROGRESS" } }, { status: 200, json: { status_code: "FINISHED" } }],
    });
    expect(delivery).toMatchObject({ status: "succeeded" });
    expect(harness.server.requests.filter((r) => r.path === "/c-555")).toHaveLength(2);
  });

  it("fails permanently when the container could not fetch the image", async () => {
    const { delivery } = await harness.publish({ [STATUS]: { status: 200, json: { status_code: "ERROR", status: "Error: image could not be downloaded" } } });
    expect(delivery).toMatchObject({
      status: "failed",
      attempts: 1,
      error: "Instagram could not process the media: Error: image could not be downloaded",
    });
  });

  it("refuses a post without an image before calling Instagram", async () => {
    const { delivery } = await harness.publish({}, { imageUrl: null });
    expect(delivery).toMatchObject({ status: "failed" });
    expect(delivery.error).toMatch(/needs an image/);
    expect(harness.server.requests).toHaveLength(0);
  });

  it("retries a 429 on publish after its Retry-After", async () => {
    const { delivery, sleeps } = await harness.publish({
      [PUBLISH]: [{ status: 429, headers: { "retry-after": "1" }, json: { error: { message: "Too many calls", code: 4 } } }, { status: 200, json: { id: "m-777" } }],
    });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(sleeps).toEqual([1000]);
  });

  it("retries a 5xx on container creation", async () => {
    const { delivery } = await harness.publish({
      [CREATE]: [{ status: 503, json: { error: { message: "Service unavailable", code: 2, is_transient: true } } }, { status: 200, json: { id: "c-555" } }],
    });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
  });

  it("fails a 400 permanently with Meta's message", async () => {
    const { delivery, sleeps, connection } = await harness.publish({
      [CREATE]: { status: 400, json: { error: { message: "Only photo or video can be accepted as media type.", code: 9004, error_subcode: 2207052 } } },
    });
    expect(delivery).toMatchObject({
      status: "failed",
      attempts: 1,
      error: "Instagram rejected the post: Only photo or video can be accepted as media type.",
    });
    expect(sleeps).toEqual([]);
    expect(connection).toBe("active");
  });

  it("asks to reconnect on an expired token", async () => {
    const { delivery, connection } = await harness.publish({
      [CREATE]: { status: 400, json: { error: { message: "Error validating access token: Session has expired", type: "OAuthException", code: 190 } } },
    });
    expect(delivery).toMatchObject({
      status: "failed",
      attempts: 1,
      error: "The Instagram account needs to be reconnected: Error validating access token: Session has expired",
    });
    expect(connection).toBe("reconnect_required");
  });

  it("does not count a publish without a media id as a success", async () => {
    const { delivery } = await harness.publish({ [PUBLISH]: { status: 200, json: {} } });
    expect(delivery).toMatchObject({ status: "failed", error: "Instagram answered without a post id.", platformPostId: null });
  });

  it("retries a container request whose answer was lost (nothing is published yet)", async () => {
    const { delivery } = await harness.publish({ [CREATE]: ["reset", { status: 200, json: { id: "c-555" } }] });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
  });

  it("does not resend media_publish whose answer was lost", async () => {
    const { delivery } = await harness.publish({ [PUBLISH]: ["reset", { status: 200, json: { id: "m-777" } }] });
    expect(delivery).toMatchObject({ status: "failed", attempts: 1 });
    expect(delivery.error).toMatch(/may have been published/);
    expect(harness.server.requests.filter((r) => r.path.endsWith("/media_publish"))).toHaveLength(1);
  });
});
