import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { videoRuleProblem, type VideoRuleFacts } from "@/lib/platforms/video-rules";
import { transcodePlan } from "@/lib/video/transcode-plan";

/** A stored video's facts, as its media row (or the composer's copy of it) keeps them. */
export type StoredVideoFacts = VideoRuleFacts & { bytes: number };

/** What a conversion for `platforms` would make of the video: H.264/AAC MP4, sized and paced by the plan; its size unknown, so kept. */
export function convertedFacts(video: StoredVideoFacts, platforms: readonly PlatformId[]): StoredVideoFacts {
  const plan = transcodePlan({ rules: platforms.map((platform) => platformRule(platform).video), source: video });
  return {
    ...video,
    container: "mp4",
    videoCodec: "h264",
    audioCodec: video.audioCodec === null ? null : "aac",
    width: plan.width,
    height: plan.height,
    frameRate: plan.frameRate,
    bitRate: plan.maxBitRate === null ? video.bitRate : Math.min(video.bitRate ?? plan.maxBitRate, plan.maxBitRate),
  };
}

/**
 * Pure (the composer calls it too): of `platforms`, those that refuse the video as it is but
 * would take it converted (codec, container, size, frame rate, bit rate), and those whose
 * refusal a conversion cannot fix (length, aspect ratio, a platform that publishes no video),
 * each with its problem in words.
 */
export function transcodeFixes(video: StoredVideoFacts, platforms: readonly PlatformId[]): { fixable: PlatformId[]; unfixable: { platform: PlatformId; problem: string }[] } {
  const refusing = platforms.filter((platform) => videoRuleProblem(platformRule(platform).video, video, platformRule(platform).label) !== null);
  const publishing = refusing.filter((platform) => platformRule(platform).video.publishes);
  const converted = convertedFacts(video, publishing);
  const fixable: PlatformId[] = [];
  const unfixable: { platform: PlatformId; problem: string }[] = [];
  for (const platform of refusing) {
    const { video: rules, label } = platformRule(platform);
    const after = rules.publishes ? videoRuleProblem(rules, converted, label) : videoRuleProblem(rules, video, label);
    if (after === null) fixable.push(platform);
    else unfixable.push({ platform, problem: after });
  }
  return { fixable, unfixable };
}
