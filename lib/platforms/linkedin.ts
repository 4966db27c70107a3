import { countCodePoints } from "./code-points";
import type { PlatformRule } from "./platform-rule";

export const linkedin: PlatformRule = {
  id: "linkedin",
  label: "LinkedIn",
  // 3,000 characters, counted here as Unicode code points. Not confirmed from LinkedIn's own
  // pages. Source: PLATFORMS.md, row `linkedin`.
  limit: 3000,
  countUnit: "characters",
  count: countCodePoints,
  // Text-only posts are allowed. Source: PLATFORMS.md (POST /rest/posts with commentary only).
  requiresMedia: false,
  // `#` hashtags are clickable (PLATFORMS.md); three at the end is house style.
  maxHashtags: 3,
  hashtagPlacement: "end",
  // Links are clickable; a preview appears only without media. Source: PLATFORMS.md.
  linksClickable: true,
  maxLinks: null,
  styleNote: "Professional and longer, with line breaks between short paragraphs (PLATFORMS.md).",
};
