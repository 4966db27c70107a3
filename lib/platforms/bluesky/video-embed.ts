import type { $Typed, AppBskyEmbedVideo, AtpAgent } from "@atproto/api";
import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import type { PublishVideo } from "@/lib/platforms/publisher-kit/types";

/**
 * The lexicon app.bsky.embed.video: its `video` blob accepts `video/mp4` only, of at most
 * 100,000,000 bytes (formerly 50 MB); the PDS refuses a record citing anything else.
 */
export const BLUESKY_VIDEO_TYPE = "video/mp4";
export const BLUESKY_MAX_VIDEO_BYTES = 100_000_000;
/**
 * The upload is one request, so its time bound grows with the file: the per-request timeout plus
 * a second per megabyte (a link of at least 8 Mbit/s).
 */
export const videoUploadTimeoutMs = (timeoutMs: number, bytes: number) => timeoutMs + Math.ceil(bytes / 1_000_000) * 1000;
/** How much of the file one read takes from the media store while the upload streams. */
const READ_BYTES = 1024 * 1024;

/**
 * The post's video as Bluesky embeds it (docs/video.md, "X and Bluesky"): the file sent by
 * `com.atproto.repo.uploadBlob` straight to the account's PDS as one streamed request body, read
 * from the media store a megabyte at a time (never whole), then app.bsky.embed.video with the
 * blob, the displayed size as `aspectRatio` and the alt text. The blob is referenced only by the
 * post that follows; one never referenced is discarded by the PDS, so a retry costs nothing visible.
 * `upload` turns an XRPC failure into the PublishError it means (the publisher's reading);
 * `readBytes` is the size of one read (tests make it small to see several).
 */
export async function blueskyVideoEmbed(
  agent: AtpAgent,
  video: PublishVideo,
  upload: (send: () => Promise<unknown>) => Promise<void>,
  readBytes = READ_BYTES,
): Promise<$Typed<AppBskyEmbedVideo.Main>> {
  if (video.mimeType !== BLUESKY_VIDEO_TYPE) {
    throw new PublishError("permanent", `Bluesky embeds an MP4 video only (app.bsky.embed.video), not ${video.mimeType}.`);
  }
  if (video.bytes > BLUESKY_MAX_VIDEO_BYTES) {
    throw new PublishError("permanent", `The video is ${video.bytes} bytes; Bluesky embeds at most ${BLUESKY_MAX_VIDEO_BYTES} (100 MB).`);
  }
  let blob: AppBskyEmbedVideo.Main["video"] | undefined;
  await upload(async () => {
    // @atproto/xrpc sends a ReadableStream as a streamed body (duplex "half"); the lexicon's
    // input type names only whole bodies, hence the cast.
    const body = videoStream(video, readBytes) as unknown as Uint8Array;
    const { data } = await agent.com.atproto.repo.uploadBlob(body, { encoding: video.mimeType, headers: { "content-length": String(video.bytes) } });
    blob = data.blob;
  });
  if (!blob) throw new PublishError("retryable", "Bluesky accepted the video upload but answered no blob.");
  return {
    $type: "app.bsky.embed.video",
    video: blob,
    aspectRatio: { width: video.width, height: video.height },
    ...(video.altText ? { alt: video.altText } : {}),
  };
}

/** The file as a stream pulled a range at a time: the next range is read only when the request wants it. */
function videoStream(video: PublishVideo, readBytes: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset >= video.bytes) return controller.close();
      const end = Math.min(video.bytes, offset + readBytes);
      const chunk = await video.readRange(offset, end);
      if (chunk.byteLength !== end - offset) throw new Error(`the media store answered ${chunk.byteLength} bytes for [${offset}, ${end})`);
      offset = end;
      controller.enqueue(chunk);
    },
  });
}
