import { afterEach, describe, expect, it } from "vitest";
import type { PublishRequest } from "@/lib/platforms/publisher-kit/types";
import { xTwitterPublisher } from "@/lib/platforms/x-twitter/publisher";
import { type Loopback, publishRecordingSleeps, startLoopback, type Script } from "@/lib/testing/loopback-server";

const request: PublishRequest = {
  platform: "x_twitter",
  text: "Fresh bread at 7 #bakery https://bake.example/today",
  imageUrl: null,
  credentials: { access_token: "user-token" },
  idempotencyKey: "delivery-1",
};

const created = { status: 201, json: { data: { id: "1850000000000000001", text: request.text } } };

let server: Loopback;
afterEach(() => server?.close());

async function publish(script: Script) {
  server = await startLoopback(script);
  return publishRecordingSleeps(xTwitterPublisher, request, server.baseUrl);
}

describe("X publisher", () => {
  it("posts {text} to /2/tweets with the user token and records id and permalink", async () => {
    const { outcome } = await publish({ "POST /2/tweets": created });
    expect(outcome).toEqual({
      ok: true,
      attempts: 1,
      result: { platformPostId: "1850000000000000001", permalink: "https://x.com/i/web/status/1850000000000000001" },
    });
    const [sent] = server.requests;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe("/2/tweets");
    expect(sent.headers.authorization).toBe("Bearer user-token");
    expect(sent.headers["content-type"]).toBe("application/json");
    expect(sent.json).toEqual({ text: request.text });
  });

  it("retries a 429 after exactly its Retry-After", async () => {
    const { outcome, sleeps } = await publish({
      "POST /2/tweets": [
        { status: 429, headers: { "retry-after": "1" }, json: { title: "Too Many Requests", detail: "Too Many Requests", status: 429 } },
        created,
      ],
    });
    expect(outcome).toMatchObject({ ok: true, attempts: 2 });
    expect(sleeps).toEqual([1000]);
  });

  it("falls back to x-rate-limit-reset when a 429 has no Retry-After", async () => {
    const reset = Math.floor(Date.now() / 1000) + 2;
    const { outcome, sleeps } = await publish({
      "POST /2/tweets": [{ status: 429, headers: { "x-rate-limit-reset": String(reset) }, json: { title: "Too Many Requests" } }, created],
    });
    expect(outcome).toMatchObject({ ok: true, attempts: 2 });
    expect(sleeps[0]).toBeGreaterThan(0);
    expect(sleeps[0]).toBeLessThanOrEqual(2000);
  });

  it("retries a 5xx with backoff", async () => {
    const { outcome, sleeps } = await publish({
      "POST /2/tweets": [{ status: 503, json: { title: "Service Unavailable", detail: "Service Unavailable" } }, created],
    });
    expect(outcome).toMatchObject({ ok: true, attempts: 2 });
    expect(sleeps).toEqual([750]); // 1000 ms base, equal jitter at random() = 0.5
  });

  it("fails a 403 permanently with X's own message, after one attempt", async () => {
    const detail = "You are not allowed to create a Tweet with duplicate content.";
    const { outcome } = await publish({
      "POST /2/tweets": { status: 403, json: { detail, type: "about:blank", title: "Forbidden", status: 403 } },
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.attempts).toBe(1);
    expect(outcome.error.kind).toBe("permanent");
    expect(outcome.error.message).toBe(`X rejected the post: ${detail}`);
    expect(server.requests).toHaveLength(1);
  });

  it("reads v1-style errors[0].message on a 400", async () => {
    const { outcome } = await publish({
      "POST /2/tweets": { status: 400, json: { errors: [{ message: "Text is too long" }], title: "Invalid Request" } },
    });
    expect(outcome).toMatchObject({ ok: false, attempts: 1, error: { kind: "permanent", message: "X rejected the post: Text is too long" } });
  });

  it("asks to reconnect on 401, without retrying", async () => {
    const { outcome } = await publish({
      "POST /2/tweets": { status: 401, json: { title: "Unauthorized", type: "about:blank", status: 401, detail: "Unauthorized" } },
    });
    expect(outcome).toMatchObject({
      ok: false,
      attempts: 1,
      error: { kind: "reconnect", message: "The X account needs to be reconnected: Unauthorized" },
    });
  });

  it("does not count a 2xx without an id as a success", async () => {
    const { outcome } = await publish({ "POST /2/tweets": { status: 201, json: { data: {} } } });
    expect(outcome).toMatchObject({ ok: false, attempts: 1, error: { kind: "permanent", message: "X answered without a post id." } });
  });

  it("never resends after the connection dropped once the request was sent", async () => {
    const { outcome } = await publish({ "POST /2/tweets": ["reset", created] });
    expect(outcome).toMatchObject({ ok: false, attempts: 1, error: { kind: "unknown_outcome" } });
    if (!outcome.ok) expect(outcome.error.message).toMatch(/may have been published; check X before retrying/);
    expect(server.requests).toHaveLength(1);
  });

  it("asks to reconnect when the access token is missing, before any request", async () => {
    server = await startLoopback({ "POST /2/tweets": created });
    const { outcome } = await publishRecordingSleeps(xTwitterPublisher, { ...request, credentials: {} }, server.baseUrl);
    expect(outcome).toMatchObject({ ok: false, error: { kind: "reconnect", message: "The X account needs to be reconnected: missing access_token" } });
    expect(server.requests).toHaveLength(0);
  });
});
