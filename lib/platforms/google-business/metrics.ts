import { readGoogleError } from "@/lib/platforms/google-business/publisher";
import { metricsErrorFromAnswer, metricsJson, unusableMetricsAnswer } from "@/lib/platforms/metrics-kit/metrics-error";
import { firstIssue, MAX_METRIC_COUNT } from "@/lib/platforms/metrics-kit/metric-count";
import { offeredMetrics, type MetricReading, type MetricsFetcher } from "@/lib/platforms/metrics-kit/metric-reading";
import { OFFERED_METRICS } from "@/lib/platforms/google-business/offered-metrics";
import { isSuccess } from "@/lib/platforms/publisher-kit/answer-error";
import { sendHttp } from "@/lib/platforms/publisher-kit/http";
import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import { requireCredentials } from "@/lib/platforms/publisher-kit/require-credentials";
import { z } from "@/lib/zod";

// Google documents no metrics of a single local post in its current APIs: the Business Profile
// Performance API reports a LOCATION's daily metrics
// (https://developers.google.com/my-business/reference/performance/rest/v1/locations). So a
// Google Business Profile snapshot holds no post metric at all (every normalised one is
// not_offered) and keeps, beside them, the location's totals from the post's publishing day to
// today: what the whole profile did while the post was up, not what the post did.
export const LOCATION_DAILY_METRICS = {
  location_impressions: ["BUSINESS_IMPRESSIONS_DESKTOP_MAPS", "BUSINESS_IMPRESSIONS_DESKTOP_SEARCH", "BUSINESS_IMPRESSIONS_MOBILE_MAPS", "BUSINESS_IMPRESSIONS_MOBILE_SEARCH"],
  location_website_clicks: ["WEBSITE_CLICKS"],
  location_call_clicks: ["CALL_CLICKS"],
  location_direction_requests: ["BUSINESS_DIRECTION_REQUESTS"],
} as const;
const DAILY_METRICS = Object.values(LOCATION_DAILY_METRICS).flat();

// A DatedValue's `value` is an int64 as a string, left out when it is zero (DatedValue,
// Business Profile Performance API reference).
const datedValue = z.object({
  date: z.object({ year: z.number().int(), month: z.number().int(), day: z.number().int() }).optional(),
  value: z.string().regex(/^\d{1,12}$/, "must be a whole count as a string").optional(),
});
const multiAnswer = z.object({
  multiDailyMetricTimeSeries: z
    .array(
      z.object({
        dailyMetricTimeSeries: z
          .array(z.object({ dailyMetric: z.string(), timeSeries: z.object({ datedValues: z.array(datedValue).max(600).optional() }).optional() }))
          .max(50),
      }),
    )
    .max(50)
    .optional(),
});

function locationOf(locationName: string): string {
  const id = /^accounts\/[^/\s]+\/locations\/([^/\s]+)$/.exec(locationName)?.[1];
  if (!id) throw new PublishError("permanent", `The Google Business Profile connection's location ${locationName} is not accounts/{account}/locations/{location}.`);
  return `locations/${id}`;
}

function dateParams(prefix: string, at: Date): string {
  return `${prefix}.year=${at.getUTCFullYear()}&${prefix}.month=${at.getUTCMonth() + 1}&${prefix}.day=${at.getUTCDate()}`;
}

function performancePath(location: string, publishedAt: Date, now: Date): string {
  const metrics = DAILY_METRICS.map((metric) => `dailyMetrics=${metric}`).join("&");
  return `/v1/${location}:fetchMultiDailyMetricsTimeSeries?${metrics}&${dateParams("dailyRange.startDate", publishedAt)}&${dateParams("dailyRange.endDate", now)}`;
}

/**
 * `GET /v1/locations/{id}:fetchMultiDailyMetricsTimeSeries` (the several-metrics form of
 * getDailyMetricsTimeSeries, one request) on the Business Profile Performance API, with the
 * connection's token, from the post's publishing day to today (UTC days).
 */
export const googleBusinessMetrics: MetricsFetcher = {
  platform: "google_business",
  api: { baseUrl: "https://businessprofileperformance.googleapis.com", baseUrlVariable: "GOOGLE_BUSINESS_PERFORMANCE_URL" },
  credentials: "connection",
  endpoint: ({ publishedAt, now }) => `GET ${performancePath("locations/{location}", publishedAt, now)}`,
  async fetch(request, { baseUrl, timeoutMs }) {
    const { location_name, access_token } = requireCredentials("google_business", request.credentials, ["location_name", "access_token"]);
    const path = performancePath(locationOf(location_name), request.publishedAt, request.now);
    const answer = await sendHttp({ platform: "google_business", method: "GET", url: `${baseUrl}${path}`, headers: { authorization: `Bearer ${access_token}` }, timeoutMs, repeatable: true });
    if (!isSuccess(answer)) throw metricsErrorFromAnswer("google_business", answer, readGoogleError(answer.json));
    return readGoogleBusinessMetrics(metricsJson("google_business", answer), `GET ${path}`);
  },
};

/** The location's totals over the range as extras; every post metric not_offered. */
export function readGoogleBusinessMetrics(json: unknown, sourceEndpoint: string): MetricReading {
  const parsed = multiAnswer.safeParse(json);
  if (!parsed.success) throw unusableMetricsAnswer("google_business", firstIssue(parsed.error));
  const totals = new Map<string, number>();
  for (const group of parsed.data.multiDailyMetricTimeSeries ?? []) {
    for (const series of group.dailyMetricTimeSeries) {
      const sum = (series.timeSeries?.datedValues ?? []).reduce((total, point) => total + Number(point.value ?? "0"), 0);
      totals.set(series.dailyMetric, (totals.get(series.dailyMetric) ?? 0) + sum);
    }
  }
  const extras: Record<string, number> = {};
  for (const [name, metrics] of Object.entries(LOCATION_DAILY_METRICS)) {
    // A metric Google left out of the answer is left out here too: never a 0 it did not say.
    if (!metrics.some((metric) => totals.has(metric))) continue;
    const total = metrics.reduce((sum, metric) => sum + (totals.get(metric) ?? 0), 0);
    if (total > MAX_METRIC_COUNT) throw unusableMetricsAnswer("google_business", `${name} adds up to ${total}, more than ${MAX_METRIC_COUNT}`);
    extras[name] = total;
  }
  return {
    sourceEndpoint,
    metrics: offeredMetrics(OFFERED_METRICS, {}),
    extras,
  };
}
