import type { PlatformErrorReading } from "@/lib/platforms/publisher-kit/answer-error";
import { errorFromAnswer, isSuccess } from "@/lib/platforms/publisher-kit/answer-error";
import { sendHttp } from "@/lib/platforms/publisher-kit/http";
import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import { readText } from "@/lib/platforms/publisher-kit/read-json";
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
 * the post's `content.media.id`. An image never posted is harmless, so both steps may repeat.
 */
export async function uploadLinkedInImage(image: PublishImage, { baseUrl, headers, owner, timeoutMs, readError }: LinkedInUpload): Promise<string> {
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
  const uploadUrl = readText(initialized.json, "value", "uploadUrl");
  const imageUrn = readText(initialized.json, "value", "image");
  if (!uploadUrl || !imageUrn) throw new PublishError("retryable", "LinkedIn answered the image upload request without an upload URL or image URN.");

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
  return imageUrn;
}
