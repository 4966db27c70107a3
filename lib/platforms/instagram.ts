import { countCodePoints } from "./code-points";
import type { PlatformRule } from "./platform-rule";

export const instagram: PlatformRule = {
  id: "instagram",
  label: "Instagram",
  // Caption of 2,200 characters, counted here as Unicode code points (Instagram does not say
  // more). Source: PLATFORMS.md, row `instagram`.
  limit: 2200,
  countUnit: "characters",
  count: countCodePoints,
  // A text-only post is not possible: the media container needs an image or video URL.
  // Source: PLATFORMS.md.
  requiresMedia: true,
  // At most 5 hashtags since Instagram's December 2025 change (the Graph API reference still says
  // 30). Source: PLATFORMS.md. House style puts them after the caption (PLATFORMS.md).
  maxHashtags: 5,
  hashtagPlacement: "end",
  // Links in captions are not clickable. Source: PLATFORMS.md.
  linksClickable: false,
  maxLinks: null,
  styleNote: "A caption for the image: hook in the first line, short paragraphs, hashtags at the end, no URLs.",
};
