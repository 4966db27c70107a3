import { countCodePoints } from "@/lib/platforms/counting/code-points";
import { googleBusinessDisplay } from "@/lib/platforms/google-business/display";
import type { Platform } from "@/lib/platforms/platform";
import { googleBusinessImageRules } from "@/lib/platforms/google-business/image-rules";
import { googleBusinessVideoRules } from "@/lib/platforms/google-business/video-rules";
import { googleBusinessPostingLimits } from "@/lib/platforms/google-business/posting-limits";

export const googleBusiness: Platform = {
  id: "google_business",
  label: "Google Business Profile",
  // 1,500 characters, counted here as Unicode code points. Not confirmed from Google's own pages.
  // Source: docs/platforms.md, row `google_business`.
  limit: 1500,
  countUnit: "characters",
  count: countCodePoints,
  countWithinLength: true,
  // A STANDARD local post can be text only. Source: docs/platforms.md (localPosts {summary}).
  requiresMedia: false,
  followUps: { thread: false, firstComment: null },
  images: googleBusinessImageRules,
  video: googleBusinessVideoRules,
  // No hashtag convention on Google Business Profile. Source: docs/platforms.md.
  maxHashtags: 0,
  hashtagPlacement: "none",
  // A link belongs in `callToAction {actionType, url}`, not in the summary. Source: docs/platforms.md.
  linksClickable: false,
  maxLinks: null,
  styleNote: "Informative and local, no hashtags, ending with a clear call to action (docs/platforms.md).",
  credentials: {
    location_name: {
      label: "Location name",
      description: "Location resource name: accounts/{accountId}/locations/{locationId}",
      placeholder: "accounts/123/locations/456",
      format: { pattern: /^accounts\/[^/]+\/locations\/[^/]+$/, message: "must look like accounts/{account}/locations/{location}" },
    },
    access_token: { label: "Access token", description: "Google OAuth 2.0 access token with the business.manage scope" },
  },
  accountChoicePrompt: "Which location should this brand post to?",
  api: { baseUrl: "https://mybusiness.googleapis.com", baseUrlVariable: "GOOGLE_BUSINESS_API_BASE_URL" },
  postingLimits: googleBusinessPostingLimits,
  // Informative and local, no tags, no emoji, always ending with a call to action.
  compose: { layout: "paragraphs", maxSentences: 9, maxEmoji: 0, hashtags: 0, link: "inline", themeLine: true, closer: false, question: false, visitCall: true, fillsLimit: false },
  display: googleBusinessDisplay,
};
