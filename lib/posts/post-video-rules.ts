import type { OwnMedia } from "@/lib/media/own-media-of-url";
import { MAX_VIDEOS_PER_POST, videoRuleProblem, type VideoRules } from "@/lib/platforms/video-rules";

/** Where a video stands in the media one platform publishes. */
export type VideoPlace = { index: number; count: number; videoCount: number };

/**
 * What is wrong with a video in the list one platform publishes, in words, or null: one video a
 * post (docs/platforms.md, "Video"); images beside it only where the platform takes both; the
 * video first; then the platform's own video rules, checked on the facts the probe stored.
 */
export function videoPlaceProblem(rules: VideoRules, label: string, media: Pick<OwnMedia, "video" | "width" | "height" | "bytes">, place: VideoPlace): string | null {
  if (place.videoCount > MAX_VIDEOS_PER_POST) return `${place.videoCount} videos; ${label} takes one video per post`;
  const images = place.count - place.videoCount;
  if (rules.publishes && images > 0 && !rules.mixesWithImages) {
    return `${label} takes a video alone in a post, and this one has ${images} image${images === 1 ? "" : "s"} beside it; give ${label} a version with the video alone or the images alone`;
  }
  if (place.index > 0) return `the video goes first in the list (media[0]), before any image`;
  if (!media.video) return "the video's facts were not stored when it was uploaded; upload it again";
  return videoRuleProblem(rules, { ...media.video, width: media.width, height: media.height, bytes: media.bytes }, label);
}
