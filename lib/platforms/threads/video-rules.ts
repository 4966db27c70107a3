import type { VideoRules } from "@/lib/platforms/video-rules";

// A video container (`POST /{threads-user-id}/threads`, media_type=VIDEO with `video_url`),
// which Threads fetches. Source for every rule below ("Video specifications"):
// https://developers.facebook.com/docs/threads/overview#video-specifications (matched against
// several secondary copies; checked in November 2026).
export const threadsVideoRules: VideoRules = {
  publishes: true,
  // MOV or MP4 (MPEG-4 Part 14), moov atom at the front.
  containers: ["mp4", "mov"],
  // HEVC or H.264, progressive scan, closed GOP, 4:2:0; sound AAC, at most 48 kHz, mono or stereo.
  videoCodecs: ["h264", "hevc"],
  audioCodecs: ["aac"],
  // Longer than 0 seconds, at most 5 minutes.
  minDurationMs: 1,
  maxDurationMs: 5 * 60_000,
  // 1 GB at most.
  maxBytes: 1024 ** 3,
  // At most 1920 columns; aspect ratio 0.01:1 to 10:1 (9:16 recommended).
  maxWidth: 1920,
  aspectRatio: { min: 0.01, max: 10, label: "0.01:1–10:1" },
  // 23 to 60 frames per second.
  minFrameRate: 23,
  maxFrameRate: 60,
  // Video bit rate VBR at most 25 Mbps; checked on the whole file.
  maxBitRate: 25_000_000,
  // A carousel may hold videos, but Brandcast's Threads publisher sends a video alone.
  mixesWithImages: false,
};
