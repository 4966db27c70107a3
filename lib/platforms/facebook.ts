import { countCodePoints } from "./code-points";
import type { PlatformRule } from "./platform-rule";

export const facebook: PlatformRule = {
  id: "facebook",
  label: "Facebook",
  // 63,206 characters, counted here as Unicode code points. Not confirmed from Meta's own pages.
  // Source: PLATFORMS.md, row `facebook`.
  limit: 63206,
  countUnit: "characters",
  count: countCodePoints,
  // Text-only page posts are allowed. Source: PLATFORMS.md (POST /{page-id}/feed {message}).
  requiresMedia: false,
  // House style, not a platform limit: hashtags add little on Facebook, so few and at the end.
  maxHashtags: 3,
  hashtagPlacement: "end",
  // Links are clickable; one is best sent as the `link` parameter for a preview. Source: PLATFORMS.md.
  linksClickable: true,
  maxLinks: null,
  styleNote: "Friendly and community-minded; a question or call to action invites comments.",
};
