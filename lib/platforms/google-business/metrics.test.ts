import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { googleBusinessMetrics, readGoogleBusinessMetrics } from "@/lib/platforms/google-business/metrics";
import { readWith, refusal } from "@/lib/testing/metrics-reader-harness";
import { createGoogleBusinessApi, type GoogleBusinessApi } from "@/lib/testing/platform-servers/google-business";
import { startPlatformServer, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";

const DAY = 86_400_000;

describe("the Google Business Profile metrics reader against the loopback Performance API", () => {
  let api: GoogleBusinessApi;
  let server: PlatformServer;
  const read = (token = "g-token", publishedAt = new Date(Date.now() - 2 * DAY)) =>
    readWith(googleBusinessMetrics, server.url, { location_name: "accounts/111/locations/222", access_token: token }, "accounts/111/locations/222/localPosts/9", publishedAt);

  beforeAll(async () => {
    api = createGoogleBusinessApi({ tokens: ["g-token"] });
    server = await startPlatformServer([api]);
  });
  afterAll(() => server.close());

  it("reads the location's daily metrics from publishing to today: no post metric, the location's totals beside", async () => {
    const reading = await read();
    const call = server.calls.at(-1)!;
    expect(call.path).toBe("/v1/locations/222:fetchMultiDailyMetricsTimeSeries");
    expect(call.query.getAll("dailyMetrics")).toContain("WEBSITE_CLICKS");
    expect(Object.values(reading.metrics).every((metric) => metric.state === "not_offered")).toBe(true);
    // Three UTC days (publishing day, yesterday, today), each day's value after the first read.
    expect(reading.extras).toEqual({ location_impressions: 3 * 26, location_website_clicks: 3 * 4, location_call_clicks: 3, location_direction_requests: 3 * 2 });
    expect(reading.sourceEndpoint).toContain("dailyRange.startDate.year=");
  });

  it("a metric Google does not have is INVALID_ARGUMENT; one it leaves out is left out, not 0", async () => {
    const answer = await fetch(`${server.url}/v1/locations/222:fetchMultiDailyMetricsTimeSeries?dailyMetrics=QUERIES_DIRECT`, { headers: { authorization: "Bearer g-token" } });
    expect(await answer.json()).toMatchObject({ error: { status: "INVALID_ARGUMENT" } });
    api.metrics.withheld.add("CALL_CLICKS");
    try {
      expect((await read()).extras.location_call_clicks).toBeUndefined();
    } finally {
      api.metrics.withheld.clear();
    }
  });

  it("429 RESOURCE_EXHAUSTED is retryable; an expired token reconnects; malformed values are errors", async () => {
    api.metrics.scripted.push({ status: 429, json: { error: { code: 429, status: "RESOURCE_EXHAUSTED", message: "Quota exceeded for quota metric 'Requests'." } } });
    expect(await refusal(() => read())).toMatchObject({ kind: "retryable", status: 429 });
    expect(await refusal(() => read("expired"))).toMatchObject({ kind: "reconnect" });
    const series = (value: unknown) => ({ multiDailyMetricTimeSeries: [{ dailyMetricTimeSeries: [{ dailyMetric: "CALL_CLICKS", timeSeries: { datedValues: [{ value }] } }] }] });
    expect((await refusal(() => readGoogleBusinessMetrics(series("-3"), "GET"))).message).toContain("datedValues.0.value");
    expect((await refusal(() => readGoogleBusinessMetrics(series(7), "GET"))).message).toContain("datedValues.0.value");
  });
});
