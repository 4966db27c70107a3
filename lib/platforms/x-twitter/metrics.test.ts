import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_METRIC_COUNT, MAX_METRICS_ANSWER_CHARS } from "@/lib/platforms/metrics-kit/metric-count";
import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import { readXMetrics, xTwitterMetrics } from "@/lib/platforms/x-twitter/metrics";
import { startPlatformServer, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";
import { createXApi, type XApi } from "@/lib/testing/platform-servers/x";

const DAY = 24 * 3600_000;
const options = { sourceEndpoint: "GET /2/tweets?ids=1&tweet.fields=public_metrics", withNonPublic: true };
const answerWith = (metrics: Record<string, unknown>) => ({ data: [{ id: "1", text: "t", public_metrics: metrics, non_public_metrics: { url_link_clicks: 4 } }] });
const reasonOf = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(PublishError);
    return error as PublishError;
  }
  throw new Error("expected the answer to be refused");
};

describe("readXMetrics", () => {
  it("maps X's public and non-public metrics, each with its provenance; reach is not offered", () => {
    const reading = readXMetrics(answerWith({ like_count: 0, reply_count: 2, retweet_count: 3, quote_count: 1, bookmark_count: 5, impression_count: 700 }), "1", options);
    expect(reading.metrics).toEqual({
      views: { state: "value", value: 700 },
      reach: { state: "not_offered" },
      likes: { state: "value", value: 0 },
      comments: { state: "value", value: 2 },
      shares: { state: "value", value: 3 },
      saves: { state: "value", value: 5 },
      clicks: { state: "value", value: 4 },
    });
    expect(reading.extras).toEqual({ quote_count: 1 });
  });

  it("a metric X did not return is not_returned, never 0; clicks after 30 days are not offered", () => {
    const reading = readXMetrics({ data: [{ id: "1", public_metrics: { like_count: 9 } }] }, "1", { ...options, withNonPublic: false });
    expect(reading.metrics.likes).toEqual({ state: "value", value: 9 });
    expect(reading.metrics.views).toEqual({ state: "not_returned" });
    expect(reading.metrics.saves).toEqual({ state: "not_returned" });
    expect(reading.metrics.clicks).toEqual({ state: "not_offered" });
  });

  it.each([
    ["a negative count", answerWith({ like_count: -1 }), "data.0.public_metrics.like_count"],
    ["a count as a string", answerWith({ like_count: "12" }), "data.0.public_metrics.like_count"],
    ["a fractional count", answerWith({ impression_count: 1.5 }), "data.0.public_metrics.impression_count"],
    ["a huge count", answerWith({ impression_count: MAX_METRIC_COUNT + 1 }), "data.0.public_metrics.impression_count"],
    ["a count that is not finite", { data: [{ id: "1", public_metrics: { like_count: null } }] }, "data.0.public_metrics.like_count"],
    ["data that is not a list", { data: { id: "1" } }, "data"],
    ["an answer that is a list", [1, 2], "the answer"],
  ])("%s is refused with its reason, never stored", (_, json, where) => {
    const error = reasonOf(() => readXMetrics(json, "1", options));
    expect(error.kind).toBe("permanent");
    expect(error.message).toContain("answered metrics that cannot be used");
    expect(error.message).toContain(where);
  });

  it("a post X cannot find is an error naming X's reason", () => {
    const error = reasonOf(() => readXMetrics({ errors: [{ detail: "Could not find tweet with ids: [1].", title: "Not Found Error" }] }, "1", options));
    expect(error.message).toContain("Could not find tweet with ids: [1].");
  });
});

describe("the X metrics fetcher against the loopback X API", () => {
  let api: XApi;
  let server: PlatformServer;
  const fetchOf = (id: string, token = "good", publishedAt = new Date()) =>
    xTwitterMetrics.fetch({ credentials: { access_token: token }, platformPostId: id, publishedAt, now: new Date() }, { baseUrl: server.url, timeoutMs: 5000 });

  beforeAll(async () => {
    api = createXApi({ tokens: ["good"] });
    server = await startPlatformServer([api]);
    api.tweets.push({ id: "1850000000000000001", text: "Hello", mediaIds: [], token: "good" });
  });
  afterAll(() => server.close());

  it("asks for public and non-public metrics of an own post under 30 days, and the counts grow between reads", async () => {
    const first = await fetchOf("1850000000000000001");
    const second = await fetchOf("1850000000000000001");
    expect(first.sourceEndpoint).toBe("GET /2/tweets?ids=1850000000000000001&tweet.fields=public_metrics,non_public_metrics");
    expect(first.metrics.clicks).toEqual({ state: "value", value: 2 });
    expect(second.metrics.views).toEqual({ state: "value", value: 200 });
    const call = server.calls.at(-1)!;
    expect(call.headers.authorization).toBe("Bearer good");
  });

  it("after 30 days asks for public metrics only", async () => {
    const reading = await fetchOf("1850000000000000001", "good", new Date(Date.now() - 31 * DAY));
    expect(reading.sourceEndpoint).toBe("GET /2/tweets?ids=1850000000000000001&tweet.fields=public_metrics");
    expect(reading.metrics.clicks).toEqual({ state: "not_offered" });
  });

  it("a 429 is retryable after its Retry-After", async () => {
    api.metrics.scripted.push({ status: 429, headers: { "retry-after": "42" }, json: { title: "Too Many Requests", detail: "Too Many Requests", type: "about:blank", status: 429 } });
    const error = await fetchOf("1850000000000000001").catch((caught) => caught);
    expect(error).toMatchObject({ kind: "retryable", status: 429, retryAfterMs: 42_000 });
    expect(error.message).toContain("rate limiting metrics reads");
  });

  it("an expired token asks for reconnecting (the pipeline renews once first)", async () => {
    const error = await fetchOf("1850000000000000001", "expired").catch((caught) => caught);
    expect(error).toMatchObject({ kind: "reconnect", status: 401 });
  });

  it("a body that is not JSON, or far too long, is an error with its reason", async () => {
    api.metrics.scripted.push({ status: 200, body: "<html>oops</html>", headers: { "content-type": "text/html" } });
    expect((await fetchOf("1850000000000000001").catch((caught) => caught)).message).toContain("the answer is not JSON");
    api.metrics.scripted.push({ status: 200, json: { data: [], padding: "x".repeat(MAX_METRICS_ANSWER_CHARS) } });
    expect((await fetchOf("1850000000000000001").catch((caught) => caught)).message).toContain("characters long");
  });

  it("a post X does not have is a permanent error", async () => {
    const error = await fetchOf("1850000000000000999").catch((caught) => caught);
    expect(error).toMatchObject({ kind: "permanent" });
    expect(error.message).toContain("Could not find tweet");
  });
});
