/**
 * TikTok Display API "Query Videos" on loopback (developers.tiktok.com/doc/tiktok-api-v2-video-query):
 * `POST /v2/video/query/?fields=id,view_count,…` {filters: {video_ids: [1..20]}} answers
 * `{data: {videos: [...]}, error: {code: "ok", message: "", log_id}}` with only the token's own
 * videos. A field TikTok does not have (`play_count`, say) answers `invalid_params`; a 429 is
 * `rate_limit_exceeded` (developers.tiktok.com/doc/tiktok-api-v2-rate-limit). Counts grow per read.
 */
import { countRead, type MetricsState } from "@/lib/testing/platform-servers/metrics-state";
import type { PlatformAnswer, PlatformRequest } from "@/lib/testing/platform-servers/platform-server";

export const VIDEO_QUERY_PATH = "/v2/video/query/";
const FIELDS = new Set(["id", "create_time", "cover_image_url", "share_url", "video_description", "duration", "height", "width", "title", "embed_html", "embed_link", "like_count", "comment_count", "share_count", "view_count"]);
const COUNTS: Record<string, number> = { view_count: 300, like_count: 12, comment_count: 2, share_count: 1 };

const envelope = (status: number, code: string, message: string, data: unknown = {}): PlatformAnswer => ({ status, json: { data, error: { code, message, log_id: "20261127000000000000000000000000" } } });

/** TikTok's throttled answer: HTTP 429, error code rate_limit_exceeded. */
export const tiktokRateLimited = (): PlatformAnswer => envelope(429, "rate_limit_exceeded", "API rate limit exceeded, please retry later.");

export function answerTikTokVideoQuery(request: PlatformRequest, token: string, videos: { postId: string; token: string }[], state: MetricsState): PlatformAnswer {
  if (state.scripted.length > 0) return state.scripted.shift()!;
  const fields = (request.query.get("fields") ?? "").split(",").filter(Boolean);
  if (fields.length === 0) return envelope(400, "invalid_params", "fields is required");
  const unknown = fields.find((field) => !FIELDS.has(field));
  if (unknown) return envelope(400, "invalid_params", `Invalid field: ${unknown}`);
  const ids: unknown = request.json?.filters?.video_ids;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > 20 || !ids.every((id) => typeof id === "string")) {
    return envelope(400, "invalid_params", "filters.video_ids must hold 1 to 20 video ids");
  }
  const found = videos.filter((video) => video.token === token && ids.includes(video.postId)).map((video) => {
    const n = countRead(state, video.postId);
    const item: Record<string, unknown> = {};
    for (const field of fields) {
      if (field === "id") item.id = video.postId;
      else if (field in COUNTS && !state.withheld.has(field)) item[field] = COUNTS[field] * n;
    }
    return item;
  });
  return envelope(200, "ok", "", { videos: found, cursor: 0, has_more: false });
}
