import type { MetricName } from "@/lib/platforms/metrics-kit/metric-reading";

/**
 * The normalised metrics TikTok offers for a post at all (data only, safe in the browser): the
 * reader marks every other one `not_offered`, and the brand analytics page says "Not offered by
 * TikTok" for them. TikTok /v2/video/query/: view, like, comment and share counts; no reach, saves or clicks.
 */
export const OFFERED_METRICS: readonly MetricName[] = ["views", "likes", "comments", "shares"];
