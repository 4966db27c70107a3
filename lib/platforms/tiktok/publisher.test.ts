import { expect, it } from "vitest";
import { createTikTokPublisher, TIKTOK_PRIVACY_LEVEL } from "@/lib/platforms/tiktok/publisher";
import { describeDb } from "@/lib/testing";
import { noSleep } from "@/lib/testing/loopback-server";
import { publisherHarness } from "@/lib/testing/publisher-harness";

const TEXT = "Behind the scenes at the roastery\nFresh batch every morning #coffee";
const IMAGE_URL = "https://cdn.example/roastery.jpg";
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

describeDb("TikTok publisher", () => {
  const harness = publisherHarness("tiktok", {
    post: { text: TEXT, imageUrl: IMAGE_URL, credentials: { access_token: "tt-token" } },
    script: { [CREATOR]: creatorOk, [INIT]: initOk, [STATUS]: [processing, complete] },
    // The status polls recorded, not waited.
    publisher: createTikTokPublisher({ sleep: noSleep, maxPolls: 3 }),
  });
  const routes = () => harness.server.requests.map((r) => `${r.method} ${r.path}`);

  it("queries the creator, initialises a photo post pulled from the URL and polls until PUBLISH_COMPLETE", async () => {
    const { outcome, delivery } = await harness.publish({});
    expect(outcome).toEqual({ platform: "tiktok", status: "succeeded" });
    expect(delivery).toMatchObject({ attempts: 1, platformPostId: "7291234567890123456", permalink: "https://www.tiktok.com/@roastery/photo/7291234567890123456" });
    const [creator, init, poll1, poll2] = harness.server.requests;
    expect(`${creator.method} ${creator.path}`).toBe(CREATOR);
    expect(creator.headers.authorization).toBe("Bearer tt-token");
    expect(`${init.method} ${init.path}`).toBe(INIT);
    expect(init.headers.authorization).toBe("Bearer tt-token");
    expect(init.headers["content-type"]).toMatch(/^application\/json/);
    expect(init.json).toEqual({
      post_info: {
        title: "Behind the scenes at the roastery",
        description: TEXT,
        privacy_level: TIKTOK_PRIVACY_LEVEL,
      },
      source_info: { source: "PULL_FROM_URL", photo_images: [IMAGE_URL], photo_cover_index: 0 },
      post_mode: "DIRECT_POST",
      media_type: "PHOTO",
    });
    expect(`${poll1.method} ${poll1.path}`).toBe(STATUS);
    expect(poll1.json).toEqual({ publish_id: "p_pub_url~v2.123" });
    expect(poll2.json).toEqual({ publish_id: "p_pub_url~v2.123" });
  });

  it("uses the publish id when TikTok has no public post id yet", async () => {
    const { delivery } = await harness.publish({ [STATUS]: { status: 200, json: { data: { status: "PUBLISH_COMPLETE", publicaly_available_post_id: [] }, error: ok } } });
    expect(delivery).toMatchObject({ status: "succeeded", platformPostId: "p_pub_url~v2.123" });
  });

  it("fails permanently with TikTok's fail_reason", async () => {
    const { delivery, sleeps } = await harness.publish({ [STATUS]: { status: 200, json: { data: { status: "FAILED", fail_reason: "picture_size_check_failed" }, error: ok } } });
    expect(delivery).toMatchObject({ status: "failed", attempts: 1, error: "TikTok could not publish the post: picture_size_check_failed" });
    expect(sleeps).toEqual([]);
  });

  it("reports an unknown outcome when the post is still processing after the last poll", async () => {
    const { delivery } = await harness.publish({ [STATUS]: processing });
    expect(delivery).toMatchObject({ status: "failed", attempts: 1 });
    expect(delivery.error).toMatch(/may have been published; check TikTok before retrying/);
    expect(harness.server.requests.filter((r) => r.path.endsWith("/init/"))).toHaveLength(1);
  });

  it("retries a 429 after its Retry-After", async () => {
    const { delivery, sleeps } = await harness.publish({
      [INIT]: [{ status: 429, headers: { "retry-after": "1" }, json: tiktokError("rate_limit_exceeded", "Too many requests") }, initOk],
    });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(sleeps).toEqual([1000]);
  });

  it("retries a 5xx", async () => {
    const { delivery } = await harness.publish({ [INIT]: [{ status: 500, json: tiktokError("internal_error", "Something went wrong") }, initOk] });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
  });

  it("fails a 400 permanently with TikTok's message", async () => {
    const message = "Please review our integration guidelines. Unaudited clients can only post to private accounts.";
    const { delivery, sleeps, connection } = await harness.publish({ [INIT]: { status: 403, json: tiktokError("unaudited_client_can_only_post_to_private_accounts", message) } });
    expect(delivery).toMatchObject({ status: "failed", attempts: 1, error: `TikTok rejected the post: ${message}` });
    expect(sleeps).toEqual([]);
    expect(connection).toBe("active");
  });

  it("asks to reconnect on an invalid or expired token", async () => {
    const message = "The access token is invalid or not found in the request.";
    const { delivery, connection } = await harness.publish({ [INIT]: { status: 401, json: tiktokError("access_token_invalid", message) } });
    expect(delivery).toMatchObject({
      status: "failed",
      attempts: 1,
      error: `The TikTok account needs to be reconnected: ${message}`,
    });
    expect(connection).toBe("reconnect_required");
  });

  it("does not count an init without a publish_id as a success", async () => {
    const { delivery } = await harness.publish({ [INIT]: { status: 200, json: { data: {}, error: ok } } });
    expect(delivery).toMatchObject({ status: "failed", error: "TikTok answered without a post id.", platformPostId: null });
  });

  it("refuses, before init, a privacy level the creator may not use (an unaudited app: SELF_ONLY)", async () => {
    const { delivery } = await harness.publish({ [CREATOR]: { status: 200, json: { data: { creator_username: "roastery", privacy_level_options: ["SELF_ONLY"] }, error: ok } } });
    expect(delivery).toMatchObject({ status: "failed", attempts: 1 });
    expect(delivery.error).toContain("only as SELF_ONLY");
    expect(routes()).toEqual([CREATOR]);
  });

  it("asks to reconnect when the creator query refuses the token, before init", async () => {
    const { delivery, connection } = await harness.publish({ [CREATOR]: { status: 401, json: tiktokError("access_token_invalid", "The access token is invalid or not found in the request.") } });
    expect(delivery).toMatchObject({ status: "failed" });
    expect(connection).toBe("reconnect_required");
    expect(routes()).toEqual([CREATOR]);
  });

  it("refuses a post without an image", async () => {
    const { delivery } = await harness.publish({}, { imageUrl: null });
    expect(delivery).toMatchObject({ status: "failed" });
    expect(harness.server.requests).toHaveLength(0);
  });
});
