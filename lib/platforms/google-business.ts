import { countCodePoints } from "./code-points";
import type { PlatformRule } from "./platform-rule";

export const googleBusiness: PlatformRule = {
  id: "google_business",
  label: "Google Business Profile",
  // 1,500 characters, counted here as Unicode code points. Not confirmed from Google's own pages.
  // Source: PLATFORMS.md, row `google_business`.
  limit: 1500,
  countUnit: "characters",
  count: countCodePoints,
  // A STANDARD local post can be text only. Source: PLATFORMS.md (localPosts {summary}).
  requiresMedia: false,
  // No hashtag convention on Google Business Profile. Source: PLATFORMS.md.
  maxHashtags: 0,
  hashtagPlacement: "none",
  // A link belongs in `callToAction {actionType, url}`, not in the summary. Source: PLATFORMS.md.
  linksClickable: false,
  maxLinks: null,
  styleNote: "Informative and local, no hashtags, ending with a clear call to action (PLATFORMS.md).",
};
