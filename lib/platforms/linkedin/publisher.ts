import { serverEnv } from "@/lib/env/server-env";
import { credentialFieldNames } from "@/lib/platforms/credentials/credential-declaration";
import { toLinkedInCommentary } from "@/lib/platforms/linkedin/little-text";
import { linkedin } from "@/lib/platforms/linkedin/platform";
import type { PlatformErrorReading } from "@/lib/platforms/publisher-kit/answer-error";
import { errorFromAnswer, isSuccess } from "@/lib/platforms/publisher-kit/answer-error";
import { sendHttp } from "@/lib/platforms/publisher-kit/http";
import { imagesToUpload } from "@/lib/platforms/publisher-kit/images-to-upload";
import { mapInParallel, MEDIA_AT_ONCE } from "@/lib/platforms/publisher-kit/map-in-parallel";
import { beforeThePublishingRequest, missingPostIdError } from "@/lib/platforms/publisher-kit/publish-error";
import { readId, readPath, readText } from "@/lib/platforms/publisher-kit/read-json";
import { requireCredentials } from "@/lib/platforms/publisher-kit/require-credentials";
import { containerWaitOptions, type ContainerWaitOptions } from "@/lib/platforms/publisher-kit/container-wait";
import type { Publisher, PublishRequest } from "@/lib/platforms/publisher-kit/types";
import { uploadLinkedInImage } from "@/lib/platforms/linkedin/upload-image";
import { uploadLinkedInVideo } from "@/lib/platforms/linkedin/upload-video";

/**
 * LinkedIn versions its API by month (`LinkedIn-Version: YYYYMM`) and supports each version for
 * at least a year; an unsupported one answers 426. LINKEDIN_API_VERSION (lib/env/server-env.ts) overrides
 * the default when this one is sunset, without a release.
 */
export const DEFAULT_LINKEDIN_VERSION = "202609";

export function linkedInVersion(): string {
  return serverEnv().LINKEDIN_API_VERSION ?? DEFAULT_LINKEDIN_VERSION;
}

/**
 * Posts API: `POST /rest/posts` (docs/platforms.md). The new post's URN comes back in the
 * `x-restli-id` header of a 201 with an empty body. An uploaded image goes through the Images API
 * first (upload-image.ts) and is the post's `content.media`, with its alt text. Several images
 * (2 to 20) are each uploaded so, MEDIA_AT_ONCE at a time (a step refused with 429 waited out in
 * place: publisher-kit/retry-step-after-refusal.ts), and the post's
 * `content.multiImage.images` lists them in order with their alt texts: LinkedIn shows an uploaded image nowhere until a post names it, so
 * a failure before the post leaves nothing half-way, and a retry uploads afresh. A video goes
 * through the Videos API (upload-video.ts) and is the post's `content.media` with a title.
 * `wait`: the video's processing checks (tests pass a sleep that does not wait).
 */
