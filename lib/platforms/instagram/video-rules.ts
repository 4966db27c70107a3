import type { VideoRules } from "@/lib/platforms/video-rules";

// A Reel (`POST /{ig-user-id}/media` with media_type=REELS and `video_url`), which Instagram
// fetches. Source for every rule below ("Reel Specifications"):
// https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media
// (matched against several secondary copies; checked in November 2026).
export const instagramVideoRules: VideoRules = {
  publishes: true,
  // MOV or MP4 (MPEG-4 Part 14), moov atom at the front (the uploads are made faststart).
  containers: ["mp4", "mov"],
  // HEVC or H.264, progressive scan, closed GOP, 4:2:0; sound AAC, at most 48 kHz, mono or stereo.
  videoCodecs: ["h264", "hevc"],
  audioCodecs: ["aac"],
  // 3 seconds to 15 minutes.
  minDurationMs: 3_000,
  maxDurationMs: 15 * 60_000,
  // 300 MB at most; MB read as 1,048,576 bytes.
  maxBytes: 300 * 1024 ** 2,
  // At most 1920 columns (horizontal pixels); aspect ratio 0.01:1 to 10:1 (9:16 recommended).
  maxWidth: 1920,
  aspectRatio: { min: 0.01, max: 10, label: "0.01:1–10:1" },
  // 23 to 60 frames per second.
  minFrameRate: 23,
  maxFrameRate: 60,
  // Video bit rate VBR at most 25 Mbps (audio 128 kbps); checked on the whole file, a little strict.
  maxBitRate: 25_000_000,
  // "Reels cannot appear in carousels": a Reel goes alone.
  mixesWithImages: false,
};
