import { graphRead, readGraphInsights } from "@/lib/platforms/metrics-kit/graph-insights";
import { offeredMetrics, valueOrNotReturned, type MetricReading, type MetricsFetcher } from "@/lib/platforms/metrics-kit/metric-reading";
import { OFFERED_METRICS } from "@/lib/platforms/threads/offered-metrics";
import { requireCredentials } from "@/lib/platforms/publisher-kit/require-credentials";
import { threads } from "@/lib/platforms/threads/platform";

// Threads Media Insights (https://developers.facebook.com/documentation/threads/insights):
// views, likes, replies, reposts, quotes, shares. No reach, saves or clicks per post.
export const THREADS_INSIGHT_METRICS = ["views", "likes", "replies", "reposts", "quotes", "shares"] as const;

const insightsPath = (mediaId: string) => `/${encodeURIComponent(mediaId)}/insights?metric=${THREADS_INSIGHT_METRICS.join(",")}`;

/**
 * A Threads post's insights, `GET /{threads-media-id}/insights?metric=…`, with the connection's
 * token. Reposts are its shares (as X's reposts are); quotes and Threads' own "shares" (sends)
 * are kept beside them.
 */
export const threadsMetrics: MetricsFetcher = {
  platform: "threads",
  api: threads.api,
  credentials: "connection",
  endpoint: ({ platformPostId }) => `GET ${insightsPath(platformPostId)}`,
  async fetch(request, { baseUrl, timeoutMs }) {
    const { access_token } = requireCredentials("threads", request.credentials, ["access_token"]);
    const url = `${baseUrl}/${encodeURIComponent(request.platformPostId)}/insights`;
    const json = await graphRead("threads", url, { metric: THREADS_INSIGHT_METRICS.join(",") }, access_token, timeoutMs);
    return readThreadsMetrics(json, `GET ${insightsPath(request.platformPostId)}`);
  },
};

/** The post's metrics from Threads' answer, or a PublishError saying why it cannot be used. */
export function readThreadsMetrics(json: unknown, sourceEndpoint: string): MetricReading {
  const values = readGraphInsights("threads", json);
  const extras: Record<string, number> = {};
  for (const name of ["quotes", "shares"]) {
    const value = values.get(name);
    if (value !== undefined) extras[name] = value;
  }
  return {
    sourceEndpoint,
    metrics: offeredMetrics(OFFERED_METRICS, {
      views: valueOrNotReturned(values.get("views")),
      likes: valueOrNotReturned(values.get("likes")),
      comments: valueOrNotReturned(values.get("replies")),
      shares: valueOrNotReturned(values.get("reposts")),
    }),
    extras,
  };
}
