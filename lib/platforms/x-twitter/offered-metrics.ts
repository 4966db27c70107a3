import type { MetricName } from "@/lib/platforms/metrics-kit/metric-reading";

/**
 * The normalised metrics X offers for a post at all (data only, safe in the browser): the
 * reader marks every other one `not_offered`, and the brand analytics page says "Not offered by
 * X" for them. X public_metrics (+ url_link_clicks among the non-public metrics of the account's own posts under 30 days); no reach.
 */
export const OFFERED_METRICS: readonly MetricName[] = ["views", "likes", "comments", "shares", "saves", "clicks"];
