import type { VideoRules } from "@/lib/platforms/video-rules";

// A video post (`POST /v2/post/publish/video/init/`, PULL_FROM_URL or FILE_UPLOAD). Source for
// every rule below ("Video restrictions"):
// https://developers.tiktok.com/doc/content-posting-api-media-transfer-guide (matched against
// several secondary copies; checked in November 2026).
export const tiktokVideoRules: VideoRules = {
  publishes: true,
  // MP4 (recommended), WebM, MOV.
  containers: ["mp4", "webm", "mov"],
  // H.264 (recommended), H.265, VP8, VP9. No sound codec is named: these are the ones the
  // three containers carry.
  videoCodecs: ["h264", "hevc", "vp8", "vp9"],
  audioCodecs: ["aac", "mp3", "opus", "vorbis"],
  // 3 seconds to 10 minutes (an account may be held to less: creator_info's
  // max_video_post_duration_sec, which the publisher reads before posting).
  minDurationMs: 3_000,
  maxDurationMs: 10 * 60_000,
  // 4 GB at most.
  maxBytes: 4 * 1024 ** 3,
  // Each side 360 to 4096 px.
  minWidth: 360,
  minHeight: 360,
  maxWidth: 4096,
  maxHeight: 4096,
  // 23 to 60 frames per second.
  minFrameRate: 23,
  maxFrameRate: 60,
  // A video post or a photo post, never both.
  mixesWithImages: false,
};
