import { afterEach, describe, expect, it } from "vitest";
import { blueskyPublisher } from "@/lib/platforms/bluesky/publisher";
import type { PublishRequest } from "@/lib/platforms/publisher-kit/types";
import { type Loopback, publishRecordingSleeps, startLoopback, type Script } from "@/lib/testing/loopback-server";

const DID = "did:plc:z72i7hdynmk6r22z27h6tvur";
const request: PublishRequest = {
  platform: "bluesky",
  // Multi-byte characters before the link and tag make byte offsets differ from string indexes.
  text: "Café news ✨ https://bistro.example/menu #coffee",
  imageUrl: null,
  credentials: { handle: "bistro.bsky.social", app_password: "abcd-efgh-ijkl-mnop" },
  idempotencyKey: "delivery-1",
};

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

let server: Loopback;
afterEach(() => server?.close());

async function publish(script: Script) {
  server = await startLoopback({ [SESSION]: session, [CREATE]: created, ...script });
  return publishRecordingSleeps(blueskyPublisher, request, server.baseUrl);
}

function byteRange(text: string, part: string) {
  const start = text.indexOf(part);
  const byteStart = Buffer.byteLength(text.slice(0, start), "utf8");
  return { byteStart, byteEnd: byteStart + Buffer.byteLength(part, "utf8") };
}

describe("Bluesky publisher", () => {
  it("logs in with the app password and creates a post record with link and hashtag facets", async () => {
    const { outcome } = await publish({});
    expect(outcome).toEqual({
      ok: true,
      attempts: 1,
      result: {
        platformPostId: `at://${DID}/app.bsky.feed.post/3l6oveex3ii2l`,
        permalink: "https://bsky.app/profile/bistro.bsky.social/post/3l6oveex3ii2l",
      },
    });
    const [login, create] = server.requests;
    expect(`${login.method} ${login.path}`).toBe(SESSION);
    expect(login.json).toMatchObject({ identifier: "bistro.bsky.social", password: "abcd-efgh-ijkl-mnop" });

    expect(`${create.method} ${create.path}`).toBe(CREATE);
    expect(create.headers.authorization).toBe("Bearer access-jwt");
    expect(create.json).toMatchObject({ repo: DID, collection: "app.bsky.feed.post" });
    const record = create.json.record;
    expect(record.$type).toBe("app.bsky.feed.post");
    expect(record.text).toBe(request.text);
    expect(Number.isNaN(Date.parse(record.createdAt))).toBe(false);

    const link = byteRange(request.text, "https://bistro.example/menu");
    const tag = byteRange(request.text, "#coffee");
    // "Café" (é = 2 bytes) and "✨" (3 bytes) shift the link by 3 bytes from its string index.
    expect(link.byteStart).toBe(request.text.indexOf("https") + 3);
    expect(record.facets).toEqual([
      { index: link, features: [{ $type: "app.bsky.richtext.facet#link", uri: "https://bistro.example/menu" }] },
      { index: tag, features: [{ $type: "app.bsky.richtext.facet#tag", tag: "coffee" }] },
    ]);
  });

  it("retries a 429 after its Retry-After", async () => {
    const { outcome, sleeps } = await publish({
      [CREATE]: [xrpcError(429, "RateLimitExceeded", "Rate Limit Exceeded", { "retry-after": "1" }), created],
    });
    expect(outcome).toMatchObject({ ok: true, attempts: 2 });
    expect(sleeps).toEqual([1000]);
  });

  it("retries a 5xx", async () => {
    const { outcome } = await publish({ [CREATE]: [xrpcError(502, "UpstreamFailure", "Upstream Failure"), created] });
    expect(outcome).toMatchObject({ ok: true, attempts: 2 });
  });

  it("fails a 400 permanently with Bluesky's message", async () => {
    const message = "Invalid app.bsky.feed.post record: Record/text must not be longer than 300 graphemes";
    const { outcome } = await publish({ [CREATE]: xrpcError(400, "InvalidRequest", message) });
    expect(outcome).toMatchObject({ ok: false, attempts: 1, error: { kind: "permanent", message: `Bluesky rejected the post: ${message}` } });
  });

  it("asks to reconnect when the app password is revoked", async () => {
    const { outcome } = await publish({ [SESSION]: xrpcError(401, "AuthenticationRequired", "Invalid identifier or password") });
    expect(outcome).toMatchObject({
      ok: false,
      attempts: 1,
      error: { kind: "reconnect", message: "The Bluesky account needs to be reconnected: Invalid identifier or password" },
    });
  });

  it("asks to reconnect when the session token has expired", async () => {
    const { outcome } = await publish({ [CREATE]: xrpcError(400, "ExpiredToken", "Token has expired") });
    expect(outcome).toMatchObject({
      ok: false,
      attempts: 1,
      error: { kind: "reconnect", message: "The Bluesky account needs to be reconnected: Token has expired" },
    });
  });

  it("does not count a createRecord answer without a uri as a success", async () => {
    const { outcome } = await publish({ [CREATE]: { status: 200, json: { cid: created.json.cid } } });
    expect(outcome).toMatchObject({ ok: false, error: { kind: "permanent", message: "Bluesky answered without a post id." } });
  });

  it("never resends a createRecord whose answer was lost", async () => {
    const { outcome } = await publish({ [CREATE]: ["reset", created] });
    expect(outcome).toMatchObject({ ok: false, attempts: 1, error: { kind: "unknown_outcome" } });
    expect(server.requests.filter((r) => r.path.endsWith("createRecord"))).toHaveLength(1);
  });
});
