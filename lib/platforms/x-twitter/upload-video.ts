import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import type { PublishVideo } from "@/lib/platforms/publisher-kit/types";
import { awaitXMedia, uploadXChunked, type ChunkedUploadOptions } from "@/lib/platforms/x-twitter/chunked-upload";

/**
 * The chunked upload's video types (docs.x.com, media best practices: MP4 or MOV). Length, size
 * and codecs are the platform's video rules, checked before the post is scheduled; X itself
 * refuses at initialize what it will not take, and the segments' bound (1,000 of at most 5 MB)
 * is segmentRanges'.
 */
export const X_VIDEO_TYPES = ["video/mp4", "video/quicktime"] as const;
/** How long X keeps an unattached upload when it names no time (its answers say 86,400 s). */
const DEFAULT_EXPIRY_SECS = 86_400;
/** A remembered media id is not cited in the last minute before X forgets it. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * The videos X has received in full, by delivery: a media id and when X forgets it. Held by one
 * publisher (one process): a retry of the same delivery waits for the video X already has
 * instead of sending hundreds of megabytes again; after a restart the map is empty and the
 * video is sent again, which is harmless (an upload never attached is discarded by X).
 */
export type XVideoUploads = Map<string, { mediaId: string; expiresAtMs: number }>;

/** Which entry of XVideoUploads is this delivery's video: the publisher forgets it once the post is out. */
export const xVideoUploadKey = (deliveryKey: string, video: Pick<PublishVideo, "url">) => `${deliveryKey} ${video.url}`;

/**
 * The post's video uploaded to X (docs/video.md, "X and Bluesky") by the chunked upload with
 * media_category `tweet_video`, its segments read from the media store one at a time, and
 * waited for until X's processing succeeded: answers the media id to cite. X's alt text
 * (`POST /2/media/metadata`) is documented for images and GIFs only, so a video's is not sent.
 */
export async function uploadXVideo(video: PublishVideo, deliveryKey: string, uploads: XVideoUploads, options: ChunkedUploadOptions, now: () => number = Date.now): Promise<string> {
  if (!(X_VIDEO_TYPES as readonly string[]).includes(video.mimeType)) {
    throw new PublishError("permanent", `X takes an MP4 or MOV video, not ${video.mimeType}.`);
  }
  // Entries of deliveries that never came back (given up, or retried past X's expiry) go here.
  for (const [stale, upload] of uploads) if (upload.expiresAtMs <= now()) uploads.delete(stale);
  const key = xVideoUploadKey(deliveryKey, video);
  const earlier = uploads.get(key);
  if (earlier && earlier.expiresAtMs > now()) {
    try {
      if (await awaitXMedia(earlier.mediaId, "tweet_video", options)) return earlier.mediaId;
    } catch (error) {
      // Still processing: keep it for the next attempt. Failed for good: nothing to keep.
      if (error instanceof PublishError && error.kind === "permanent") uploads.delete(key);
      throw error;
    }
  }
  uploads.delete(key);
  const source = { mimeType: video.mimeType, totalBytes: video.bytes, readRange: (start: number, end: number) => video.readRange(start, end) };
  try {
    return await uploadXChunked(source, "tweet_video", {
      ...options,
      onFinalized: (mediaId, expiresAfterSecs) => uploads.set(key, { mediaId, expiresAtMs: now() + (expiresAfterSecs ?? DEFAULT_EXPIRY_SECS) * 1000 - EXPIRY_MARGIN_MS }),
    });
  } catch (error) {
    if (error instanceof PublishError && error.kind === "permanent") uploads.delete(key);
    throw error;
  }
}
