import type { MetricName } from "@/lib/platforms/metrics-kit/metric-reading";

/**
 * The normalised metrics Google Business Profile offers for a post at all (data only, safe in the browser): the
 * reader marks every other one `not_offered`, and the brand analytics page says "Not offered by
 * Google Business Profile" for them. Google reports no metrics of a single local post: only the location's daily metrics, kept as extras (docs/analytics.md).
 */
export const OFFERED_METRICS: readonly MetricName[] = [];
