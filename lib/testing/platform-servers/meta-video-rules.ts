/**
 * What Instagram's and Threads' video processing refuses, as their loopbacks judge a fetched
 * video (docs/platforms.md, "Video on Instagram, Threads and Facebook"), each answering in the
 * words its container status uses.
 */
import type { FetchedVideo } from "@/lib/testing/platform-servers/fetch-video";

const CODECS = ["h264", "hevc"];
const inFrameRate = (rate: number) => rate >= 23 && rate <= 60;

/**
 * Reels specifications (IG User Media): MOV or MP4, HEVC or H.264, 23–60 FPS, 3 seconds to 15
 * minutes. A file outside them fails as Instagram reports it, "Error: Media upload has failed with
 * error code 2207026" in the container's `status`; a download that failed, with 2207003.
 */
export function reelProblem(video: FetchedVideo): string | null {
  if (video.status !== 200) return "Error: Media upload has failed with error code 2207003";
  const facts = video.facts;
  const fits = facts && video.isoBmff && CODECS.includes(facts.videoCodec) && inFrameRate(facts.frameRate) && facts.durationMs >= 3_000 && facts.durationMs <= 15 * 60_000;
  return fits ? null : "Error: Media upload has failed with error code 2207026";
}

/**
 * Threads video specifications (Threads overview): MOV or MP4, HEVC or H.264, 23–60 FPS, at most
 * 300 seconds. The container's `error_message` names the rule, as Threads' troubleshooting lists them.
 */
export function threadsVideoProblem(video: FetchedVideo): string | null {
  if (video.status !== 200) return "FAILED_DOWNLOADING_VIDEO";
  const facts = video.facts;
  if (!facts || !video.isoBmff || !CODECS.includes(facts.videoCodec)) return "FAILED_PROCESSING_VIDEO";
  if (facts.durationMs > 300_000) return "INVALID_DURATION";
  if (!inFrameRate(facts.frameRate)) return "INVALID_FRAME_RATE";
  return null;
}
