import type { VideoRules } from "@/lib/platforms/video-rules";

// A Page video (`POST /{page-id}/videos` with `file_url`), which Facebook fetches itself.
// Sources: https://developers.facebook.com/docs/video-api/guides/publishing (a non-resumable
// upload, which `file_url` is, takes at most 1 GB and 20 minutes) and
// https://www.facebook.com/help/218673814818907 (formats; MP4 or MOV with H.264 and AAC
// recommended). Matched against several secondary copies; checked in November 2026.
export const facebookVideoRules: VideoRules = {
  publishes: true,
  // Facebook reads many formats; MP4 and MOV are the ones Meta recommends, and the only ones
  // Brandcast stores beside WebM.
  containers: ["mp4", "mov"],
  videoCodecs: ["h264", "hevc"],
  audioCodecs: ["aac", "mp3"],
  // No lower bound documented; at most 20 minutes and 1 GB through `file_url`.
  minDurationMs: 1,
  maxDurationMs: 20 * 60_000,
  maxBytes: 1024 ** 3,
  // No side or aspect bound (Facebook letterboxes); at most 60 frames per second.
  maxFrameRate: 60,
  // A Page video is its own post: images go in another.
  mixesWithImages: false,
};
