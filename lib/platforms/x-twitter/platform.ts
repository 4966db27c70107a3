import type { Platform } from "@/lib/platforms/platform";
import { xImageRules } from "@/lib/platforms/x-twitter/image-rules";
import { xVideoRules } from "@/lib/platforms/x-twitter/video-rules";
import { xTwitterDisplay } from "@/lib/platforms/x-twitter/display";
import { countXWeighted } from "@/lib/platforms/x-twitter/weighted-count";
import { xPostingLimits } from "@/lib/platforms/x-twitter/posting-limits";

export const xTwitter: Platform = {
  id: "x_twitter",
  label: "X",
  // 280 weighted characters. Source: docs/platforms.md (X docs); equals twitter-text's maxWeightedTweetLength.
  limit: 280,
  countUnit: "weighted characters",
  count: countXWeighted,
  countWithinLength: false,
  // Text-only posts are allowed. Source: docs/platforms.md (POST /2/tweets takes just {text}).
  requiresMedia: false,
  followUps: { thread: true, firstComment: "reply" },
  images: xImageRules,
  video: xVideoRules,
  // House style, not a platform limit: docs/platforms.md asks for X "short and punchy"; two tags keep it so.
  maxHashtags: 2,
  // Hashtags are plain text on X (docs/platforms.md), so they read best as words inside the sentence.
  hashtagPlacement: "inline",
  // Links are wrapped by t.co and clickable. Source: docs/platforms.md.
  linksClickable: true,
  maxLinks: null,
  styleNote: "Short and punchy: one idea, a strong first line, at most two hashtags woven in.",
  credentials: {
    access_token: { label: "Access token", description: "OAuth 2.0 user access token with tweet.write (and users.read, tweet.read) scopes" },
  },
  api: { baseUrl: "https://api.x.com", baseUrlVariable: "X_API_BASE_URL" },
  postingLimits: xPostingLimits,
  // Short and punchy, but full: as many whole sentences as 280 allows, tags woven in.
  compose: { layout: "flow", maxSentences: 6, maxEmoji: 1, hashtags: 2, link: "inline", themeLine: true, closer: false, question: true, visitCall: false, fillsLimit: true },
  display: xTwitterDisplay,
  preselected: "always",
};
