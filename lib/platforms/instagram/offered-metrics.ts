import type { MetricName } from "@/lib/platforms/metrics-kit/metric-reading";

/**
 * The normalised metrics Instagram offers for a post at all (data only, safe in the browser): the
 * reader marks every other one `not_offered`, and the brand analytics page says "Not offered by
 * Instagram" for them. Instagram media insights: views, reach, likes, comments, shares, saved; no clicks per post.
 */
export const OFFERED_METRICS: readonly MetricName[] = ["views", "reach", "likes", "comments", "shares", "saves"];
