import { metricCount, firstIssue } from "@/lib/platforms/metrics-kit/metric-count";
import { metricsErrorFromAnswer, metricsJson, unusableMetricsAnswer } from "@/lib/platforms/metrics-kit/metrics-error";
import { offeredMetrics, valueOrNotReturned, type MetricReading, type MetricsFetcher } from "@/lib/platforms/metrics-kit/metric-reading";
import { OFFERED_METRICS } from "@/lib/platforms/bluesky/offered-metrics";
import { isSuccess } from "@/lib/platforms/publisher-kit/answer-error";
import { sendHttp } from "@/lib/platforms/publisher-kit/http";
import { readText } from "@/lib/platforms/publisher-kit/read-json";
import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import { z } from "@/lib/zod";

// app.bsky.feed.getPosts answers {posts: [app.bsky.feed.defs#postView]}; a post the AppView does
// not have is simply absent (lexicons app.bsky.feed.getPosts and app.bsky.feed.defs, as bundled
// by @atproto/api 0.19).
const getPostsAnswer = z.object({
  posts: z.array(
    z.object({
      uri: z.string(),
      likeCount: metricCount.optional(),
      repostCount: metricCount.optional(),
      replyCount: metricCount.optional(),
      quoteCount: metricCount.optional(),
      bookmarkCount: metricCount.optional(),
    }),
  ),
});

/**
 * Bluesky's counts from an AppView's public `app.bsky.feed.getPosts?uris=<at-uri>` (no session:
 * the counts are public, and a session per read would spend the account's createSession limit).
 * Bluesky has no views, reach or clicks at all: those are `not_offered`.
 */
export const blueskyMetrics: MetricsFetcher = {
  platform: "bluesky",
  api: { baseUrl: "https://public.api.bsky.app", baseUrlVariable: "BLUESKY_APPVIEW_URL" },
  credentials: "none",
  endpoint: ({ platformPostId }) => `GET ${getPostsPath(platformPostId)}`,
  async fetch({ platformPostId }, { baseUrl, timeoutMs }) {
    const path = getPostsPath(platformPostId);
    const answer = await sendHttp({ platform: "bluesky", method: "GET", url: `${baseUrl}${path}`, timeoutMs, repeatable: true });
    if (!isSuccess(answer)) {
      // XRPC errors are {error, message}; the public AppView takes no token, so none can be refused.
      throw metricsErrorFromAnswer("bluesky", answer, { message: readText(answer.json, "message") ?? readText(answer.json, "error"), tokenProblem: false });
    }
    return readBlueskyMetrics(metricsJson("bluesky", answer), platformPostId, `GET ${path}`);
  },
};

function getPostsPath(uri: string): string {
  return `/xrpc/app.bsky.feed.getPosts?uris=${encodeURIComponent(uri)}`;
}

/** The post's counts from the AppView's answer, or a PublishError saying why it cannot be used. */
export function readBlueskyMetrics(json: unknown, uri: string, sourceEndpoint: string): MetricReading {
  const parsed = getPostsAnswer.safeParse(json);
  if (!parsed.success) throw unusableMetricsAnswer("bluesky", firstIssue(parsed.error));
  const post = parsed.data.posts.find((item) => item.uri === uri);
  if (!post) throw new PublishError("permanent", `Bluesky has no post ${uri} to read counts of (deleted, or not indexed by the AppView).`);
  return {
    sourceEndpoint,
    metrics: offeredMetrics(OFFERED_METRICS, {
      likes: valueOrNotReturned(post.likeCount),
      comments: valueOrNotReturned(post.replyCount),
      shares: valueOrNotReturned(post.repostCount),
      saves: valueOrNotReturned(post.bookmarkCount),
    }),
    extras: post.quoteCount === undefined ? {} : { quoteCount: post.quoteCount },
  };
}
