import { expect, it } from "vitest";
import { describeDb } from "@/lib/testing";
import { publisherHarness } from "@/lib/testing/publisher-harness";

const DID = "did:plc:z72i7hdynmk6r22z27h6tvur";
// Multi-byte characters before the link and tag make byte offsets differ from string indexes.
const TEXT = "Café news ✨ https://bistro.example/menu #coffee";

const SESSION = "POST /xrpc/com.atproto.server.createSession";
const CREATE = "POST /xrpc/com.atproto.repo.createRecord";
const session = {
  status: 200,
  json: { accessJwt: "access-jwt", refreshJwt: "refresh-jwt", handle: "bistro.bsky.social", did: DID, active: true },
};
const created = {
  status: 200,
  json: {
    uri: `at://${DID}/app.bsky.feed.post/3l6oveex3ii2l`,
    cid: "bafyreie5737gdxlw5i64vzichcalba3z2v5n6icifvx5xytvske7mr3hpm",
    validationStatus: "valid",
  },
};
const xrpcError = (status: number, error: string, message: string, headers: Record<string, string> = {}) => ({
  status,
  headers,
  json: { error, message },
});

function byteRange(text: string, part: string) {
  const start = text.indexOf(part);
  const byteStart = Buffer.byteLength(text.slice(0, start), "utf8");
  return { byteStart, byteEnd: byteStart + Buffer.byteLength(part, "utf8") };
}

describeDb("Bluesky publisher", () => {
  const harness = publisherHarness("bluesky", {
    post: { text: TEXT, credentials: { handle: "bistro.bsky.social", app_password: "abcd-efgh-ijkl-mnop" } },
    script: { [SESSION]: session, [CREATE]: created },
  });

  it("logs in with the app password and creates a post record with link and hashtag facets", async () => {
    const { outcome, delivery } = await harness.publish({});
    expect(outcome).toEqual({ platform: "bluesky", status: "succeeded" });
    expect(delivery).toMatchObject({
      status: "succeeded",
      attempts: 1,
      platformPostId: `at://${DID}/app.bsky.feed.post/3l6oveex3ii2l`,
      permalink: "https://bsky.app/profile/bistro.bsky.social/post/3l6oveex3ii2l",
    });
    const [login, create] = harness.server.requests;
    expect(`${login.method} ${login.path}`).toBe(SESSION);
    expect(login.json).toMatchObject({ identifier: "bistro.bsky.social", password: "abcd-efgh-ijkl-mnop" });

    expect(`${create.method} ${create.path}`).toBe(CREATE);
    expect(create.headers.authorization).toBe("Bearer access-jwt");
    expect(create.json).toMatchObject({ repo: DID, collection: "app.bsky.feed.post" });
    const record = create.json.record;
    expect(record.$type).toBe("app.bsky.feed.post");
    expect(record.text).toBe(TEXT);
    expect(Number.isNaN(Date.parse(record.createdAt))).toBe(false);

    const link = byteRange(TEXT, "https://bistro.example/menu");
    const tag = byteRange(TEXT, "#coffee");
    // "Café" (é = 2 bytes) and "✨" (3 bytes) shift the link by 3 bytes from its string index.
    expect(link.byteStart).toBe(TEXT.indexOf("https") + 3);
    expect(record.facets).toEqual([
      { index: link, features: [{ $type: "app.bsky.richtext.facet#link", uri: "https://bistro.example/menu" }] },
      { index: tag, features: [{ $type: "app.bsky.richtext.facet#tag", tag: "coffee" }] },
    ]);
  });

  it("retries a 429 after its Retry-After", async () => {
    const { delivery, sleeps } = await harness.publish({
      [CREATE]: [xrpcError(429, "RateLimitExceeded", "Rate Limit Exceeded", { "retry-after": "1" }), created],
    });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(sleeps).toEqual([1000]);
  });

  it("retries a 5xx", async () => {
    const { delivery } = await harness.publish({ [CREATE]: [xrpcError(502, "UpstreamFailure", "Upstream Failure"), created] });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
  });

  it("fails a 400 permanently with Bluesky's message", async () => {
    const message = "Invalid app.bsky.feed.post record: Record/text must not be longer than 300 graphemes";
    const { delivery, sleeps, connection } = await harness.publish({ [CREATE]: xrpcError(400, "InvalidRequest", message) });
    expect(delivery).toMatchObject({ status: "failed", attempts: 1, error: `Bluesky rejected the post: ${message}` });
    expect(sleeps).toEqual([]);
    expect(connection).toBe("active");
  });

  it("asks to reconnect when the app password is revoked", async () => {
    const { delivery, connection } = await harness.publish({ [SESSION]: xrpcError(401, "AuthenticationRequired", "Invalid identifier or password") });
    expect(delivery).toMatchObject({
      status: "failed",
      attempts: 1,
      error: "The Bluesky account needs to be reconnected: Invalid identifier or password",
    });
    expect(connection).toBe("reconnect_required");
  });

  it("asks to reconnect when the session token has expired", async () => {
    const { delivery, connection } = await harness.publish({ [CREATE]: xrpcError(400, "ExpiredToken", "Token has expired") });
    expect(delivery).toMatchObject({
      status: "failed",
      attempts: 1,
      error: "The Bluesky account needs to be reconnected: Token has expired",
    });
    expect(connection).toBe("reconnect_required");
  });

  it("does not count a createRecord answer without a uri as a success", async () => {
    const { delivery } = await harness.publish({ [CREATE]: { status: 200, json: { cid: created.json.cid } } });
    expect(delivery).toMatchObject({ status: "failed", error: "Bluesky answered without a post id.", platformPostId: null });
  });

  it("never resends a createRecord whose answer was lost", async () => {
    const { delivery } = await harness.publish({ [CREATE]: ["reset", created] });
    expect(delivery).toMatchObject({ status: "failed", attempts: 1 });
    expect(delivery.error).toMatch(/may have been published; check Bluesky before retrying/);
    expect(harness.server.requests.filter((r) => r.path.endsWith("createRecord"))).toHaveLength(1);
  });
});
