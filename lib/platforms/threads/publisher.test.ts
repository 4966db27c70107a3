import { afterEach, describe, expect, it } from "vitest";
import type { PublishRequest } from "@/lib/platforms/publisher-kit/types";
import { createThreadsPublisher } from "@/lib/platforms/threads/publisher";
import { type Loopback, noSleep, publishRecordingSleeps, startLoopback, type Script } from "@/lib/testing/loopback-server";

const request: PublishRequest = {
  platform: "threads",
  text: "New hours from Monday 🌱 https://shop.example/hours",
  imageUrl: null,
  credentials: { threads_user_id: "25000000000000001", access_token: "th-token" },
  idempotencyKey: "delivery-1",
};

const publisher = createThreadsPublisher({ sleep: noSleep, maxChecks: 3 });
const CREATE = "POST /25000000000000001/threads";
const PUBLISH = "POST /25000000000000001/threads_publish";
const happy: Script = {
  [CREATE]: { status: 200, json: { id: "c-1" } },
  "GET /c-1": { status: 200, json: { status: "FINISHED", id: "c-1" } },
  [PUBLISH]: { status: 200, json: { id: "t-9" } },
  "GET /t-9": { status: 200, json: { permalink: "https://www.threads.net/@shop/post/Xyz", id: "t-9" } },
};

let server: Loopback;
afterEach(() => server?.close());

async function publish(script: Script, overrides: Partial<PublishRequest> = {}) {
  server = await startLoopback({ ...happy, ...script }, "/v1.0");
  return publishRecordingSleeps(publisher, { ...request, ...overrides }, server.baseUrl);
}

describe("Threads publisher", () => {
  it("passes an uploaded image's alt text on the IMAGE container", async () => {
    const image = { bytes: new Uint8Array([1]), mimeType: "image/png", width: 800, height: 600, altText: "A shop front" };
    const { outcome } = await publish({ "GET /c-1": { status: 200, json: { status: "FINISHED" } } }, { imageUrl: "https://app.example/media/0b0f5b1e-1c1a-4a53-9d0e-8f3b2f0c9a11.png", image });
    expect(outcome).toMatchObject({ ok: true });
    expect(Object.fromEntries(server.requests[0].form!)).toMatchObject({ media_type: "IMAGE", image_url: "https://app.example/media/0b0f5b1e-1c1a-4a53-9d0e-8f3b2f0c9a11.png", alt_text: "A shop front" });
  });

  it("publishes a TEXT container without waiting, and records id and permalink", async () => {
    const { outcome } = await publish({});
    expect(outcome).toEqual({
      ok: true,
      attempts: 1,
      result: { platformPostId: "t-9", permalink: "https://www.threads.net/@shop/post/Xyz" },
    });
    const [create, publishCall] = server.requests;
    expect(`${create.method} ${create.path}`).toBe(CREATE);
    expect(Object.fromEntries(create.form!)).toEqual({ media_type: "TEXT", text: request.text, access_token: "th-token" });
    expect(`${publishCall.method} ${publishCall.path}`).toBe(PUBLISH);
    expect(Object.fromEntries(publishCall.form!)).toEqual({ creation_id: "c-1", access_token: "th-token" });
    expect(server.requests.map((r) => r.path)).not.toContain("/c-1");
  });

  it("sends an IMAGE container with image_url and waits until it is FINISHED", async () => {
    const { outcome } = await publish(
      { "GET /c-1": [{ status: 200, json: { status: "IN_PROGRESS" } }, { status: 200, json: { status: "FINISHED" } }] },
      { imageUrl: "https://cdn.example/a.png" },
    );
    expect(outcome).toMatchObject({ ok: true });
    expect(Object.fromEntries(server.requests[0].form!)).toMatchObject({ media_type: "IMAGE", image_url: "https://cdn.example/a.png" });
    expect(server.requests.filter((r) => r.path === "/c-1")).toHaveLength(2);
    expect(server.requests[1].query.get("fields")).toBe("status,error_message");
  });

  it("retries a 429 after its Retry-After", async () => {
    const { outcome, sleeps } = await publish({
      [CREATE]: [{ status: 429, headers: { "retry-after": "1" }, json: { error: { message: "Rate limit", code: 4 } } }, { status: 200, json: { id: "c-1" } }],
    });
    expect(outcome).toMatchObject({ ok: true, attempts: 2 });
    expect(sleeps).toEqual([1000]);
  });

  it("retries a 5xx", async () => {
    const { outcome } = await publish({
      [PUBLISH]: [{ status: 502, body: "Bad Gateway" }, { status: 200, json: { id: "t-9" } }],
    });
    expect(outcome).toMatchObject({ ok: true, attempts: 2 });
  });

  it("fails a 400 permanently with the platform's message", async () => {
    const { outcome } = await publish({
      [CREATE]: { status: 400, json: { error: { message: "Param text must be at most 500 characters long.", type: "THApiException", code: 100 } } },
    });
    expect(outcome).toMatchObject({
      ok: false,
      attempts: 1,
      error: { kind: "permanent", message: "Threads rejected the post: Param text must be at most 500 characters long." },
    });
  });

  it("asks to reconnect on an expired token", async () => {
    const { outcome } = await publish({
      [CREATE]: { status: 401, json: { error: { message: "Error validating access token: Session has expired", type: "OAuthException", code: 190 } } },
    });
    expect(outcome).toMatchObject({
      ok: false,
      attempts: 1,
      error: { kind: "reconnect", message: "The Threads account needs to be reconnected: Error validating access token: Session has expired" },
    });
  });

  it("does not count a publish without an id as a success", async () => {
    const { outcome } = await publish({ [PUBLISH]: { status: 200, json: {} } });
    expect(outcome).toMatchObject({ ok: false, error: { kind: "permanent", message: "Threads answered without a post id." } });
  });
});
