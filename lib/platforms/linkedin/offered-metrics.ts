import type { MetricName } from "@/lib/platforms/metrics-kit/metric-reading";

/**
 * The normalised metrics LinkedIn offers for a post at all (data only, safe in the browser): the
 * reader marks every other one `not_offered`, and the brand analytics page says "Not offered by
 * LinkedIn" for them. Member posts: impressions, members reached, reactions, comments, reshares, saves; organization posts: the same but saves, plus clicks. Each kind's own gaps are the reader's (metrics.ts).
 */
export const OFFERED_METRICS: readonly MetricName[] = ["views", "reach", "likes", "comments", "shares", "saves", "clicks"];
