import type { VideoRules } from "@/lib/platforms/video-rules";

// LinkedIn's Videos API (`POST /rest/videos?action=initializeUpload`, PUT each part, then
// `finalizeUpload`), the video then named in `content.media.id` of `POST /rest/posts`. Sources:
// https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/videos-api
// (MP4 only; organic video 75 KB to 500 MB) and LinkedIn's video specifications
// https://www.linkedin.com/help/linkedin/answer/a548372 (length, ratio, rate, bit rate,
// resolution). Matched against several secondary copies; checked in November 2026.
export const linkedinVideoRules: VideoRules = {
  publishes: true,
  containers: ["mp4"],
  // H.264 with AAC sound, as LinkedIn's specifications recommend.
  videoCodecs: ["h264"],
  audioCodecs: ["aac", "mp3"],
  // 3 seconds to 30 minutes.
  minDurationMs: 3_000,
  maxDurationMs: 30 * 60_000,
  // 75 KB to 500 MB.
  maxBytes: 500 * 1024 ** 2,
  minBytes: 75 * 1024,
  // 256 × 144 to 4096 × 2304, either way round; aspect ratio 1:2.4 to 2.4:1.
  minWidth: 144,
  minHeight: 144,
  maxLongSide: 4096,
  maxShortSide: 2304,
  aspectRatio: { min: 1 / 2.4, max: 2.4, label: "1:2.4–2.4:1" },
  // 10 to 60 frames per second; 192 kbps to 30 Mbps.
  minFrameRate: 10,
  maxFrameRate: 60,
  maxBitRate: 30_000_000,
  // A post's `content` is one media item, or a multi-image list: never both.
  mixesWithImages: false,
};
