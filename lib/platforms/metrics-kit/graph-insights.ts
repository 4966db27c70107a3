import { metricCount, firstIssue } from "@/lib/platforms/metrics-kit/metric-count";
import { metricsErrorFromAnswer, metricsJson, unusableMetricsAnswer } from "@/lib/platforms/metrics-kit/metrics-error";
import { isSuccess } from "@/lib/platforms/publisher-kit/answer-error";
import { sendHttp } from "@/lib/platforms/publisher-kit/http";
import { readMetaError } from "@/lib/platforms/publisher-kit/meta-graph";
import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import { z } from "@/lib/zod";

type GraphPlatform = "facebook" | "instagram" | "threads";

// The Graph API's insights edge (Facebook Page posts, Instagram media, Threads media) answers
// {data: [{name, period, values: [{value}], title, description, id}]}; a metric it has no data
// for is simply absent ("an empty data set instead of 0", Instagram Media Insights).
const insightsAnswer = z.object({
  data: z.array(z.object({ name: z.string(), values: z.array(z.object({ value: metricCount })).max(1000) })).max(100),
});

/** The answer's lifetime value of each metric it returned, by the metric's Graph name. */
export function readGraphInsights(platform: GraphPlatform, json: unknown): Map<string, number> {
  const parsed = insightsAnswer.safeParse(json);
  if (!parsed.success) throw unusableMetricsAnswer(platform, firstIssue(parsed.error));
  const values = new Map<string, number>();
  // A lifetime metric holds one value; the last one stands if a platform sends several.
  for (const item of parsed.data.data) if (item.values.length > 0) values.set(item.name, item.values[item.values.length - 1].value);
  return values;
}

/**
 * GET a Graph API read with the token as a query parameter, as every Graph reference shows it.
 * A refused answer becomes a metrics PublishError; a Meta rate-limit answer (HTTP 400/403 with
 * codes 4, 17, 32, 613 or 80001–80014, not a 429) waits as long as its usage header says.
 */
export async function graphRead(platform: GraphPlatform, url: string, query: Record<string, string>, accessToken: string, timeoutMs: number): Promise<unknown> {
  const params = new URLSearchParams({ ...query, access_token: accessToken });
  const answer = await sendHttp({ platform, method: "GET", url: `${url}?${params}`, timeoutMs, repeatable: true });
  if (isSuccess(answer)) return metricsJson(platform, answer);
  const error = metricsErrorFromAnswer(platform, answer, readMetaError(answer.json));
  const regainMs = metaRegainAccessMs(answer.headers);
  if (error.kind === "retryable" && regainMs !== undefined && error.retryAfterMs === undefined) {
    throw new PublishError("retryable", error.message, { status: error.status, retryAfterMs: regainMs });
  }
  throw error;
}

/**
 * Meta's rate-limit signal: the X-Business-Use-Case-Usage (or X-App-Usage) header, JSON whose
 * entries carry `estimated_time_to_regain_access` in minutes
 * (https://developers.facebook.com/docs/graph-api/overview/rate-limiting/). The longest wait, or
 * undefined when no header says one.
 */
export function metaRegainAccessMs(headers: Pick<Headers, "get">): number | undefined {
  const raw = headers.get("x-business-use-case-usage") ?? headers.get("x-app-usage");
  if (!raw || raw.length > 10_000) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const minutes: number[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      const wait = (value as Record<string, unknown>).estimated_time_to_regain_access;
      if (typeof wait === "number" && Number.isFinite(wait) && wait > 0) minutes.push(wait);
      Object.values(value).forEach((inner) => (inner && typeof inner === "object" ? visit(inner) : undefined));
    }
  };
  visit(parsed);
  return minutes.length > 0 ? Math.max(...minutes) * 60_000 : undefined;
}
