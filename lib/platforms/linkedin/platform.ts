import { countCodePoints } from "@/lib/platforms/counting/code-points";
import { linkedinDisplay } from "@/lib/platforms/linkedin/display";
import type { Platform } from "@/lib/platforms/platform";
import { linkedinImageRules } from "@/lib/platforms/linkedin/image-rules";
import { linkedinVideoRules } from "@/lib/platforms/linkedin/video-rules";
import { linkedinPostingLimits } from "@/lib/platforms/linkedin/posting-limits";

export const linkedin: Platform = {
  id: "linkedin",
  label: "LinkedIn",
  // 3,000 characters, counted here as Unicode code points. Not confirmed from LinkedIn's own
  // pages. Source: docs/platforms.md, row `linkedin`.
  limit: 3000,
  countUnit: "characters",
  count: countCodePoints,
  countWithinLength: true,
  // Text-only posts are allowed. Source: docs/platforms.md (POST /rest/posts with commentary only).
  requiresMedia: false,
  // A comment holds 1,250 characters, counted as code points. Not confirmed from LinkedIn's own
  // pages (the Comments API names no limit on `message.text`). Source: docs/platforms.md,
  // "Threads and a first comment".
  followUps: { thread: false, firstComment: "comment", commentLimit: 1250 },
  images: linkedinImageRules,
  video: linkedinVideoRules,
  // `#` hashtags are clickable (docs/platforms.md); three at the end is house style.
  maxHashtags: 3,
  hashtagPlacement: "end",
  // Links are clickable; a preview appears only without media. Source: docs/platforms.md.
  linksClickable: true,
  maxLinks: null,
  styleNote: "Professional and longer, with line breaks between short paragraphs (docs/platforms.md).",
  credentials: {
    author_urn: {
      label: "Author URN",
      description: "Author URN: urn:li:person:{id} or urn:li:organization:{id}",
      placeholder: "urn:li:organization:12345",
      format: { pattern: /^urn:li:(person|organization):[^:\s]+$/, message: "must be urn:li:person:{id} or urn:li:organization:{id}" },
    },
    access_token: { label: "Access token", description: "OAuth 2.0 token with w_member_social (or w_organization_social)" },
  },
  accountChoicePrompt: "Post as yourself, or as a Page you administer?",
  api: { baseUrl: "https://api.linkedin.com", baseUrlVariable: "LINKEDIN_API_BASE_URL" },
  postingLimits: linkedinPostingLimits,
  // Longer, with line breaks between short paragraphs.
  compose: { layout: "paragraphs", maxSentences: 10, maxEmoji: 1, hashtags: 3, link: "inline", themeLine: true, closer: false, question: true, visitCall: false, fillsLimit: false },
  display: linkedinDisplay,
  preselected: "generating",
};
