import type { PlatformId } from "@/lib/platforms/ids";
import type { PlatformApi } from "@/lib/platforms/platform";
import type { Credentials } from "@/lib/platforms/credentials/credential-schemas";

/**
 * The normalised metrics every platform's reading is mapped to (docs/analytics.md): views
 * (impressions), reach, likes (reactions), comments (replies), shares (reposts), saves, clicks.
 */
export const METRIC_NAMES = ["views", "reach", "likes", "comments", "shares", "saves", "clicks"] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

/**
 * One metric with its provenance: the platform returned `value`; it has no such metric at all
 * (`not_offered`, Bluesky's views); or it offers it but did not return it this time
 * (`not_returned`). A missing metric is never a 0.
 */
export type MetricValue = { state: "value"; value: number } | { state: "not_offered" } | { state: "not_returned" };

export type MetricReading = {
  /** The request the values came from, without host or token: `GET /2/tweets?ids=…&tweet.fields=…`. */
  sourceEndpoint: string;
  metrics: Record<MetricName, MetricValue>;
  /** What the platform reports beyond the normalised metrics, by the platform's own names. */
  extras: Record<string, number>;
};

export type MetricsRequest = {
  credentials: Credentials;
  /** The platform's id of the published post, as the delivery recorded it. */
  platformPostId: string;
  publishedAt: Date;
  now: Date;
};

/**
 * Reads one published post's metrics from its platform (lib/platforms/<platform>/metrics.ts).
 * Throws a PublishError when there is no reading: `retryable` (429 with its Retry-After, 5xx, no
 * answer), `reconnect` (the token was refused), `permanent` (the platform refused the request, no
 * longer has the post, or answered something unusable: the reason says which).
 */
export type MetricsFetcher = {
  platform: PlatformId;
  /** Where it reads: its documented root and the setting that overrides it. */
  api: PlatformApi;
  /** "none": public reads, no stored credentials needed (Bluesky's AppView). */
  credentials: "connection" | "none";
  /** How many platform requests one reading sends (read limits count each); 1 when unset. */
  requestsPerRead?: number;
  /** The request it sends for `request`, without host or token: the snapshot's source endpoint. */
  endpoint(request: Omit<MetricsRequest, "credentials">): string;
  fetch(request: MetricsRequest, options: { baseUrl: string; timeoutMs: number }): Promise<MetricReading>;
};

export const notOffered: MetricValue = { state: "not_offered" };
export const notReturned: MetricValue = { state: "not_returned" };

/** A count the answer held, or not_returned when it held none. */
export function valueOrNotReturned(value: number | undefined): MetricValue {
  return value === undefined ? notReturned : { state: "value", value };
}

/**
 * A reading's metrics through the platform's offered list (lib/platforms/<platform>/offered-metrics.ts):
 * a metric the list lacks is `not_offered` whatever was read, and an offered one the reader did
 * not give is `not_returned`. The list is the one truth the brand page reads too.
 */
export function offeredMetrics(offered: readonly MetricName[], read: Partial<Record<MetricName, MetricValue>>): Record<MetricName, MetricValue> {
  return Object.fromEntries(METRIC_NAMES.map((name) => [name, offered.includes(name) ? (read[name] ?? notReturned) : notOffered])) as Record<MetricName, MetricValue>;
}
