import { countCodePoints } from "@/lib/platforms/counting/code-points";
import type { Platform } from "@/lib/platforms/platform";
import { tiktokImageRules } from "@/lib/platforms/tiktok/image-rules";
import { tiktokVideoRules } from "@/lib/platforms/tiktok/video-rules";
import { tiktokDisplay } from "@/lib/platforms/tiktok/display";
import { tiktokPostingLimits } from "@/lib/platforms/tiktok/posting-limits";

export const tiktok: Platform = {
  id: "tiktok",
  label: "TikTok",
  // Video caption of 2,200 characters, counted here as Unicode code points. (Photo posts differ:
  // title 90, description 4,000; we generate video captions.) Source: docs/platforms.md, row `tiktok`.
  limit: 2200,
  countUnit: "characters",
  count: countCodePoints,
  countWithinLength: true,
  // Publishing needs a video or photos. Source: docs/platforms.md.
  requiresMedia: true,
  followUps: { thread: false, firstComment: null },
  images: tiktokImageRules,
  video: tiktokVideoRules,
  // Hashtags go inline (docs/platforms.md); five is house style.
  maxHashtags: 5,
  hashtagPlacement: "inline",
  // Links are not clickable. Source: docs/platforms.md.
  linksClickable: false,
  maxLinks: null,
  styleNote: "A short, energetic caption for the video, hashtags inline, no URLs.",
  credentials: {
    access_token: { label: "Access token", description: "TikTok user access token with video.publish" },
  },
  api: { baseUrl: "https://open.tiktokapis.com", baseUrlVariable: "TIKTOK_API_BASE_URL" },
  postingLimits: tiktokPostingLimits,
  // A short, energetic video caption with tags inline.
  compose: { layout: "flow", maxSentences: 5, maxEmoji: 2, hashtags: 3, link: "bio", themeLine: false, closer: false, question: false, visitCall: false, fillsLimit: false },
  display: tiktokDisplay,
};
