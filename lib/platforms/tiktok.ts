import { countCodePoints } from "./code-points";
import type { PlatformRule } from "./platform-rule";

export const tiktok: PlatformRule = {
  id: "tiktok",
  label: "TikTok",
  // Video caption of 2,200 characters, counted here as Unicode code points. (Photo posts differ:
  // title 90, description 4,000; we generate video captions.) Source: PLATFORMS.md, row `tiktok`.
  limit: 2200,
  countUnit: "characters",
  count: countCodePoints,
  // Publishing needs a video or photos. Source: PLATFORMS.md.
  requiresMedia: true,
  // Hashtags go inline (PLATFORMS.md); five is house style.
  maxHashtags: 5,
  hashtagPlacement: "inline",
  // Links are not clickable. Source: PLATFORMS.md.
  linksClickable: false,
  maxLinks: null,
  styleNote: "A short, energetic caption for the video, hashtags inline, no URLs.",
};
