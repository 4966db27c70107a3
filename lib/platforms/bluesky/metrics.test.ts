import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blueskyMetrics, readBlueskyMetrics } from "@/lib/platforms/bluesky/metrics";
import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import { createBlueskyAppViewApi, type BlueskyAppViewApi } from "@/lib/testing/platform-servers/bluesky-appview";
import { startPlatformServer, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";

const URI = "at://did:plc:abc123/app.bsky.feed.post/3l6oveex3ii2l";
const refused = (json: unknown) => {
  try {
    readBlueskyMetrics(json, URI, "GET /xrpc/app.bsky.feed.getPosts");
  } catch (error) {
    expect(error).toBeInstanceOf(PublishError);
    return (error as PublishError).message;
  }
  throw new Error("expected the answer to be refused");
};

describe("readBlueskyMetrics", () => {
  it("maps the four counts; views, reach and clicks do not exist on Bluesky", () => {
    const reading = readBlueskyMetrics({ posts: [{ uri: URI, likeCount: 4, repostCount: 0, replyCount: 2, quoteCount: 1 }] }, URI, "GET /xrpc/app.bsky.feed.getPosts?uris=x");
    expect(reading.metrics).toEqual({
      views: { state: "not_offered" },
      reach: { state: "not_offered" },
      likes: { state: "value", value: 4 },
      comments: { state: "value", value: 2 },
      shares: { state: "value", value: 0 },
      saves: { state: "not_returned" },
      clicks: { state: "not_offered" },
    });
    expect(reading.extras).toEqual({ quoteCount: 1 });
  });

  it.each([
    ["negative", { posts: [{ uri: URI, likeCount: -3 }] }, "posts.0.likeCount"],
    ["non-numeric", { posts: [{ uri: URI, replyCount: "many" }] }, "posts.0.replyCount"],
    ["huge", { posts: [{ uri: URI, repostCount: 1e300 }] }, "posts.0.repostCount"],
    ["malformed", { feed: [] }, "posts"],
  ])("a %s answer is an error with its reason", (_, json, where) => {
    const message = refused(json);
    expect(message).toContain("answered metrics that cannot be used");
    expect(message).toContain(where);
  });

  it("a post the AppView does not have is an error, not zeros", () => {
    expect(refused({ posts: [] })).toContain("has no post");
  });
});

describe("the Bluesky metrics fetcher against a loopback AppView", () => {
  let api: BlueskyAppViewApi;
  let server: PlatformServer;
  const fetchOf = (uri: string) =>
    blueskyMetrics.fetch({ credentials: {}, platformPostId: uri, publishedAt: new Date(), now: new Date() }, { baseUrl: server.url, timeoutMs: 5000 });

  beforeAll(async () => {
    api = createBlueskyAppViewApi();
    server = await startPlatformServer([api]);
    api.posts.set(URI, { handle: "brand.test", text: "Hello", reads: 0 });
  });
  afterAll(() => server.close());

  it("reads the counts without a session, and they grow between reads", async () => {
    const first = await fetchOf(URI);
    const second = await fetchOf(URI);
    expect(first.sourceEndpoint).toBe(`GET /xrpc/app.bsky.feed.getPosts?uris=${encodeURIComponent(URI)}`);
    expect(first.metrics.likes).toEqual({ state: "value", value: 2 });
    expect(second.metrics.likes).toEqual({ state: "value", value: 4 });
    expect(server.calls.at(-1)!.headers.authorization).toBeUndefined();
  });

  it("a 429 is retryable after its Retry-After; a 400 is final", async () => {
    api.scripted.push({ status: 429, headers: { "retry-after": "7" }, json: { error: "RateLimitExceeded", message: "Rate Limit Exceeded" } });
    expect(await fetchOf(URI).catch((caught) => caught)).toMatchObject({ kind: "retryable", retryAfterMs: 7000 });
    const error = await fetchOf("not-a-uri").catch((caught) => caught);
    expect(error).toMatchObject({ kind: "permanent", status: 400 });
    expect(error.message).toContain("uris must be valid at-uris");
  });
});
