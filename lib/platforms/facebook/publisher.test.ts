import { afterEach, describe, expect, it } from "vitest";
import { facebookPublisher } from "@/lib/platforms/facebook/publisher";
import type { PublishRequest } from "@/lib/platforms/publisher-kit/types";
import { type Loopback, publishRecordingSleeps, startLoopback, type Script } from "@/lib/testing/loopback-server";

const request: PublishRequest = {
  platform: "facebook",
  text: "Our spring menu is here: https://bistro.example/menu. Come by!",
  imageUrl: null,
  credentials: { page_id: "1234567890", page_access_token: "page-token" },
  idempotencyKey: "delivery-1",
};

const FEED = "POST /1234567890/feed";
const created = { status: 200, json: { id: "1234567890_987654321" } };
const metaError = (code: number, message: string, extra: Record<string, unknown> = {}) => ({
  error: { message, type: "OAuthException", code, fbtrace_id: "AbC", ...extra },
});

let server: Loopback;
afterEach(() => server?.close());

async function publish(script: Script, overrides: Partial<PublishRequest> = {}) {
  // The Graph API version is part of the base URL; the loopback serves under it too.
  server = await startLoopback(script, "/v21.0");
  return publishRecordingSleeps(facebookPublisher, { ...request, ...overrides }, server.baseUrl);
}

describe("Facebook publisher", () => {
  it("with an image, posts a Page photo (url, message) to /{page-id}/photos and records its post_id", async () => {
    const imageUrl = "https://app.example/media/0b0f5b1e-1c1a-4a53-9d0e-8f3b2f0c9a11.jpg";
    const { outcome } = await publish({ "POST /1234567890/photos": { status: 200, json: { id: "555", post_id: "1234567890_987654321" } } }, { imageUrl });
    expect(outcome).toEqual({ ok: true, attempts: 1, result: { platformPostId: "1234567890_987654321", permalink: "https://www.facebook.com/1234567890_987654321" } });
    expect(server.requests).toHaveLength(1);
    const [sent] = server.requests;
    expect(`${sent.method} ${sent.path}`).toBe("POST /1234567890/photos");
    expect(Object.fromEntries(sent.form!)).toEqual({ url: imageUrl, message: request.text, access_token: "page-token" });
  });

  it("posts message and link to /{page-id}/feed with the page token", async () => {
    const { outcome } = await publish({ [FEED]: created });
    expect(outcome).toEqual({
      ok: true,
      attempts: 1,
      result: { platformPostId: "1234567890_987654321", permalink: "https://www.facebook.com/1234567890_987654321" },
    });
    const [sent] = server.requests;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe("/1234567890/feed");
    expect(sent.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(sent.form!)).toEqual({
      message: request.text,
      link: "https://bistro.example/menu",
      access_token: "page-token",
    });
    expect(sent.query.has("access_token")).toBe(false);
  });

  it("sends no link when the text has none", async () => {
    await publish({ [FEED]: created }, { text: "Closed on Monday." });
    expect(server.requests[0].form!.has("link")).toBe(false);
  });

  it("retries a 429 after its Retry-After", async () => {
    const { outcome, sleeps } = await publish({
      [FEED]: [{ status: 429, headers: { "retry-after": "1" }, json: metaError(4, "Application request limit reached") }, created],
    });
    expect(outcome).toMatchObject({ ok: true, attempts: 2 });
    expect(sleeps).toEqual([1000]);
  });

  it("retries Meta's rate-limit codes although they come as 400", async () => {
    const { outcome } = await publish({ [FEED]: [{ status: 400, json: metaError(32, "Page request limit reached") }, created] });
    expect(outcome).toMatchObject({ ok: true, attempts: 2 });
  });

  it("retries a 5xx", async () => {
    const { outcome } = await publish({
      [FEED]: [{ status: 500, json: metaError(2, "Service temporarily unavailable", { is_transient: true }) }, created],
    });
    expect(outcome).toMatchObject({ ok: true, attempts: 2 });
  });

  it("fails a 400 permanently with Meta's message", async () => {
    const { outcome } = await publish({ [FEED]: { status: 400, json: metaError(100, "(#100) Invalid parameter") } });
    expect(outcome).toMatchObject({
      ok: false,
      attempts: 1,
      error: { kind: "permanent", status: 400, message: "Facebook rejected the post: (#100) Invalid parameter" },
    });
  });

  it("asks to reconnect on error code 190 (expired token), without retrying", async () => {
    const message = "Error validating access token: Session has expired on Tuesday, 10-Nov-26 12:00:00 PST.";
    const { outcome } = await publish({ [FEED]: { status: 400, json: metaError(190, message, { error_subcode: 463 }) } });
    expect(outcome).toMatchObject({
      ok: false,
      attempts: 1,
      error: { kind: "reconnect", message: `The Facebook account needs to be reconnected: ${message}` },
    });
    expect(server.requests).toHaveLength(1);
  });

  it("does not count a 2xx without an id as a success", async () => {
    const { outcome } = await publish({ [FEED]: { status: 200, json: { success: true } } });
    expect(outcome).toMatchObject({ ok: false, error: { kind: "permanent", message: "Facebook answered without a post id." } });
  });
});
