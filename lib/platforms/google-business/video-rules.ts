import type { VideoRules } from "@/lib/platforms/video-rules";

// A local post's `media[]` is a MediaItem whose `mediaFormat` may name VIDEO, but Google's
// localPosts reference documents only `sourceUrl` photos for a post, and videos only for a
// location's own media (`Media.Create`), which is not a post. Sources:
// https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts,
// https://developers.google.com/my-business/content/upload-photos (checked in November 2026).
export const googleBusinessVideoRules: VideoRules = {
  publishes: false,
  reason: "a local post carries a photo, not a video (docs/platforms.md, \"Video\"); give Google Business Profile a version with an image or none",
};
