import type { MetricName } from "@/lib/platforms/metrics-kit/metric-reading";

/**
 * The normalised metrics Threads offers for a post at all (data only, safe in the browser): the
 * reader marks every other one `not_offered`, and the brand analytics page says "Not offered by
 * Threads" for them. Threads media insights: views, likes, replies, reposts (and quotes, shares as extras); no reach, saves or clicks per post.
 */
export const OFFERED_METRICS: readonly MetricName[] = ["views", "likes", "comments", "shares"];