export function createLinkedInPublisher(wait: Partial<ContainerWaitOptions> = {}): Publisher {
  // LinkedIn transcodes a video before a post may name it: up to five minutes, checked every 5 s.
  const videoWait = containerWaitOptions({ maxChecks: 60, intervalMs: 5000, ...wait });
  return {
    platform: "linkedin",
    requiredCredentials: credentialFieldNames(linkedin.credentials),
    async publish(request, { baseUrl, timeoutMs }) {
      const { author_urn, access_token } = requireCredentials("linkedin", request.credentials, [
        "author_urn",
        "access_token",
      ]);
      const headers = {
        authorization: `Bearer ${access_token}`,
        "linkedin-version": linkedInVersion(),
        "x-restli-protocol-version": "2.0.0",
      };
      const uploaded: { id: string; altText?: string; title?: string }[] = [];
      await beforeThePublishingRequest(async () => {
        if (request.video) {
          const id = await uploadLinkedInVideo(request.video, { baseUrl, headers, owner: author_urn, timeoutMs, readError: readLinkedInError, wait: videoWait });
          uploaded.push({ id, title: videoTitle(request) });
        }
        const images = request.video ? [] : await imagesToUpload(request, { timeoutMs });
        const upload = { baseUrl, headers, owner: author_urn, timeoutMs, readError: readLinkedInError };
        const ids = await mapInParallel(images, MEDIA_AT_ONCE, (image) => uploadLinkedInImage(image, upload, videoWait.sleep));
        images.forEach((image, index) => uploaded.push({ id: ids[index], ...(image.altText ? { altText: image.altText } : {}) }));
      });
      const answer = await sendHttp({
        platform: "linkedin",
        method: "POST",
        url: `${baseUrl}/rest/posts`,
        headers,
        json: {
          author: author_urn,
          commentary: toLinkedInCommentary(request.text),
          visibility: "PUBLIC",
          distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
          lifecycleState: "PUBLISHED",
          isReshareDisabledByAuthor: false,
          ...postContent(uploaded),
        },
        timeoutMs,
        repeatable: false,
      });
      if (!isSuccess(answer)) throw errorFromAnswer("linkedin", answer, readLinkedInError(answer.json));
      const urn = answer.headers.get("x-restli-id")?.trim();
      if (!urn) throw missingPostIdError("linkedin", answer.status);
      return { platformPostId: urn, permalink: `https://www.linkedin.com/feed/update/${urn}` };
    },
    // The first comment: `POST /rest/socialActions/{post-urn}/comments` as the post's author.
    async followUp(request, { baseUrl, timeoutMs }) {
      const { author_urn, access_token } = requireCredentials("linkedin", request.credentials, ["author_urn", "access_token"]);
      const answer = await sendHttp({
        platform: "linkedin",
        method: "POST",
        url: `${baseUrl}/rest/socialActions/${encodeURIComponent(request.root.id)}/comments`,
        headers: { authorization: `Bearer ${access_token}`, "linkedin-version": linkedInVersion(), "x-restli-protocol-version": "2.0.0" },
        json: { actor: author_urn, object: request.root.id, message: { text: request.text } },
        timeoutMs,
        repeatable: false,
      });
      if (!isSuccess(answer)) throw errorFromAnswer("linkedin", answer, readLinkedInError(answer.json));
      const urn = readId(answer.json, "commentUrn") ?? answer.headers.get("x-restli-id")?.trim();
      if (!urn) throw missingPostIdError("linkedin", answer.status);
      return { platformPostId: urn, permalink: null };
    },
  };
}

export const linkedinPublisher = createLinkedInPublisher();

// Ours: the video's title is the post's first line, as a headline, cut to a readable length.
const VIDEO_TITLE_LIMIT = 100;

/** The video's `title`: its alt text when the post gives one, else the text's first line. */
function videoTitle(request: PublishRequest): string {
  const line = request.video?.altText?.trim() || request.text.split("\n").find((l) => l.trim() !== "")?.trim() || "Video";
  const chars = Array.from(line);
  return chars.length <= VIDEO_TITLE_LIMIT ? line : `${chars.slice(0, VIDEO_TITLE_LIMIT - 1).join("").trimEnd()}…`;
}

/** One image or the video is `content.media`; several images are `content.multiImage.images`, in order (MultiImage API). */
function postContent(images: { id: string; altText?: string; title?: string }[]): { content?: unknown } {
  if (images.length === 0) return {};
  if (images.length === 1) return { content: { media: images[0] } };
  return { content: { multiImage: { images } } };
}

// LinkedIn's serviceErrorCode for a bad token: 65600 invalid, 65601 revoked, 65602 expired.
const TOKEN_SERVICE_CODES = new Set([65600, 65601, 65602]);

/** LinkedIn errors: {message, status, serviceErrorCode, code}. */
export function readLinkedInError(body: unknown): PlatformErrorReading {
  const message = readText(body, "message");
  const serviceCode = readPath(body, "serviceErrorCode");
  const code = readText(body, "code") ?? "";
  const tokenProblem =
    (typeof serviceCode === "number" && TOKEN_SERVICE_CODES.has(serviceCode)) ||
    /^(INVALID|EXPIRED|REVOKED)_ACCESS_TOKEN$/.test(code);
  return { message, tokenProblem };
}
