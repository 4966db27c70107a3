import { mediaStore } from "@/lib/media/media-store-for-env";
import type { OwnMedia } from "@/lib/media/own-media-of-url";
import type { PublishVideo } from "@/lib/platforms/publisher-kit/types";

/**
 * An uploaded video as the publishers take it (lib/platforms/publisher-kit/types.ts): facts from
 * its row, its bytes read from the media store a range at a time when a publisher asks, so that
 * a 1 GB file is never held whole. Null for an image.
 */
export function videoForPublishing(media: OwnMedia, url: string, altText: string | null): PublishVideo | null {
  if (media.kind !== "video" || !media.video) return null;
  const store = mediaStore();
  const { storageKey, bytes } = media;
  return {
    url,
    mimeType: media.mimeType,
    bytes: Number(bytes),
    durationMs: media.video.durationMs,
    width: media.width,
    height: media.height,
    frameRate: media.video.frameRate,
    videoCodec: media.video.videoCodec,
    audioCodec: media.video.audioCodec,
    coverUrl: media.coverKey ? store.publicUrl(media.coverKey) : null,
    coverAtMs: media.coverAtMs,
    altText,
    async readRange(start, end) {
      const chunk = await store.readRange(storageKey, start, Math.min(end, Number(bytes)));
      if (chunk === null) throw new Error(`the video ${media.id} is no longer in the media store`);
      return chunk;
    },
  };
}
