import { errorFromAnswer, isSuccess } from "@/lib/platforms/publisher-kit/answer-error";
import { sendHttp } from "@/lib/platforms/publisher-kit/http";
import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import { readId } from "@/lib/platforms/publisher-kit/read-json";
import type { PublishImage } from "@/lib/platforms/publisher-kit/types";
import { readXError } from "@/lib/platforms/x-twitter/read-x-error";

type Upload = { accessToken: string; baseUrl: string; timeoutMs: number };

/**
 * X API v2 media upload (docs/platforms.md, "Images"): `POST /2/media/upload` as
 * multipart/form-data (`media`, `media_category=tweet_image`, `media_type`), answering
 * `data.id`; then the alt text by `POST /2/media/metadata`. An image that is never attached is
 * harmless, so both steps may be repeated.
 */
export async function uploadXImage(image: PublishImage, { accessToken, baseUrl, timeoutMs }: Upload): Promise<string> {
  const form = new FormData();
  form.append("media", new Blob([new Uint8Array(image.bytes)], { type: image.mimeType }), "image");
  form.append("media_category", "tweet_image");
  form.append("media_type", image.mimeType);
  const headers = { authorization: `Bearer ${accessToken}` };
  const uploaded = await sendHttp({ platform: "x_twitter", method: "POST", url: `${baseUrl}/2/media/upload`, headers, multipart: form, timeoutMs, repeatable: true });
  if (!isSuccess(uploaded)) throw errorFromAnswer("x_twitter", uploaded, readXError(uploaded.json));
  const mediaId = readId(uploaded.json, "data", "id");
  if (!mediaId) throw new PublishError("retryable", "X accepted the image upload but answered no media id.");

  if (image.altText) {
    const metadata = await sendHttp({
      platform: "x_twitter",
      method: "POST",
      url: `${baseUrl}/2/media/metadata`,
      headers,
      json: { id: mediaId, metadata: { alt_text: { text: image.altText } } },
      timeoutMs,
      repeatable: true,
    });
    if (!isSuccess(metadata)) throw errorFromAnswer("x_twitter", metadata, readXError(metadata.json));
  }
  return mediaId;
}
