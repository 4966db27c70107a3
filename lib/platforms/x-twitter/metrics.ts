import { metricCount, firstIssue } from "@/lib/platforms/metrics-kit/metric-count";
import { metricsErrorFromAnswer, metricsJson, unusableMetricsAnswer } from "@/lib/platforms/metrics-kit/metrics-error";
import { offeredMetrics, notOffered, notReturned, valueOrNotReturned, type BatchOutcome, type MetricReading, type MetricsFetcher, type MetricsRequest } from "@/lib/platforms/metrics-kit/metric-reading";
import { OFFERED_METRICS } from "@/lib/platforms/x-twitter/offered-metrics";
import { isSuccess } from "@/lib/platforms/publisher-kit/answer-error";
import { sendHttp } from "@/lib/platforms/publisher-kit/http";
import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import { requireCredentials } from "@/lib/platforms/publisher-kit/require-credentials";
import { xTwitter } from "@/lib/platforms/x-twitter/platform";
import { readXError } from "@/lib/platforms/x-twitter/read-x-error";
import { z } from "@/lib/zod";

// X documents non_public_metrics (impressions, link and profile clicks) only for the
// authenticated user's own posts created in the last 30 days
// (https://docs.x.com/x-api/fundamentals/metrics): asked for later, X answers an error instead.
const NON_PUBLIC_DAYS = 30;
const NON_PUBLIC_MS = NON_PUBLIC_DAYS * 24 * 60 * 60 * 1000;

const publicMetrics = z.object({
  retweet_count: metricCount.optional(),
  reply_count: metricCount.optional(),
  like_count: metricCount.optional(),
  quote_count: metricCount.optional(),
  bookmark_count: metricCount.optional(),
  impression_count: metricCount.optional(),
});
const nonPublicMetrics = z.object({
  impression_count: metricCount.optional(),
  url_link_clicks: metricCount.optional(),
  user_profile_clicks: metricCount.optional(),
});
// GET /2/tweets answers {data: [Post], errors?: [Problem]}; a post it cannot find is in `errors`
// (https://docs.x.com/x-api/posts/lookup/quickstart).
const xPostsAnswer = z.object({
  data: z.array(z.object({ id: z.string(), public_metrics: publicMetrics.optional(), non_public_metrics: nonPublicMetrics.optional() })).optional(),
  errors: z.array(z.object({ value: z.string().optional(), resource_id: z.string().optional(), detail: z.string().optional(), title: z.string().optional() })).optional(),
});

/**
 * X API v2 `GET /2/tweets?ids=<id>[,<id>…]&tweet.fields=public_metrics[,non_public_metrics]` with
 * the connection's user token (docs/platforms.md, "Metrics"): impressions, likes, replies,
 * reposts, bookmarks (and quotes beside them), and link clicks while X offers them (30 days).
 * Up to 100 posts of one account are read in one request (the batch reader).
 */
export const xTwitterMetrics: MetricsFetcher = {
  platform: "x_twitter",
  api: xTwitter.api,
  credentials: "connection",
  endpoint: (request) => `GET ${xMetricsPath([request])}`,
  async fetch(request, options) {
    const [outcome] = await readXBatch([request], options);
    if (outcome instanceof PublishError) throw outcome;
    return outcome;
  },
  batch: {
    // X's Post lookup takes "up to 100 comma-separated IDs" (https://docs.x.com/x-api/posts/get-posts-by-ids).
    max: 100,
    // One request asks the same fields for every id: posts past 30 days cannot ask non_public_metrics.
    key: (request) => (nonPublicOffered(request) ? "non_public" : "public"),
    endpoint: (requests) => `GET ${xMetricsPath(requests)}`,
    fetch: readXBatch,
  },
};

async function readXBatch(requests: MetricsRequest[], { baseUrl, timeoutMs }: { baseUrl: string; timeoutMs: number }): Promise<BatchOutcome[]> {
  const { access_token } = requireCredentials("x_twitter", requests[0].credentials, ["access_token"]);
  const withNonPublic = nonPublicOffered(requests[0]);
  const path = xMetricsPath(requests);
  const answer = await sendHttp({
    platform: "x_twitter",
    method: "GET",
    url: `${baseUrl}${path}`,
    headers: { authorization: `Bearer ${access_token}` },
    timeoutMs,
    repeatable: true,
  });
  if (!isSuccess(answer)) throw metricsErrorFromAnswer("x_twitter", answer, readXError(answer.json));
  const json = metricsJson("x_twitter", answer);
  return requests.map((request) => {
    try {
      return readXMetrics(json, request.platformPostId, { sourceEndpoint: `GET ${path}`, withNonPublic });
    } catch (error) {
      if (error instanceof PublishError) return error;
      throw error;
    }
  });
}

function nonPublicOffered({ publishedAt, now }: { publishedAt: Date; now: Date }): boolean {
  return now.getTime() - publishedAt.getTime() < NON_PUBLIC_MS;
}

function xMetricsPath(requests: { platformPostId: string; publishedAt: Date; now: Date }[]): string {
  const fields = nonPublicOffered(requests[0]) ? "public_metrics,non_public_metrics" : "public_metrics";
  return `/2/tweets?ids=${requests.map((request) => encodeURIComponent(request.platformPostId)).join(",")}&tweet.fields=${fields}`;
}

/** The post's metrics from X's answer, or a PublishError saying why the answer cannot be used. */
export function readXMetrics(json: unknown, platformPostId: string, options: { sourceEndpoint: string; withNonPublic: boolean }): MetricReading {
  const parsed = xPostsAnswer.safeParse(json);
  if (!parsed.success) throw unusableMetricsAnswer("x_twitter", firstIssue(parsed.error));
  const post = parsed.data.data?.find((item) => item.id === platformPostId);
  if (!post) {
    // In a batch, the problem that names this id (`value` or `resource_id`); alone, X's only one.
    const problems = parsed.data.errors ?? [];
    const problem = problems.find((item) => item.value === platformPostId || item.resource_id === platformPostId) ?? (problems.length === 1 && !problems[0].value && !problems[0].resource_id ? problems[0] : undefined);
    throw new PublishError("permanent", `X has no post ${platformPostId} to read metrics of: ${problem?.detail ?? problem?.title ?? "it was not in the answer"}.`);
  }
  const pub = post.public_metrics ?? {};
  const priv = post.non_public_metrics;
  const extras: Record<string, number> = {};
  if (pub.quote_count !== undefined) extras.quote_count = pub.quote_count;
  if (priv?.impression_count !== undefined) extras.non_public_impression_count = priv.impression_count;
  if (priv?.user_profile_clicks !== undefined) extras.user_profile_clicks = priv.user_profile_clicks;
  return {
    sourceEndpoint: options.sourceEndpoint,
    metrics: offeredMetrics(OFFERED_METRICS, {
      views: valueOrNotReturned(pub.impression_count),
      likes: valueOrNotReturned(pub.like_count),
      comments: valueOrNotReturned(pub.reply_count),
      shares: valueOrNotReturned(pub.retweet_count),
      saves: valueOrNotReturned(pub.bookmark_count),
      // Link clicks exist only among the non-public metrics, so after 30 days X no longer offers them.
      clicks: !options.withNonPublic ? notOffered : priv ? valueOrNotReturned(priv.url_link_clicks) : notReturned,
    }),
    extras,
  };
}
