import { expect, it } from "vitest";
import { describeDb } from "@/lib/testing";
import { publisherHarness } from "@/lib/testing/publisher-harness";

const TEXT = "Our spring menu is here: https://bistro.example/menu. Come by!";
const FEED = "POST /1234567890/feed";
const created = { status: 200, json: { id: "1234567890_987654321" } };
const metaError = (code: number, message: string, extra: Record<string, unknown> = {}) => ({
  error: { message, type: "OAuthException", code, fbtrace_id: "AbC", ...extra },
});

describeDb("Facebook publisher", () => {
  const harness = publisherHarness("facebook", {
    post: { text: TEXT, credentials: { page_id: "1234567890", page_access_token: "page-token" } },
    // The Graph API version is part of the base URL; the loopback serves under it too.
    pathPrefix: "/v21.0",
  });

  it("with an image, posts a Page photo (url, message) to /{page-id}/photos and records its post_id", async () => {
    const imageUrl = "https://app.example/media/0b0f5b1e-1c1a-4a53-9d0e-8f3b2f0c9a11.jpg";
    const { outcome, delivery } = await harness.publish({ "POST /1234567890/photos": { status: 200, json: { id: "555", post_id: "1234567890_987654321" } } }, { imageUrl });
    expect(outcome).toEqual({ platform: "facebook", status: "succeeded" });
    expect(delivery).toMatchObject({ attempts: 1, platformPostId: "1234567890_987654321", permalink: "https://www.facebook.com/1234567890_987654321" });
    expect(harness.server.requests).toHaveLength(1);
    const [sent] = harness.server.requests;
    expect(`${sent.method} ${sent.path}`).toBe("POST /1234567890/photos");
    expect(Object.fromEntries(sent.form!)).toEqual({ url: imageUrl, message: TEXT, access_token: "page-token" });
  });

  it("posts message and link to /{page-id}/feed with the page token", async () => {
    const { delivery } = await harness.publish({ [FEED]: created });
    expect(delivery).toEqual({
      status: "succeeded",
      attempts: 1,
      error: null,
      platformPostId: "1234567890_987654321",
      permalink: "https://www.facebook.com/1234567890_987654321",
    });
    const [sent] = harness.server.requests;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe("/1234567890/feed");
    expect(sent.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(sent.form!)).toEqual({
      message: TEXT,
      link: "https://bistro.example/menu",
      access_token: "page-token",
    });
    expect(sent.query.has("access_token")).toBe(false);
  });

  it("sends no link when the text has none", async () => {
    await harness.publish({ [FEED]: created }, { text: "Closed on Monday." });
    expect(harness.server.requests[0].form!.has("link")).toBe(false);
  });

  it("retries a 429 after its Retry-After", async () => {
    const { delivery, sleeps } = await harness.publish({
      [FEED]: [{ status: 429, headers: { "retry-after": "1" }, json: metaError(4, "Application request limit reached") }, created],
    });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(sleeps).toEqual([1000]);
  });

  it("retries Meta's rate-limit codes although they come as 400", async () => {
    const { delivery } = await harness.publish({ [FEED]: [{ status: 400, json: metaError(32, "Page request limit reached") }, created] });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
  });

  it("retries a 5xx", async () => {
    const { delivery } = await harness.publish({
      [FEED]: [{ status: 500, json: metaError(2, "Service temporarily unavailable", { is_transient: true }) }, created],
    });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
  });

  it("fails a 400 permanently with Meta's message", async () => {
    const { delivery, sleeps, connection } = await harness.publish({ [FEED]: { status: 400, json: metaError(100, "(#100) Invalid parameter") } });
    expect(delivery).toMatchObject({ status: "failed", attempts: 1, error: "Facebook rejected the post: (#100) Invalid parameter" });
    expect(sleeps).toEqual([]);
    expect(connection).toBe("active");
  });

  it("asks to reconnect on error code 190 (expired token), without retrying", async () => {
    const message = "Error validating access token: Session has expired on Tuesday, 10-Nov-26 12:00:00 PST.";
    const { delivery, sleeps, connection } = await harness.publish({ [FEED]: { status: 400, json: metaError(190, message, { error_subcode: 463 }) } });
    expect(delivery).toMatchObject({ status: "failed", attempts: 1, error: `The Facebook account needs to be reconnected: ${message}` });
    expect(sleeps).toEqual([]);
    expect(connection).toBe("reconnect_required");
    expect(harness.server.requests).toHaveLength(1);
  });

  it("does not count a 2xx without an id as a success", async () => {
    const { delivery } = await harness.publish({ [FEED]: { status: 200, json: { success: true } } });
    expect(delivery).toMatchObject({ status: "failed", error: "Facebook answered without a post id.", platformPostId: null });
  });
});
