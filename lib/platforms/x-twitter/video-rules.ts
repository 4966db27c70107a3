import type { VideoRules } from "@/lib/platforms/video-rules";

// A Post's video, uploaded through the chunked upload (`POST /2/media/upload/initialize` with
// media_category tweet_video, then append and finalize). Source for every rule below ("Size and
// duration limits", "Video specifications and recommendations"):
// https://docs.x.com/x-api/media/quickstart/best-practices (checked in November 2026).
export const xVideoRules: VideoRules = {
  publishes: true,
  // The chunked upload's `media_type` for video: video/mp4 or video/quicktime.
  containers: ["mp4", "mov"],
  // H.264 (High Profile recommended); the sound must be AAC LC, mono or stereo.
  videoCodecs: ["h264"],
  audioCodecs: ["aac"],
  // At least 0.5 seconds; at most 20 minutes and 8 GB for an account without X Premium (Premium:
  // 125 minutes, 16 GB). Brandcast cannot know the account's tier before posting, so the default.
  minDurationMs: 500,
  maxDurationMs: 20 * 60_000,
  maxBytes: 8 * 1024 ** 3,
  // "Between 32x32 and 1280x1024": read as either orientation, since X recommends 720 × 1280 portrait.
  minWidth: 32,
  minHeight: 32,
  maxLongSide: 1280,
  maxShortSide: 1024,
  aspectRatio: { min: 1 / 3, max: 3, label: "1:3–3:1" },
  maxFrameRate: 60,
  // "Up to 4 photos, 1 animated GIF or 1 video in a Post": a video goes alone.
  mixesWithImages: false,
};
