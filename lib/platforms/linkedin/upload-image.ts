import type { PlatformErrorReading } from "@/lib/platforms/publisher-kit/answer-error";
import { errorFromAnswer, isSuccess } from "@/lib/platforms/publisher-kit/answer-error";
import { sendHttp } from "@/lib/platforms/publisher-kit/http";
import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import { readText } from "@/lib/platforms/publisher-kit/read-json";
import { retryStepAfterRefusal } from "@/lib/platforms/publisher-kit/retry-step-after-refusal";
import { defaultSleep } from "@/lib/platforms/publisher-kit/container-wait";
import type { PublishImage } from "@/lib/platforms/publisher-kit/types";

export type LinkedInUpload = {
  baseUrl: string;
  /** The Posts API's headers (token, LinkedIn-Version, Rest.li protocol). */
  headers: Record<string, string>;
  /** The post's author: the uploaded image or video must belong to the same member or organisation. */
  owner: string;
  timeoutMs: number;
  readError: (body: unknown) => PlatformErrorReading;
};

/**
 * LinkedIn's Images API (docs/platforms.md, "Images"): `POST /rest/images?action=initializeUpload`
 * {initializeUploadRequest: {owner}} answers `value.uploadUrl` and `value.image` (an
 * urn:li:image); the bytes go by `PUT` to that URL with the same token. Returns the image URN for
 * the post's `content.media.id`. An image never posted is harmless, so both steps may repeat: each
 * refused with 429 is waited out and tried again in place (`sleep`; tests pass one that does not wait).
 */
export async function uploadLinkedInImage(
  image: PublishImage,
  { baseUrl, headers, owner, timeoutMs, readError }: LinkedInUpload,
  sleep: (ms: number) => Promise<void> = defaultSleep,
): Promise<string> {
  const initialized = await retryStepAfterRefusal(() => initializeUpload({ baseUrl, headers, owner, timeoutMs, readError }), sleep);
  const uploadUrl = readText(initialized, "value", "uploadUrl");
  const imageUrn = readText(initialized, "value", "image");
  if (!uploadUrl || !imageUrn) throw new PublishError("retryable", "LinkedIn answered the image upload request without an upload URL or image URN.");

  await retryStepAfterRefusal(async () => {
    const put = await sendHttp({
      platform: "linkedin",
      method: "PUT",
      url: uploadUrl,
      headers: { authorization: headers.authorization },
      bytes: { data: image.bytes, contentType: image.mimeType },
      timeoutMs,
      repeatable: true,
    });
    if (!isSuccess(put)) throw errorFromAnswer("linkedin", put, readError(put.json));
  }, sleep);
  return imageUrn;
}

/** The upload's URL and image URN (`value`), as LinkedIn answers the initialize request. */
async function initializeUpload({ baseUrl, headers, owner, timeoutMs, readError }: LinkedInUpload): Promise<unknown> {
  const initialized = await sendHttp({
    platform: "linkedin",
    method: "POST",
    url: `${baseUrl}/rest/images?action=initializeUpload`,
    headers,
    json: { initializeUploadRequest: { owner } },
    timeoutMs,
    repeatable: true,
  });
  if (!isSuccess(initialized)) throw errorFromAnswer("linkedin", initialized, readError(initialized.json));
  return initialized.json;
}
