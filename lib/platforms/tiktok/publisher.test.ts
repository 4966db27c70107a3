import { afterEach, describe, expect, it } from "vitest";
import type { PublishRequest } from "@/lib/platforms/publisher-kit/types";
import { createTikTokPublisher, TIKTOK_PRIVACY_LEVEL } from "@/lib/platforms/tiktok/publisher";
import { type Loopback, noSleep, publishRecordingSleeps, startLoopback, type Script } from "@/lib/testing/loopback-server";

const request: PublishRequest = {
  platform: "tiktok",
  text: "Behind the scenes at the roastery\nFresh batch every morning #coffee",
  imageUrl: "https://cdn.example/roastery.jpg",
  credentials: { access_token: "tt-token" },
  idempotencyKey: "delivery-1",
};

const publisher = createTikTokPublisher({ sleep: noSleep, maxPolls: 3 });
const CREATOR = "POST /v2/post/publish/creator_info/query/";
const INIT = "POST /v2/post/publish/content/init/";
const STATUS = "POST /v2/post/publish/status/fetch/";
const ok = { code: "ok", message: "", log_id: "log-1" };
const creatorOk = { status: 200, json: { data: { creator_username: "roastery", creator_nickname: "The Roastery", privacy_level_options: ["PUBLIC_TO_EVERYONE", "MUTUAL_FOLLOW_FRIENDS", "SELF_ONLY"] }, error: ok } };
const initOk = { status: 200, json: { data: { publish_id: "p_pub_url~v2.123" }, error: ok } };
// The post id is an int64 JSON number; it must survive without rounding.
const complete = {
  status: 200,
  body: `{"data":{"status":"PUBLISH_COMPLETE","publicaly_available_post_id":[7291234567890123456]},"error":{"code":"ok","message":"","log_id":"log-2"}}`,
  headers: { "content-type": "application/json" },
};
const processing = { status: 200, json: { data: { status: "PROCESSING_DOWNLOAD" }, error: ok } };
const tiktokError = (code: string, message: string) => ({ error: { code, message, log_id: "log-e" } });

let server: Loopback;
afterEach(() => server?.close());

async function publish(script: Script, overrides: Partial<PublishRequest> = {}) {
  server = await startLoopback({ [CREATOR]: creatorOk, [INIT]: initOk, [STATUS]: [processing, complete], ...script });
  return publishRecordingSleeps(publisher, { ...request, ...overrides }, server.baseUrl);
}

