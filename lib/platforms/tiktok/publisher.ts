import { credentialFieldNames } from "@/lib/platforms/credentials/credential-declaration";
import { errorFromAnswer, isSuccess } from "@/lib/platforms/publisher-kit/answer-error";
import { defaultSleep } from "@/lib/platforms/publisher-kit/container-wait";
import type { HttpAnswer } from "@/lib/platforms/publisher-kit/http";
import { sendHttp } from "@/lib/platforms/publisher-kit/http";
import { beforeThePublishingRequest, missingPostIdError, PublishError, unknownOutcomeError } from "@/lib/platforms/publisher-kit/publish-error";
import { readId, readPath, readText } from "@/lib/platforms/publisher-kit/read-json";
import { requireCredentials, requireImage } from "@/lib/platforms/publisher-kit/require-credentials";
import type { Publisher, PublishMediaItem, PublishOptions, PublishRequest } from "@/lib/platforms/publisher-kit/types";
import { tiktok } from "@/lib/platforms/tiktok/platform";
import { readTikTokError } from "@/lib/platforms/tiktok/tiktok-error";
import { DEFAULT_TIKTOK_CHUNKS, fileUploadSource, uploadTikTokVideo, type TikTokChunkOptions } from "@/lib/platforms/tiktok/upload-video";

export { readTikTokError };

/**
 * Privacy of published photos. PUBLIC_TO_EVERYONE is what a brand wants, but TikTok only allows
 * it for audited API clients: an unaudited client gets "unaudited_client_can_only_post_to_private_
 * accounts", shown to the user as TikTok's message. Switch to "SELF_ONLY" while unaudited.
 */
export const TIKTOK_PRIVACY_LEVEL = "PUBLIC_TO_EVERYONE";

// Photo posts: title at most 90 characters (docs/platforms.md), the description carries the full text.
const TITLE_LIMIT = 90;

export type TikTokPollOptions = {
  /** Status checks after init; the init endpoint allows 6 requests a minute, status checks more. */
  maxPolls: number;
  intervalMs: number;
  sleep: (ms: number) => Promise<void>;
  /** How a video is cut for FILE_UPLOAD (TikTok's limits; tests scale both down, as the loopback TikTok does). */
  chunks: TikTokChunkOptions;
};

type Creator = { username: string | null; maxVideoSeconds: number | null };

/**
 * Content Posting API, photo mode (docs/platforms.md): Direct Post starts with
 * `POST /v2/post/publish/creator_info/query/` (the privacy levels this creator may use, and the
 * username for the permalink), then `POST /v2/post/publish/content/init/` with PULL_FROM_URL, then
 * `POST /v2/post/publish/status/fetch/` until PUBLISH_COMPLETE or FAILED. Several images go in
 * the one init's `photo_images`, in order, the first as cover (`photo_cover_index` 0): TikTok
 * makes one photo post of them or none. Once init has succeeded
 * the post is on its way, so every later failure is an unknown outcome.
 *
 * A video (docs/video.md) goes by Direct Post too: creator_info first (a video longer than the
 * creator's `max_video_post_duration_sec` is refused there, with TikTok's number), then
 * `POST /v2/post/publish/video/init/` with FILE_UPLOAD (the file's size and chunks by TikTok's
 * rules, video-chunks.ts), each chunk `PUT` to the answered upload_url (upload-video.ts), then the
 * same status checks. FILE_UPLOAD rather than PULL_FROM_URL: TikTok pulls only from a domain or
 * URL prefix the app has verified with TikTok, which a self-hosted workspace's media URL is not.
 *
 * Pacing: TikTok's per-user limit is on the init requests (posting-limits.ts), so the posting
 * slot stands for init: a failure at creator_info, before it, gives the slot back; a failure at
 * or after init (a chunk upload included) keeps it, since TikTok counted the init.
 */
export function createTikTokPublisher(poll: Partial<TikTokPollOptions> = {}): Publisher {
  const pollOptions: TikTokPollOptions = { maxPolls: 10, intervalMs: 5000, sleep: defaultSleep, chunks: DEFAULT_TIKTOK_CHUNKS, ...poll };
  return {
    platform: "tiktok",
    requiredCredentials: credentialFieldNames(tiktok.credentials),
    async publish(request, options) {
      const { access_token } = requireCredentials("tiktok", request.credentials, ["access_token"]);
      if (request.video) return await publishVideo(request, options, access_token, pollOptions);
      const imageUrl = requireImage("tiktok", "TikTok", request.imageUrl);
      const creator = await beforeThePublishingRequest(() => queryCreator(options, access_token));
      const init = await tiktokPost(options, access_token, "/v2/post/publish/content/init/", {
        post_info: { title: photoTitle(request.text), description: request.text, privacy_level: TIKTOK_PRIVACY_LEVEL },
        // Every image in order (up to 35, tiktok/image-rules.ts); the first is the cover.
        source_info: { source: "PULL_FROM_URL", photo_images: photoImages(request.images, imageUrl), photo_cover_index: 0 },
        post_mode: "DIRECT_POST",
        media_type: "PHOTO",
      }, false);
      const publishId = readId(init.json, "data", "publish_id");
      if (!publishId) throw missingPostIdError("tiktok", init.status);
      return await pollUntilPublished(options, access_token, publishId, pollOptions, photoLink(creator.username));
    },
  };
}

