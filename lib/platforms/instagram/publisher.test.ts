import { afterEach, describe, expect, it } from "vitest";
import { createInstagramPublisher } from "@/lib/platforms/instagram/publisher";
import type { PublishRequest } from "@/lib/platforms/publisher-kit/types";
import { type Loopback, noSleep, publishRecordingSleeps, startLoopback, type Script } from "@/lib/testing/loopback-server";

const request: PublishRequest = {
  platform: "instagram",
  text: "Sunday brunch ☕️ #brunch #coffee",
  imageUrl: "https://cdn.example/brunch.jpg",
  credentials: { ig_user_id: "17841400000000001", access_token: "ig-token" },
  idempotencyKey: "delivery-1",
};

const publisher = createInstagramPublisher({ sleep: noSleep, maxChecks: 3 });
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

let server: Loopback;
afterEach(() => server?.close());

async function publish(script: Script, overrides: Partial<PublishRequest> = {}) {
  server = await startLoopback({ ...happy, ...script }, "/v21.0");
  return publishRecordingSleeps(publisher, { ...request, ...overrides }, server.baseUrl);
}

describe("Instagram publisher", () => {
  it("passes an uploaded image's URL and its alt text on the container", async () => {
    const image = { bytes: new Uint8Array([1]), mimeType: "image/jpeg", width: 1080, height: 1080, altText: "Pancakes on a plate" };
    const { outcome } = await publish({}, { imageUrl: "https://app.example/media/0b0f5b1e-1c1a-4a53-9d0e-8f3b2f0c9a11.jpg", image });
    expect(outcome).toMatchObject({ ok: true });
    expect(Object.fromEntries(server.requests[0].form!)).toEqual({
      image_url: "https://app.example/media/0b0f5b1e-1c1a-4a53-9d0e-8f3b2f0c9a11.jpg",
      caption: request.text,
      alt_text: "Pancakes on a plate",
      access_token: "ig-token",
    });
  });

  it("creates a container, waits for it, publishes it and reads the permalink", async () => {
    const { outcome } = await publish({});
    expect(outcome).toEqual({
      ok: true,
      attempts: 1,
      result: { platformPostId: "m-777", permalink: "https://www.instagram.com/p/AbCdEf/" },
    });
    const [create, status, publishCall, media] = server.requests;
    expect(`${create.method} ${create.path}`).toBe(CREATE);
    expect(Object.fromEntries(create.form!)).toEqual({ image_url: request.imageUrl, caption: request.text, access_token: "ig-token" });
    expect(`${status.method} ${status.path}`).toBe(STATUS);
    expect(status.query.get("fields")).toBe("status_code,status");
    expect(status.query.get("access_token")).toBe("ig-token");
    expect(`${publishCall.method} ${publishCall.path}`).toBe(PUBLISH);
    expect(Object.fromEntries(publishCall.form!)).toEqual({ creation_id: "c-555", access_token: "ig-token" });
    expect(`${media.method} ${media.path}`).toBe(MEDIA);
    expect(media.query.get("fields")).toBe("permalink");
  });

  it("keeps the success when the permalink cannot be read", async () => {
    const { outcome } = await publish({ [MEDIA]: { status: 500, json: { error: { message: "oops", code: 1 } } } });
    expect(outcome).toMatchObject({ ok: true, result: { platformPostId: "m-777", permalink: null } });
  });

  it("checks the container again while it is IN_PROGRESS", async () => {
    const { outcome } = await publish({
      [STATUS]: [{ status: 200, json: { status_code: "IN_PROGRESS" } }, { status: 200, json: { status_code: "FINISHED" } }],
    });
    expect(outcome).toMatchObject({ ok: true });
    expect(server.requests.filter((r) => r.path === "/c-555")).toHaveLength(2);
  });

  it("fails permanently when the container could not fetch the image", async () => {
    const { outcome } = await publish({ [STATUS]: { status: 200, json: { status_code: "ERROR", status: "Error: image could not be downloaded" } } });
    expect(outcome).toMatchObject({
      ok: false,
      error: { kind: "permanent", message: "Instagram could not process the media: Error: image could not be downloaded" },
    });
  });

  it("refuses a post without an image before calling Instagram", async () => {
    const { outcome } = await publish({}, { imageUrl: null });
    expect(outcome).toMatchObject({ ok: false, error: { kind: "permanent", message: expect.stringMatching(/needs an image/) } });
    expect(server.requests).toHaveLength(0);
  });

  it("retries a 429 on publish after its Retry-After", async () => {
    const { outcome, sleeps } = await publish({
      [PUBLISH]: [{ status: 429, headers: { "retry-after": "1" }, json: { error: { message: "Too many calls", code: 4 } } }, { status: 200, json: { id: "m-777" } }],
    });
    expect(outcome).toMatchObject({ ok: true, attempts: 2 });
    expect(sleeps).toEqual([1000]);
  });

  it("retries a 5xx on container creation", async () => {
    const { outcome } = await publish({
      [CREATE]: [{ status: 503, json: { error: { message: "Service unavailable", code: 2, is_transient: true } } }, { status: 200, json: { id: "c-555" } }],
    });
    expect(outcome).toMatchObject({ ok: true, attempts: 2 });
  });

  it("fails a 400 permanently with Meta's message", async () => {
    const { outcome } = await publish({
      [CREATE]: { status: 400, json: { error: { message: "Only photo or video can be accepted as media type.", code: 9004, error_subcode: 2207052 } } },
    });
    expect(outcome).toMatchObject({
      ok: false,
      attempts: 1,
      error: { kind: "permanent", message: "Instagram rejected the post: Only photo or video can be accepted as media type." },
    });
  });

  it("asks to reconnect on an expired token", async () => {
    const { outcome } = await publish({
      [CREATE]: { status: 400, json: { error: { message: "Error validating access token: Session has expired", type: "OAuthException", code: 190 } } },
    });
    expect(outcome).toMatchObject({
      ok: false,
      attempts: 1,
      error: { kind: "reconnect", message: "The Instagram account needs to be reconnected: Error validating access token: Session has expired" },
    });
  });

  it("does not count a publish without a media id as a success", async () => {
    const { outcome } = await publish({ [PUBLISH]: { status: 200, json: {} } });
    expect(outcome).toMatchObject({ ok: false, error: { kind: "permanent", message: "Instagram answered without a post id." } });
  });

  it("retries a container request whose answer was lost (nothing is published yet)", async () => {
    const { outcome } = await publish({ [CREATE]: ["reset", { status: 200, json: { id: "c-555" } }] });
    expect(outcome).toMatchObject({ ok: true, attempts: 2 });
  });

  it("does not resend media_publish whose answer was lost", async () => {
    const { outcome } = await publish({ [PUBLISH]: ["reset", { status: 200, json: { id: "m-777" } }] });
    expect(outcome).toMatchObject({ ok: false, attempts: 1, error: { kind: "unknown_outcome" } });
  });
});
