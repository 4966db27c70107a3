/**
 * TikTok Content Posting API, photo mode, on loopback (docs/platforms.md): Direct Post's
 * `POST /v2/post/publish/creator_info/query/` first (init with a privacy level it did not offer,
 * or before it, is refused), then `POST /v2/post/publish/content/init/` with PULL_FROM_URL photo_images (TikTok fetches them:
 * JPEG or WebP; at most 35, `photo_cover_index` one of them), then `POST /v2/post/publish/status/fetch/` {publish_id} answers PUBLISH_COMPLETE
 * with the public post id as an int64 number. Errors come as {error: {code, message, log_id}}.
 * Video counts: tiktok-metrics.ts. Video posts (`/v2/post/publish/video/init/`, the chunked
 * upload): tiktok-videos.ts.
 */
import { fetchImage, isImageOf, type FetchedImage } from "@/lib/testing/platform-servers/fetch-image";
import { createMetricsState, type MetricsState } from "@/lib/testing/platform-servers/metrics-state";
import { answerTikTokVideoQuery, VIDEO_QUERY_PATH } from "@/lib/testing/platform-servers/tiktok-metrics";
import { createTikTokVideos, type TikTokVideoOptions, type TikTokVideoPublish } from "@/lib/testing/platform-servers/tiktok-videos";
import { acceptsToken, bearerToken, idCounter, type PlatformAnswer, type PlatformApi, type PlatformRequest, type TokenCheck } from "@/lib/testing/platform-servers/platform-server";

export type TikTokPublish = { publishId: string; body: any; photos: FetchedImage[]; token: string; statusChecks: number; postId: string; permalink: string };
export type TikTokApi = PlatformApi & { publishes: TikTokPublish[]; videoPublishes: TikTokVideoPublish[]; metrics: MetricsState };

const envelope = (status: number, code: string, message: string, data: unknown = {}): PlatformAnswer => ({ status, json: { data, error: { code, message, log_id: "202611240000000000000000000000" } } });

export type TikTokApiOptions = {
  tokens: TokenCheck;
  /** PROCESSING_DOWNLOAD answers before PUBLISH_COMPLETE. */
  processingChecks?: number;
  username?: string;
  /** What creator_info offers; an unaudited app gets ["SELF_ONLY"]. */
  privacyLevels?: string[];
  /** Video posts: the creator's max_video_post_duration_sec, the chunk limits (tests scale them down). */
  videos?: Omit<TikTokVideoOptions, "processingChecks">;
};

export function createTikTokApi(options: TikTokApiOptions): TikTokApi {
  const publishes: TikTokPublish[] = [];
  const queried = new Set<string>();
  const metrics = createMetricsState();
  const privacyLevels = options.privacyLevels ?? ["PUBLIC_TO_EVERYONE", "MUTUAL_FOLLOW_FRIENDS", "FOLLOWER_OF_CREATOR", "SELF_ONLY"];
  const nextPublish = idCounter(7400000000000000000n);
  const username = options.username ?? "northwindcoffee";
  const videos = createTikTokVideos({ ...options.videos, processingChecks: options.processingChecks });

  async function answer(request: PlatformRequest): Promise<PlatformAnswer | null> {
    const chunk = await videos.upload(request);
    if (chunk) return chunk;
    const isVideoInit = request.path === "/v2/post/publish/video/init/";
    const isInit = isVideoInit || request.path === "/v2/post/publish/content/init/";
    const isStatus = request.path === "/v2/post/publish/status/fetch/";
    const isCreator = request.path === "/v2/post/publish/creator_info/query/";
    const isQuery = request.path === VIDEO_QUERY_PATH;
    if (request.method !== "POST" || (!isInit && !isStatus && !isCreator && !isQuery)) return null;
    const token = bearerToken(request);
    if (!token || !(await acceptsToken(options.tokens, token))) return envelope(401, "access_token_invalid", "The access token is invalid or not found in the request.");
    if (isQuery) return answerTikTokVideoQuery(request, token, publishes, metrics);
    const body = request.json;

    if (isCreator) {
      queried.add(token);
      return envelope(200, "ok", "", { creator_avatar_url: `${request.baseUrl}/avatar.jpg`, creator_username: username, creator_nickname: "Northwind Coffee", privacy_level_options: privacyLevels, comment_disabled: false, duet_disabled: false, stitch_disabled: false, max_video_post_duration_sec: videos.maxVideoSeconds });
    }
    if (isStatus) {
      const video = videos.status(body?.publish_id, token);
      if (video) return video;
      const found = publishes.find((p) => p.publishId === body?.publish_id && p.token === token);
      if (!found) return envelope(400, "invalid_publish_id", "publish_id does not exist.");
      found.statusChecks += 1;
      if (found.statusChecks <= (options.processingChecks ?? 0)) return envelope(200, "ok", "", { status: "PROCESSING_DOWNLOAD", uploaded_bytes: 0 });
      // Written by hand: the id is an int64 JSON number, as TikTok sends it.
      return { status: 200, json: `{"data":{"status":"PUBLISH_COMPLETE","publicaly_available_post_id":[${found.postId}],"uploaded_bytes":0},"error":{"code":"ok","message":"","log_id":"x"}}` };
    }

    if (!queried.has(token)) return envelope(400, "invalid_params", "Query creator info (/v2/post/publish/creator_info/query/) before posting.");
    if (!privacyLevels.includes(body?.post_info?.privacy_level)) return envelope(400, "privacy_level_option_mismatch", "privacy_level is not one of the creator's privacy_level_options.");
    if (isVideoInit) return videos.init(request, token);
    const source = body?.source_info;
    if (body?.media_type !== "PHOTO" || source?.source !== "PULL_FROM_URL" || !Array.isArray(source?.photo_images) || source.photo_images.length === 0) {
      return envelope(400, "invalid_params", "media_type PHOTO with source_info {source: PULL_FROM_URL, photo_images} is required.");
    }
    // Up to 35 photo URLs, and the cover is one of them by its 0-based index.
    if (source.photo_images.length > 35) return envelope(400, "invalid_params", `source_info.photo_images takes at most 35 photos; ${source.photo_images.length} given.`);
    const cover = source.photo_cover_index;
    if (!Number.isInteger(cover) || cover < 0 || cover >= source.photo_images.length) {
      return envelope(400, "invalid_params", `source_info.photo_cover_index must be the index of one of the ${source.photo_images.length} photo_images; ${String(cover)} given.`);
    }
    if (typeof body?.post_info?.title !== "string" || [...body.post_info.title].length > 90) return envelope(400, "invalid_params", "post_info.title is required, at most 90 characters.");
    const photos: FetchedImage[] = [];
    for (const url of source.photo_images as unknown[]) {
      const photo = await fetchImage(String(url));
      if (!isImageOf(photo, ["image/jpeg", "image/webp"])) return envelope(400, "invalid_params", `picture_size_check_failed: ${String(url)} answered ${photo.status} ${photo.contentType}`);
      photos.push(photo);
    }
    const publishId = `p_pub_url~v2.${nextPublish()}`;
    const postId = String(7440000000000000000n + BigInt(publishes.length + 1));
    publishes.push({ publishId, body, photos, token, statusChecks: 0, postId, permalink: `https://www.tiktok.com/@${username}/photo/${postId}` });
    return envelope(200, "ok", "", { publish_id: publishId });
  }

  return { name: "tiktok", answer, publishes, videoPublishes: videos.publishes, metrics };
}
