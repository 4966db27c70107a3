import { countCodePoints } from "@/lib/platforms/counting/code-points";
import { instagramDisplay } from "@/lib/platforms/instagram/display";
import type { Platform } from "@/lib/platforms/platform";
import { instagramImageRules } from "@/lib/platforms/instagram/image-rules";
import { instagramVideoRules } from "@/lib/platforms/instagram/video-rules";
import { instagramPostingLimits } from "@/lib/platforms/instagram/posting-limits";

export const instagram: Platform = {
  id: "instagram",
  label: "Instagram",
  // Caption of 2,200 characters, counted here as Unicode code points (Instagram does not say
  // more). Source: docs/platforms.md, row `instagram`.
  limit: 2200,
  countUnit: "characters",
  count: countCodePoints,
  countWithinLength: true,
  // A text-only post is not possible: the media container needs an image or video URL.
  // Source: docs/platforms.md.
  requiresMedia: true,
  // A comment holds 2,200 characters, counted as the caption is. Not stated in the Graph API's
  // comments reference (POST /{ig-media-id}/comments names only `message`); 2,200 is what
  // third-party comment APIs apply. Instagram's own 300 characters / 4 hashtags / 1 URL (2014)
  // were for its retired legacy API. Source: docs/platforms.md, "Threads and a first comment".
  followUps: { thread: false, firstComment: "comment", commentLimit: 2200 },
  images: instagramImageRules,
  video: instagramVideoRules,
  // At most 5 hashtags since Instagram's December 2025 change (the Graph API reference still says
  // 30). Source: docs/platforms.md. House style puts them after the caption (docs/platforms.md).
  maxHashtags: 5,
  hashtagPlacement: "end",
  // Links in captions are not clickable. Source: docs/platforms.md.
  linksClickable: false,
  maxLinks: null,
  styleNote: "A caption for the image: hook in the first line, short paragraphs, hashtags at the end, no URLs.",
  credentials: {
    ig_user_id: { label: "Instagram user ID", description: "Instagram professional account id (IG User id)" },
    access_token: { label: "Access token", description: "Access token with instagram_content_publish" },
  },
  // The Graph API, shared with Facebook (docs/platforms.md).
  api: { baseUrl: "https://graph.facebook.com/v21.0", baseUrlVariable: "META_GRAPH_BASE_URL" },
  postingLimits: instagramPostingLimits,
  // A caption for the image: hook line first, short paragraphs, link in bio, tags at the end.
  compose: { layout: "paragraphs", maxSentences: 10, maxEmoji: 2, hashtags: 5, link: "bio", themeLine: true, closer: true, question: true, visitCall: false, fillsLimit: false },
  display: instagramDisplay,
};