describe("TikTok publisher", () => {
  it("queries the creator, initialises a photo post pulled from the URL and polls until PUBLISH_COMPLETE", async () => {
    const { outcome } = await publish({});
    expect(outcome).toEqual({ ok: true, attempts: 1, result: { platformPostId: "7291234567890123456", permalink: "https://www.tiktok.com/@roastery/photo/7291234567890123456" } });
    const [creator, init, poll1, poll2] = server.requests;
    expect(`${creator.method} ${creator.path}`).toBe(CREATOR);
    expect(creator.headers.authorization).toBe("Bearer tt-token");
    expect(`${init.method} ${init.path}`).toBe(INIT);
    expect(init.headers.authorization).toBe("Bearer tt-token");
    expect(init.headers["content-type"]).toMatch(/^application\/json/);
    expect(init.json).toEqual({
      post_info: {
        title: "Behind the scenes at the roastery",
        description: request.text,
        privacy_level: TIKTOK_PRIVACY_LEVEL,
      },
      source_info: { source: "PULL_FROM_URL", photo_images: [request.imageUrl], photo_cover_index: 0 },
      post_mode: "DIRECT_POST",
      media_type: "PHOTO",
    });
    expect(`${poll1.method} ${poll1.path}`).toBe(STATUS);
    expect(poll1.json).toEqual({ publish_id: "p_pub_url~v2.123" });
    expect(poll2.json).toEqual({ publish_id: "p_pub_url~v2.123" });
  });

  it("uses the publish id when TikTok has no public post id yet", async () => {
    const { outcome } = await publish({ [STATUS]: { status: 200, json: { data: { status: "PUBLISH_COMPLETE", publicaly_available_post_id: [] }, error: ok } } });
    expect(outcome).toMatchObject({ ok: true, result: { platformPostId: "p_pub_url~v2.123" } });
  });

  it("fails permanently with TikTok's fail_reason", async () => {
    const { outcome } = await publish({ [STATUS]: { status: 200, json: { data: { status: "FAILED", fail_reason: "picture_size_check_failed" }, error: ok } } });
    expect(outcome).toMatchObject({ ok: false, attempts: 1, error: { kind: "permanent", message: "TikTok could not publish the post: picture_size_check_failed" } });
  });

  it("reports an unknown outcome when the post is still processing after the last poll", async () => {
    const { outcome } = await publish({ [STATUS]: processing });
    expect(outcome).toMatchObject({ ok: false, attempts: 1, error: { kind: "unknown_outcome" } });
    if (!outcome.ok) expect(outcome.error.message).toMatch(/may have been published; check TikTok before retrying/);
    expect(server.requests.filter((r) => r.path.endsWith("/init/"))).toHaveLength(1);
  });

  it("retries a 429 after its Retry-After", async () => {
    const { outcome, sleeps } = await publish({
      [INIT]: [{ status: 429, headers: { "retry-after": "1" }, json: tiktokError("rate_limit_exceeded", "Too many requests") }, initOk],
    });
    expect(outcome).toMatchObject({ ok: true, attempts: 2 });
    expect(sleeps).toEqual([1000]);
  });

  it("retries a 5xx", async () => {
    const { outcome } = await publish({ [INIT]: [{ status: 500, json: tiktokError("internal_error", "Something went wrong") }, initOk] });
    expect(outcome).toMatchObject({ ok: true, attempts: 2 });
  });

  it("fails a 400 permanently with TikTok's message", async () => {
    const message = "Please review our integration guidelines. Unaudited clients can only post to private accounts.";
    const { outcome } = await publish({ [INIT]: { status: 403, json: tiktokError("unaudited_client_can_only_post_to_private_accounts", message) } });
    expect(outcome).toMatchObject({ ok: false, attempts: 1, error: { kind: "permanent", message: `TikTok rejected the post: ${message}` } });
  });

  it("asks to reconnect on an invalid or expired token", async () => {
    const message = "The access token is invalid or not found in the request.";
    const { outcome } = await publish({ [INIT]: { status: 401, json: tiktokError("access_token_invalid", message) } });
    expect(outcome).toMatchObject({
      ok: false,
      attempts: 1,
      error: { kind: "reconnect", message: `The TikTok account needs to be reconnected: ${message}` },
    });
  });

  it("does not count an init without a publish_id as a success", async () => {
    const { outcome } = await publish({ [INIT]: { status: 200, json: { data: {}, error: ok } } });
    expect(outcome).toMatchObject({ ok: false, error: { kind: "permanent", message: "TikTok answered without a post id." } });
  });

  it("refuses, before init, a privacy level the creator may not use (an unaudited app: SELF_ONLY)", async () => {
    const { outcome } = await publish({ [CREATOR]: { status: 200, json: { data: { creator_username: "roastery", privacy_level_options: ["SELF_ONLY"] }, error: ok } } });
    expect(outcome).toMatchObject({ ok: false, attempts: 1, error: { kind: "permanent" } });
    if (!outcome.ok) expect(outcome.error.message).toContain("only as SELF_ONLY");
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([CREATOR]);
  });

  it("asks to reconnect when the creator query refuses the token, before init", async () => {
    const { outcome } = await publish({ [CREATOR]: { status: 401, json: tiktokError("access_token_invalid", "The access token is invalid or not found in the request.") } });
    expect(outcome).toMatchObject({ ok: false, error: { kind: "reconnect" } });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([CREATOR]);
  });

  it("refuses a post without an image", async () => {
    const { outcome } = await publish({}, { imageUrl: null });
    expect(outcome).toMatchObject({ ok: false, error: { kind: "permanent" } });
    expect(server.requests).toHaveLength(0);
  });
});
