import { credentialFieldNames } from "@/lib/platforms/credentials/credential-declaration";
import { errorFromAnswer, isSuccess } from "@/lib/platforms/publisher-kit/answer-error";
import { sendHttp } from "@/lib/platforms/publisher-kit/http";
import { defaultSleep } from "@/lib/platforms/publisher-kit/container-wait";
import { imagesToUpload } from "@/lib/platforms/publisher-kit/images-to-upload";
import { beforeThePublishingRequest, missingPostIdError } from "@/lib/platforms/publisher-kit/publish-error";
import { readId } from "@/lib/platforms/publisher-kit/read-json";
import { requireCredentials } from "@/lib/platforms/publisher-kit/require-credentials";
import type { Publisher } from "@/lib/platforms/publisher-kit/types";
import { xTwitter } from "@/lib/platforms/x-twitter/platform";
import { readXError } from "@/lib/platforms/x-twitter/read-x-error";
import { uploadXImage } from "@/lib/platforms/x-twitter/upload-media";
import { uploadXVideo, xVideoUploadKey, type XVideoUploads } from "@/lib/platforms/x-twitter/upload-video";

/** How a GIF's or a video's upload waits while X processes it; tests record the sleeps instead and cut segments smaller. */
export type XMediaWaitOptions = { sleep: (ms: number) => Promise<void>; maxProcessingWaitMs: number; chunkBytes?: number };

/**
 * X API v2: `POST /2/tweets` {text} with an OAuth 2.0 user token (docs/platforms.md); an
 * uploaded image first goes through X's media upload (upload-media.ts: one request for a JPEG,
 * PNG or WebP, the chunked upload for a GIF) and is attached as `media.media_ids`, up to four
 * images in the post's order (docs/platforms.md, "Several images"), or the post's one video
 * (upload-video.ts: the chunked upload, read from the media store a segment at a time). X takes
 * no image URLs: an image hosted elsewhere is fetched first (imagesToUpload).
 */
export function createXTwitterPublisher(media: Partial<XMediaWaitOptions> = {}): Publisher {
  // A GIF is usually processed in seconds; a minute of waiting is the most one publish attempt spends on it.
  const wait: XMediaWaitOptions = { sleep: defaultSleep, maxProcessingWaitMs: 60_000, ...media };
  // Videos X holds in full, by delivery: a retry waits for the same one rather than sending it again.
  const videoUploads: XVideoUploads = new Map();
  return {
    platform: "x_twitter",
    requiredCredentials: credentialFieldNames(xTwitter.credentials),
    async publish(request, { baseUrl, timeoutMs }) {
      const { access_token } = requireCredentials("x_twitter", request.credentials, ["access_token"]);
      // One after the other, in order: media_ids attach in the order given.
      const upload = { accessToken: access_token, baseUrl, timeoutMs, ...wait };
      // The uploads (simple, or chunked for a GIF or video, with their processing waits) come
      // before POST /2/tweets: X counts a post only there, so a failed upload gives the slot back.
      const mediaIds = await beforeThePublishingRequest(async () => {
        if (request.video) return [await uploadXVideo(request.video, request.idempotencyKey, videoUploads, upload)];
        const ids: string[] = [];
        for (const image of await imagesToUpload(request, { timeoutMs })) ids.push(await uploadXImage(image, upload));
        return ids;
      });
      const body = mediaIds.length > 0 ? { text: request.text, media: { media_ids: mediaIds } } : { text: request.text };
      const published = await postTweet(body, access_token, baseUrl, timeoutMs);
      if (request.video) videoUploads.delete(xVideoUploadKey(request.idempotencyKey, request.video));
      return published;
    },
    // A thread's part or a first comment: a post that replies to the one before it
    // (`reply.in_reply_to_tweet_id`, POST /2/tweets).
    async followUp(request, { baseUrl, timeoutMs }) {
      const { access_token } = requireCredentials("x_twitter", request.credentials, ["access_token"]);
      return postTweet({ text: request.text, reply: { in_reply_to_tweet_id: request.parent.id } }, access_token, baseUrl, timeoutMs);
    },
  };
}

/** `POST /2/tweets` with `body`: the request that publishes, so a lost answer is an unknown outcome. */
async function postTweet(body: Record<string, unknown>, accessToken: string, baseUrl: string, timeoutMs: number) {
  const answer = await sendHttp({
    platform: "x_twitter",
    method: "POST",
    url: `${baseUrl}/2/tweets`,
    headers: { authorization: `Bearer ${accessToken}` },
    json: body,
    timeoutMs,
    repeatable: false,
  });
  if (!isSuccess(answer)) throw errorFromAnswer("x_twitter", answer, readXError(answer.json));
  const id = readId(answer.json, "data", "id");
  if (!id) throw missingPostIdError("x_twitter", answer.status);
  return { platformPostId: id, permalink: `https://x.com/i/web/status/${id}` };
}

export const xTwitterPublisher = createXTwitterPublisher();
