import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { facebookMetrics, readFacebookMetrics } from "@/lib/platforms/facebook/metrics";
import { MAX_METRIC_COUNT } from "@/lib/platforms/metrics-kit/metric-count";
import { readWith, refusal } from "@/lib/testing/metrics-reader-harness";
import { createFacebookApi, FACEBOOK_INSIGHTS, type FacebookApi } from "@/lib/testing/platform-servers/facebook";
import { graphRateLimited } from "@/lib/testing/platform-servers/graph-kit";
import { startPlatformServer, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";

const POST = "1040000000000001_122100000000000001";
const insights = (views: unknown) => ({ data: [{ name: "post_media_view", period: "lifetime", values: [{ value: views }] }] });

describe("the Facebook metrics reader against the loopback Graph API", () => {
  let api: FacebookApi;
  let server: PlatformServer;
  const read = (token = "page-token", id = POST) => readWith(facebookMetrics, server.url, { page_id: "1040000000000001", page_access_token: token }, id);

  beforeAll(async () => {
    api = createFacebookApi({ tokens: ["page-token"] });
    server = await startPlatformServer([api], { pathPrefix: "/v21.0" });
    api.posts.push({ id: POST, pageId: "1040000000000001", message: "Hi", link: null, photo: null, token: "page-token", permalink: "", createdAt: Date.now() });
  });
  afterAll(() => server.close());

  it("reads the current media-view metrics and the post's counts, which grow between reads; no saves, no clicks", async () => {
    const first = await read();
    const second = await read();
    expect(first.sourceEndpoint).toBe(`GET /${POST}/insights?metric=post_media_view,post_total_media_view_unique + GET /${POST}?fields=reactions.summary(total_count).limit(0),comments.summary(total_count).limit(0),shares`);
    expect(first.metrics).toEqual({
      views: { state: "value", value: 150 },
      reach: { state: "value", value: 90 },
      likes: { state: "value", value: 5 },
      comments: { state: "value", value: 2 },
      shares: { state: "value", value: 1 },
      saves: { state: "not_offered" },
      clicks: { state: "not_offered" },
    });
    expect(second.metrics.views).toEqual({ state: "value", value: 300 });
    expect(server.calls.at(-1)!.query.get("access_token")).toBe("page-token");
  });

  it("a metric Facebook leaves out is not_returned, never 0", async () => {
    api.metrics.withheld.add("post_total_media_view_unique").add("shares");
    try {
      const reading = await read();
      expect(reading.metrics.reach).toEqual({ state: "not_returned" });
      expect(reading.metrics.shares).toEqual({ state: "not_returned" });
      expect(reading.metrics.views.state).toBe("value");
    } finally {
      api.metrics.withheld.clear();
    }
  });

  it("the removed post_impressions answers Meta's invalid-metric error, and the reader never asks for it", async () => {
    const answer = await fetch(`${server.url}/${POST}/insights?metric=post_impressions&access_token=page-token`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: { code: 100, message: "(#100) The value must be a valid insights metric" } });
    expect("post_impressions" in FACEBOOK_INSIGHTS.removed).toBe(true);
    await read();
    const asked = server.calls.filter((call) => call.path.endsWith("/insights")).at(-1)!.query.get("metric")!;
    expect(asked.split(",").some((metric) => metric in FACEBOOK_INSIGHTS.removed)).toBe(false);
  });

  it("Meta's rate limit waits as long as its usage header says; an expired token asks for reconnecting", async () => {
    api.metrics.scripted.push(graphRateLimited(80001, "1040000000000001", 12));
    expect(await refusal(() => read())).toMatchObject({ kind: "retryable", retryAfterMs: 12 * 60_000 });
    expect(await refusal(() => read("expired"))).toMatchObject({ kind: "reconnect" });
  });

  it.each([
    ["a negative count", insights(-1), "data.0.values.0.value"],
    ["a count as a string", insights("12"), "data.0.values.0.value"],
    ["a huge count", insights(MAX_METRIC_COUNT + 1), "data.0.values.0.value"],
    ["no data list", { summary: {} }, "data"],
  ])("%s is an error with its reason, never a value", async (_, json, where) => {
    const error = await refusal(() => readFacebookMetrics(json, { id: POST }, "GET"));
    expect(error.message).toContain("answered metrics that cannot be used");
    expect(error.message).toContain(where);
  });
});
