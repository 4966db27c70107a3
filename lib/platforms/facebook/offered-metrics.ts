import type { MetricName } from "@/lib/platforms/metrics-kit/metric-reading";

/**
 * The normalised metrics Facebook offers for a post at all (data only, safe in the browser): the
 * reader marks every other one `not_offered`, and the brand analytics page says "Not offered by
 * Facebook" for them. A Page post: media views and unique media views, reactions, comments, shares; no saves or clicks.
 */
export const OFFERED_METRICS: readonly MetricName[] = ["views", "reach", "likes", "comments", "shares"];
