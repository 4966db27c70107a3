import { facebook } from "@/lib/platforms/facebook/platform";
import { graphRead, readGraphInsights } from "@/lib/platforms/metrics-kit/graph-insights";
import { firstIssue, metricCount } from "@/lib/platforms/metrics-kit/metric-count";
import { unusableMetricsAnswer } from "@/lib/platforms/metrics-kit/metrics-error";
import { offeredMetrics, valueOrNotReturned, type MetricReading, type MetricsFetcher } from "@/lib/platforms/metrics-kit/metric-reading";
import { OFFERED_METRICS } from "@/lib/platforms/facebook/offered-metrics";
import { requireCredentials } from "@/lib/platforms/publisher-kit/require-credentials";
import { z } from "@/lib/zod";

// Page post insights as Meta offers them since the 2025 removals: post_impressions* and
// post_impressions_unique* answer "invalid metric" now; their documented replacements are
// post_media_view (views) and post_total_media_view_unique (people reached)
// (https://developers.facebook.com/docs/pages-api/changelog/,
// https://developers.facebook.com/documentation/pages-api/platforminsights/page/deprecated-metrics).
export const FACEBOOK_INSIGHT_METRICS = ["post_media_view", "post_total_media_view_unique"] as const;
// Reactions, comments and shares are fields of the Page post itself, not insights: the
// summaries' total_count, and shares.count (absent while nobody shared the post).
export const FACEBOOK_POST_FIELDS = "reactions.summary(total_count).limit(0),comments.summary(total_count).limit(0),shares";

const postAnswer = z.object({
  id: z.string().optional(),
  reactions: z.object({ summary: z.object({ total_count: metricCount.optional() }).optional() }).optional(),
  comments: z.object({ summary: z.object({ total_count: metricCount.optional() }).optional() }).optional(),
  shares: z.object({ count: metricCount.optional() }).optional(),
});

const insightsPath = (postId: string) => `/${encodeURIComponent(postId)}/insights?metric=${FACEBOOK_INSIGHT_METRICS.join(",")}`;
const postPath = (postId: string) => `/${encodeURIComponent(postId)}?fields=${FACEBOOK_POST_FIELDS}`;

// A Page video is recorded by the video's own id (POST /{page-id}/videos answers it; lib/platforms/
// facebook/page-video.ts), not a Page post's "{page-id}_{post-id}" (the Page Post reference's
// form, which feed and photo posts are recorded by): its numbers are the Video API's. Its
// insights edge is `GET /{video-id}/video_insights` (Video API, "Video Insights": lifetime
// total_video_views, "viewed for 3 seconds or to the end"), and its comments the Video node's
// comments edge with the same summary. Reach, reactions and shares of a video were not confirmed
// against a current reference and are not read (not returned).
export const FACEBOOK_VIDEO_INSIGHT_METRICS = ["total_video_views"] as const;
export const FACEBOOK_VIDEO_FIELDS = "comments.summary(total_count).limit(0)";
const videoInsightsPath = (videoId: string) => `/${encodeURIComponent(videoId)}/video_insights?metric=${FACEBOOK_VIDEO_INSIGHT_METRICS.join(",")}`;
const videoPath = (videoId: string) => `/${encodeURIComponent(videoId)}?fields=${FACEBOOK_VIDEO_FIELDS}`;

/** A Page post's id is "{page-id}_{post-id}"; anything else it recorded is a Page video's id. */
export function isPageVideoId(platformPostId: string): boolean {
  return !platformPostId.includes("_");
}

const endpointOf = (id: string) => (isPageVideoId(id) ? `GET ${videoInsightsPath(id)} + GET ${videoPath(id)}` : `GET ${insightsPath(id)} + GET ${postPath(id)}`);

/**
 * A Facebook Page post's metrics with the Page token, in two reads: `GET /{post-id}/insights`
 * (views, reach) and `GET /{post-id}?fields=reactions…,comments…,shares` (the counts on the post).
 * Facebook offers no saves; post clicks are not read. A Page video's, also in two reads:
 * `GET /{video-id}/video_insights` (views) and `GET /{video-id}?fields=comments.summary…`.
 */
export const facebookMetrics: MetricsFetcher = {
  platform: "facebook",
  api: facebook.api,
  credentials: "connection",
  requestsPerRead: 2,
  endpoint: ({ platformPostId }) => endpointOf(platformPostId),
  async fetch(request, { baseUrl, timeoutMs }) {
    const { page_access_token } = requireCredentials("facebook", request.credentials, ["page_access_token"]);
    const id = request.platformPostId;
    const node = `${baseUrl}/${encodeURIComponent(id)}`;
    if (isPageVideoId(id)) {
      const insights = await graphRead("facebook", `${node}/video_insights`, { metric: FACEBOOK_VIDEO_INSIGHT_METRICS.join(",") }, page_access_token, timeoutMs);
      const video = await graphRead("facebook", node, { fields: FACEBOOK_VIDEO_FIELDS }, page_access_token, timeoutMs);
      return readFacebookVideoMetrics(insights, video, endpointOf(id));
    }
    const insights = await graphRead("facebook", `${node}/insights`, { metric: FACEBOOK_INSIGHT_METRICS.join(",") }, page_access_token, timeoutMs);
    const post = await graphRead("facebook", node, { fields: FACEBOOK_POST_FIELDS }, page_access_token, timeoutMs);
    return readFacebookMetrics(insights, post, endpointOf(id));
  },
};

/** A Page video's metrics from its two answers, or a PublishError saying why they cannot be used. */
export function readFacebookVideoMetrics(insightsJson: unknown, videoJson: unknown, sourceEndpoint: string): MetricReading {
  const insights = readGraphInsights("facebook", insightsJson);
  const parsed = postAnswer.pick({ comments: true }).safeParse(videoJson);
  if (!parsed.success) throw unusableMetricsAnswer("facebook", firstIssue(parsed.error));
  return {
    sourceEndpoint,
    metrics: offeredMetrics(OFFERED_METRICS, {
      views: valueOrNotReturned(insights.get("total_video_views")),
      comments: valueOrNotReturned(parsed.data.comments?.summary?.total_count),
      // reach, likes, shares: not read for a video (above), so not returned.
    }),
    extras: {},
  };
}

/** The post's metrics from the two answers, or a PublishError saying why they cannot be used. */
export function readFacebookMetrics(insightsJson: unknown, postJson: unknown, sourceEndpoint: string): MetricReading {
  const insights = readGraphInsights("facebook", insightsJson);
  const parsed = postAnswer.safeParse(postJson);
  if (!parsed.success) throw unusableMetricsAnswer("facebook", firstIssue(parsed.error));
  const post = parsed.data;
  return {
    sourceEndpoint,
    metrics: offeredMetrics(OFFERED_METRICS, {
      views: valueOrNotReturned(insights.get("post_media_view")),
      reach: valueOrNotReturned(insights.get("post_total_media_view_unique")),
      likes: valueOrNotReturned(post.reactions?.summary?.total_count),
      comments: valueOrNotReturned(post.comments?.summary?.total_count),
      shares: valueOrNotReturned(post.shares?.count),
    }),
    extras: {},
  };
}
