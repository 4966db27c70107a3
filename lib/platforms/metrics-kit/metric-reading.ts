import type { PlatformId } from "@/lib/platforms/ids";
import type { PlatformApi } from "@/lib/platforms/platform";
import type { Credentials } from "@/lib/platforms/credentials/credential-schemas";
import type { PublishError } from "@/lib/platforms/publisher-kit/publish-error";

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
  /** Where the platform reads several posts of one account in one request (X, TikTok). */
  batch?: MetricsBatchReader;
};

/** Each post's own outcome in a batched read: its reading, or why there is none (its PublishError). */
export type BatchOutcome = MetricReading | PublishError;

/**
 * Reads several posts of ONE connection in one platform request. The whole request's failure (a
 * 429, a refused token, an unusable body) is thrown as a PublishError and counts for every post in
 * it; a post the answer leaves out or refuses on its own is that post's PublishError, never a value.
 */
export type MetricsBatchReader = {
  /** The most posts one request may name (X: 100 ids, TikTok: 20 video ids). */
  max: number;
  /** Posts with different keys cannot share a request (X: the fields asked differ after 30 days). */
  key(request: Omit<MetricsRequest, "credentials">): string;
  /** The request for `requests` (all of one key), without host or token. */
  endpoint(requests: Omit<MetricsRequest, "credentials">[]): string;
  /** One outcome per request, in the same order. */
  fetch(requests: MetricsRequest[], options: { baseUrl: string; timeoutMs: number }): Promise<BatchOutcome[]>;
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
