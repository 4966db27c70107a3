import { firstIssue, metricCount } from "@/lib/platforms/metrics-kit/metric-count";
import { metricsErrorFromAnswer, metricsJson, unusableMetricsAnswer } from "@/lib/platforms/metrics-kit/metrics-error";
import { offeredMetrics, valueOrNotReturned, type BatchOutcome, type MetricReading, type MetricsFetcher, type MetricsRequest } from "@/lib/platforms/metrics-kit/metric-reading";
import { OFFERED_METRICS } from "@/lib/platforms/tiktok/offered-metrics";
import { isSuccess } from "@/lib/platforms/publisher-kit/answer-error";
import { sendHttp } from "@/lib/platforms/publisher-kit/http";
import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import { readText } from "@/lib/platforms/publisher-kit/read-json";
import { requireCredentials } from "@/lib/platforms/publisher-kit/require-credentials";
import { readTikTokError } from "@/lib/platforms/tiktok/publisher";
import { tiktok } from "@/lib/platforms/tiktok/platform";
import { z } from "@/lib/zod";

// Display API "Query Videos" (https://developers.tiktok.com/doc/tiktok-api-v2-video-query):
// POST /v2/video/query/?fields=… {filters: {video_ids: [≤ 20]}}, scope video.list, answering
// {data: {videos: [video object]}, error: {code: "ok", message, log_id}}.
export const TIKTOK_VIDEO_FIELDS = ["id", "view_count", "like_count", "comment_count", "share_count"] as const;
const PATH = `/v2/video/query/?fields=${TIKTOK_VIDEO_FIELDS.join(",")}`;
/** A public video id; a delivery holding anything else holds TikTok's publish id only. */
const PUBLIC_ID = /^\d{1,30}$/;

const queryAnswer = z.object({
  data: z.object({
    videos: z
      .array(
        z.object({
          id: z.union([z.string(), z.number()]),
          view_count: metricCount.optional(),
          like_count: metricCount.optional(),
          comment_count: metricCount.optional(),
          share_count: metricCount.optional(),
        }),
      )
      .max(20),
  }),
});

/**
 * A TikTok post's counts with the creator's token: views, likes, comments, shares. TikTok's
 * Display API has no reach, saves or clicks. A delivery TikTok gave no public post id (only its
 * publish id) cannot be read. Up to 20 videos of one account are read in one query (the batch reader).
 */
export const tiktokMetrics: MetricsFetcher = {
  platform: "tiktok",
  api: tiktok.api,
  credentials: "connection",
  endpoint: () => `POST ${PATH}`,
  async fetch(request, options) {
    const [outcome] = await readTikTokBatch([request], options);
    if (outcome instanceof PublishError) throw outcome;
    return outcome;
  },
  batch: { max: 20, key: () => "videos", endpoint: () => `POST ${PATH}`, fetch: readTikTokBatch },
};

async function readTikTokBatch(requests: MetricsRequest[], { baseUrl, timeoutMs }: { baseUrl: string; timeoutMs: number }): Promise<BatchOutcome[]> {
  const { access_token } = requireCredentials("tiktok", requests[0].credentials, ["access_token"]);
  const noPublicId = (id: string) => new PublishError("permanent", `TikTok gave this delivery no public post id (only ${id}), so its counts cannot be read.`);
  const readable = requests.filter((request) => PUBLIC_ID.test(request.platformPostId));
  if (readable.length === 0) return requests.map((request) => noPublicId(request.platformPostId));
  const answer = await sendHttp({
    platform: "tiktok",
    method: "POST",
    url: `${baseUrl}${PATH}`,
    headers: { authorization: `Bearer ${access_token}` },
    json: { filters: { video_ids: readable.map((request) => request.platformPostId) } },
    timeoutMs,
    repeatable: true,
  });
  const errorCode = readText(answer.json, "error", "code");
  // TikTok marks success with error.code "ok"; any other code is an error even under a 2xx.
  if (!isSuccess(answer) || (errorCode !== undefined && errorCode !== "ok")) {
    throw metricsErrorFromAnswer("tiktok", { ...answer, status: isSuccess(answer) ? 400 : answer.status }, readTikTokError(answer.json));
  }
  const json = metricsJson("tiktok", answer);
  return requests.map((request) => {
    if (!PUBLIC_ID.test(request.platformPostId)) return noPublicId(request.platformPostId);
    try {
      return readTikTokMetrics(json, request.platformPostId, `POST ${PATH}`);
    } catch (error) {
      if (error instanceof PublishError) return error;
      throw error;
    }
  });
}

/** The video's counts from TikTok's answer, or a PublishError saying why it cannot be used. */
export function readTikTokMetrics(json: unknown, videoId: string, sourceEndpoint: string): MetricReading {
  const parsed = queryAnswer.safeParse(json);
  if (!parsed.success) throw unusableMetricsAnswer("tiktok", firstIssue(parsed.error));
  const video = parsed.data.data.videos.find((item) => String(item.id) === videoId);
  // TikTok answers only the videos that belong to the token's user: a missing one was deleted,
  // made private, or is another account's.
  if (!video) throw new PublishError("permanent", `TikTok has no video ${videoId} of this account to read counts of (deleted, private, or not this account's).`);
  return {
    sourceEndpoint,
    metrics: offeredMetrics(OFFERED_METRICS, {
      views: valueOrNotReturned(video.view_count),
      likes: valueOrNotReturned(video.like_count),
      comments: valueOrNotReturned(video.comment_count),
      shares: valueOrNotReturned(video.share_count),
    }),
    extras: {},
  };
}