async function publishVideo(request: PublishRequest, options: PublishOptions, token: string, poll: TikTokPollOptions) {
  const video = request.video!;
  const creator = await beforeThePublishingRequest(async () => {
    const read = await queryCreator(options, token);
    const seconds = Math.round(video.durationMs / 100) / 10;
    if (read.maxVideoSeconds !== null && video.durationMs > read.maxVideoSeconds * 1000) {
      throw new PublishError("permanent", `TikTok lets this account post videos of at most ${read.maxVideoSeconds} seconds (max_video_post_duration_sec); this one is ${seconds} seconds.`);
    }
    return read;
  });
  // Nothing is published until the last chunk is in, so init may be sent again.
  const init = await tiktokPost(options, token, "/v2/post/publish/video/init/", {
    // The frame the user chose as cover; without it TikTok shows the first one.
    post_info: { title: request.text, privacy_level: TIKTOK_PRIVACY_LEVEL, ...(typeof video.coverAtMs === "number" ? { video_cover_timestamp_ms: video.coverAtMs } : {}) },
    source_info: fileUploadSource(video, poll.chunks),
  }, true);
  const publishId = readId(init.json, "data", "publish_id");
  const uploadUrl = readText(init.json, "data", "upload_url");
  if (!publishId || !uploadUrl) throw missingPostIdError("tiktok", init.status);
  await uploadTikTokVideo(video, uploadUrl, poll.chunks, options.timeoutMs);
  return await pollUntilPublished(options, token, publishId, poll, (postId) => (creator.username ? `https://www.tiktok.com/@${encodeURIComponent(creator.username)}/video/${postId}` : null));
}

const photoLink = (username: string | null) => (postId: string) => (username ? `https://www.tiktok.com/@${encodeURIComponent(username)}/photo/${postId}` : null);

async function pollUntilPublished(
  options: PublishOptions,
  token: string,
  publishId: string,
  poll: TikTokPollOptions,
  linkOf: (postId: string) => string | null,
): Promise<{ platformPostId: string; permalink: string | null }> {
  for (let attempt = 1; attempt <= poll.maxPolls; attempt++) {
    await poll.sleep(poll.intervalMs);
    let answer: HttpAnswer;
    try {
      answer = await tiktokPost(options, token, "/v2/post/publish/status/fetch/", { publish_id: publishId }, true);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw unknownOutcomeError("tiktok", `publish ${publishId} accepted, status check failed: ${reason}`, error);
    }
    const status = readText(answer.json, "data", "status");
    if (status === "PUBLISH_COMPLETE") {
      // The public post id (when TikTok has assigned one yet) identifies the post and, with the
      // creator's username, makes its link; otherwise the publish id identifies it, without a link.
      const postId = publicPostId(answer.text);
      const permalink = postId ? linkOf(postId) : null;
      return { platformPostId: postId ?? publishId, permalink };
    }
    if (status === "FAILED") {
      const reason = readText(answer.json, "data", "fail_reason") ?? "no reason given";
      throw new PublishError("permanent", `TikTok could not publish the post: ${reason}`);
    }
  }
  throw unknownOutcomeError("tiktok", `publish ${publishId} was still processing after ${poll.maxPolls} status checks`);
}

/**
 * "Query Creator Info" (developers.tiktok.com, Content Posting API), which Direct Post requires
 * first: a privacy level the creator may not use is refused here, before anything is sent.
 */
async function queryCreator(options: PublishOptions, token: string): Promise<Creator> {
  const answer = await tiktokPost(options, token, "/v2/post/publish/creator_info/query/", {}, true);
  const levels = readPath(answer.json, "data", "privacy_level_options");
  if (Array.isArray(levels) && !levels.includes(TIKTOK_PRIVACY_LEVEL)) {
    throw new PublishError(
      "permanent",
      `TikTok lets this account post only as ${levels.join(", ") || "nothing"} through this app, not ${TIKTOK_PRIVACY_LEVEL} (an app TikTok has not audited can only post privately).`,
    );
  }
  const maxSeconds = readPath(answer.json, "data", "max_video_post_duration_sec");
  return { username: readText(answer.json, "data", "creator_username") ?? null, maxVideoSeconds: typeof maxSeconds === "number" ? maxSeconds : null };
}

async function tiktokPost(
  { baseUrl, timeoutMs }: PublishOptions,
  token: string,
  path: string,
  json: unknown,
  repeatable: boolean,
): Promise<HttpAnswer> {
  const answer = await sendHttp({
    platform: "tiktok",
    method: "POST",
    url: `${baseUrl}${path}`,
    headers: { authorization: `Bearer ${token}` },
    json,
    timeoutMs,
    repeatable,
  });
  const errorCode = readText(answer.json, "error", "code");
  // TikTok puts {error: {code: "ok"}} on successes; anything else is an error even under a 2xx.
  if (!isSuccess(answer) || (errorCode !== undefined && errorCode !== "ok")) {
    throw errorFromAnswer("tiktok", { ...answer, status: isSuccess(answer) ? 400 : answer.status }, readTikTokError(answer.json));
  }
  return answer;
}

/** Read from the raw body: the ids are int64 JSON numbers, which JSON.parse would round. */
function publicPostId(rawBody: string): string | undefined {
  return /"publicaly_available_post_id"\s*:\s*\[\s*"?(\d+)/.exec(rawBody)?.[1];
}

/** The URLs TikTok pulls: every image of the post in order, or the one image. */
function photoImages(images: PublishMediaItem[] | undefined, imageUrl: string): string[] {
  return images && images.length > 1 ? images.map((item) => item.imageUrl) : [imageUrl];
}

function photoTitle(text: string): string {
  const firstLine = text.split("\n").find((line) => line.trim() !== "")?.trim() ?? "";
  const chars = Array.from(firstLine);
  return chars.length <= TITLE_LIMIT ? firstLine : `${chars.slice(0, TITLE_LIMIT - 1).join("").trimEnd()}…`;
}

export const tiktokPublisher = createTikTokPublisher();
