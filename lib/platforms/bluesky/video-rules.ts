import type { VideoRules } from "@/lib/platforms/video-rules";

// A post's `app.bsky.embed.video`: the blob is uploaded, then embedded. Source: the lexicon
// https://github.com/bluesky-social/atproto/blob/main/lexicons/app/bsky/embed/video.json (as
// bundled by @atproto/api 0.19) and Bluesky's video announcements (checked in November 2026).
export const blueskyVideoRules: VideoRules = {
  publishes: true,
  // The lexicon's `accept`: video/mp4 only.
  containers: ["mp4"],
  // The lexicon names no codec; Bluesky's video service re-encodes what it receives. These are
  // the codecs an MP4 commonly carries; anything else is refused rather than risked.
  videoCodecs: ["h264", "hevc", "av1", "vp9"],
  audioCodecs: ["aac", "mp3", "opus"],
  // Up to 3 minutes since March 2025 (60 seconds before); no lower bound is documented.
  minDurationMs: 1,
  maxDurationMs: 3 * 60_000,
  // The lexicon's `maxSize`: 100,000,000 bytes ("may be up to 100mb, formerly limited to 50mb").
  maxBytes: 100_000_000,
  // No side, aspect or rate bound is documented; `aspectRatio` is sent beside the video.
  // One embed per post: a video or images, never both.
  mixesWithImages: false,
};
