import type { MetricName } from "@/lib/platforms/metrics-kit/metric-reading";

/**
 * The normalised metrics Bluesky offers for a post at all (data only, safe in the browser): the
 * reader marks every other one `not_offered`, and the brand analytics page says "Not offered by
 * Bluesky" for them. Bluesky has no views, reach or clicks at all (app.bsky.feed.getPosts: like, reply, repost, quote and bookmark counts).
 */
export const OFFERED_METRICS: readonly MetricName[] = ["likes", "comments", "shares", "saves"];
