import { countCodePoints } from "@/lib/platforms/counting/code-points";
import { facebookDisplay } from "@/lib/platforms/facebook/display";
import type { Platform } from "@/lib/platforms/platform";
import { facebookImageRules } from "@/lib/platforms/facebook/image-rules";
import { facebookVideoRules } from "@/lib/platforms/facebook/video-rules";
import { facebookPostingLimits } from "@/lib/platforms/facebook/posting-limits";

export const facebook: Platform = {
  id: "facebook",
  label: "Facebook",
  // 63,206 characters, counted here as Unicode code points. Not confirmed from Meta's own pages.
  // Source: docs/platforms.md, row `facebook`.
  limit: 63206,
  countUnit: "characters",
  count: countCodePoints,
  countWithinLength: true,
  // Text-only page posts are allowed. Source: docs/platforms.md (POST /{page-id}/feed {message}).
  requiresMedia: false,
  // A comment holds 8,000 characters, counted as code points. Not confirmed from Meta's own pages
  // (the Graph API's comments edge names no limit). Source: docs/platforms.md, "Threads and a
  // first comment".
  followUps: { thread: false, firstComment: "comment", commentLimit: 8000 },
  images: facebookImageRules,
  video: facebookVideoRules,
  // House style, not a platform limit: hashtags add little on Facebook, so few and at the end.
  maxHashtags: 3,
  hashtagPlacement: "end",
  // Links are clickable; one is best sent as the `link` parameter for a preview. Source: docs/platforms.md.
  linksClickable: true,
  maxLinks: null,
  styleNote: "Friendly and community-minded; a question or call to action invites comments.",
  credentials: {
    page_id: { label: "Page ID", description: "Numeric id of the Facebook Page to post to" },
    page_access_token: { label: "Page access token", description: "Page access token with pages_manage_posts" },
  },
  accountChoicePrompt: "Which Page should this brand post to?",
  // The Graph API, shared with Instagram (docs/platforms.md).
  api: { baseUrl: "https://graph.facebook.com/v21.0", baseUrlVariable: "META_GRAPH_BASE_URL" },
  postingLimits: facebookPostingLimits,
  // Friendly and community-minded, inviting comments.
  compose: { layout: "paragraphs", maxSentences: 10, maxEmoji: 2, hashtags: 2, link: "inline", themeLine: true, closer: true, question: true, visitCall: false, fillsLimit: false },
  display: facebookDisplay,
};
