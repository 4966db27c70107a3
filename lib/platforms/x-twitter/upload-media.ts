import { errorFromAnswer, isSuccess } from "@/lib/platforms/publisher-kit/answer-error";
import { sendHttp } from "@/lib/platforms/publisher-kit/http";
import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import { readId } from "@/lib/platforms/publisher-kit/read-json";
import type { PublishImage } from "@/lib/platforms/publisher-kit/types";
import { chunkedSourceOf, uploadXChunked, type ChunkedUploadOptions, type XMediaCategory } from "@/lib/platforms/x-twitter/chunked-upload";
import { readXError } from "@/lib/platforms/x-twitter/read-x-error";

export type XUpload = ChunkedUploadOptions;

/** The one-shot upload's bound: images up to 5 MB (docs.x.com, "Media types & size restrictions"). */
const ONE_SHOT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Which of X's two uploads carries the image: a GIF (tweet_gif) only goes through the chunked
 * upload, and so does anything over the one-shot's 5 MB; JPEG, PNG and WebP within it take the
 * single request.
 */
export function xUploadPath(image: Pick<PublishImage, "mimeType" | "bytes">): { path: "one_shot" } | { path: "chunked"; category: XMediaCategory } {
  if (image.mimeType === "image/gif") return { path: "chunked", category: "tweet_gif" };
  if (image.bytes.byteLength > ONE_SHOT_MAX_BYTES) return { path: "chunked", category: "tweet_image" };
  return { path: "one_shot" };
}

/**
 * X API v2 media upload (docs/platforms.md, "Images"), by the path xUploadPath picks, answering
 * the media id; then the alt text by `POST /2/media/metadata`. An image that is never attached
 * is harmless, so every step may be repeated.
 */
export async function uploadXImage(image: PublishImage, upload: XUpload): Promise<string> {
  const route = xUploadPath(image);
  const mediaId = route.path === "chunked" ? await uploadXChunked(chunkedSourceOf(image), route.category, upload) : await uploadOneShot(image, upload);
  if (image.altText) {
    const metadata = await sendHttp({
      platform: "x_twitter",
      method: "POST",
      url: `${upload.baseUrl}/2/media/metadata`,
      headers: { authorization: `Bearer ${upload.accessToken}` },
      json: { id: mediaId, metadata: { alt_text: { text: image.altText } } },
      timeoutMs: upload.timeoutMs,
      repeatable: true,
    });
    if (!isSuccess(metadata)) throw errorFromAnswer("x_twitter", metadata, readXError(metadata.json));
  }
  return mediaId;
}

/** `POST /2/media/upload` as multipart/form-data (`media`, `media_category=tweet_image`, `media_type`), answering `data.id`. */
async function uploadOneShot(image: PublishImage, { accessToken, baseUrl, timeoutMs }: XUpload): Promise<string> {
  const form = new FormData();
  form.append("media", new Blob([new Uint8Array(image.bytes)], { type: image.mimeType }), "image");
  form.append("media_category", "tweet_image");
  form.append("media_type", image.mimeType);
  const headers = { authorization: `Bearer ${accessToken}` };
  const uploaded = await sendHttp({ platform: "x_twitter", method: "POST", url: `${baseUrl}/2/media/upload`, headers, multipart: form, timeoutMs, repeatable: true });
  if (!isSuccess(uploaded)) throw errorFromAnswer("x_twitter", uploaded, readXError(uploaded.json));
  const mediaId = readId(uploaded.json, "data", "id");
  if (!mediaId) throw new PublishError("retryable", "X accepted the image upload but answered no media id.");
  return mediaId;
}
