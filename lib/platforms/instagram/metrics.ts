import { instagram } from "@/lib/platforms/instagram/platform";
import { graphRead, readGraphInsights } from "@/lib/platforms/metrics-kit/graph-insights";
import { offeredMetrics, valueOrNotReturned, type MetricReading, type MetricsFetcher } from "@/lib/platforms/metrics-kit/metric-reading";
import { OFFERED_METRICS } from "@/lib/platforms/instagram/offered-metrics";
import { requireCredentials } from "@/lib/platforms/publisher-kit/require-credentials";

// Instagram Media Insights after the 2025 deprecations: `views` replaces impressions, plays and
// video_views (impressions answers an error for media created after 1 July 2024)
// (https://developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights).
export const INSTAGRAM_INSIGHT_METRICS = ["views", "reach", "saved", "shares", "likes", "comments", "total_interactions"] as const;

const insightsPath = (mediaId: string) => `/${encodeURIComponent(mediaId)}/insights?metric=${INSTAGRAM_INSIGHT_METRICS.join(",")}`;

/**
 * An Instagram media's insights, `GET /{ig-media-id}/insights?metric=…`, with the connection's
 * token: views, reach, likes, comments, shares, saves; total_interactions beside them. Instagram
 * offers no link clicks on a feed post.
 */
export const instagramMetrics: MetricsFetcher = {
  platform: "instagram",
  api: instagram.api,
  credentials: "connection",
  endpoint: ({ platformPostId }) => `GET ${insightsPath(platformPostId)}`,
  async fetch(request, { baseUrl, timeoutMs }) {
    const { access_token } = requireCredentials("instagram", request.credentials, ["access_token"]);
    const url = `${baseUrl}/${encodeURIComponent(request.platformPostId)}/insights`;
    const json = await graphRead("instagram", url, { metric: INSTAGRAM_INSIGHT_METRICS.join(",") }, access_token, timeoutMs);
    return readInstagramMetrics(json, `GET ${insightsPath(request.platformPostId)}`);
  },
};

/** The media's metrics from Instagram's answer, or a PublishError saying why it cannot be used. */
export function readInstagramMetrics(json: unknown, sourceEndpoint: string): MetricReading {
  const values = readGraphInsights("instagram", json);
  const interactions = values.get("total_interactions");
  return {
    sourceEndpoint,
    metrics: offeredMetrics(OFFERED_METRICS, {
      views: valueOrNotReturned(values.get("views")),
      reach: valueOrNotReturned(values.get("reach")),
      likes: valueOrNotReturned(values.get("likes")),
      comments: valueOrNotReturned(values.get("comments")),
      shares: valueOrNotReturned(values.get("shares")),
      saves: valueOrNotReturned(values.get("saved")),
    }),
    extras: interactions === undefined ? {} : { total_interactions: interactions },
  };
}
