import twitterText from "twitter-text";
import type { PlatformRule } from "./platform-rule";

/**
 * X counts "weighted" characters: most Latin-script characters weigh 1, CJK and emoji weigh 2,
 * every URL weighs 23 whatever its length (t.co wraps it), and the text is NFC-normalised first.
 * twitter-text is X's own open-source implementation of that count (`parseTweet`, config v3), so
 * we call it instead of re-deriving the weight tables. Default import: its ESM build exports only
 * a default object. Source: PLATFORMS.md, row `x_twitter`.
 */
export function countXWeighted(text: string): number {
  return twitterText.parseTweet(text).weightedLength;
}

export const xTwitter: PlatformRule = {
  id: "x_twitter",
  label: "X",
  // 280 weighted characters. Source: PLATFORMS.md (X docs); equals twitter-text's maxWeightedTweetLength.
  limit: 280,
  countUnit: "weighted characters",
  count: countXWeighted,
  // Text-only posts are allowed. Source: PLATFORMS.md (POST /2/tweets takes just {text}).
  requiresMedia: false,
  // House style, not a platform limit: PLATFORMS.md asks for X "short and punchy"; two tags keep it so.
  maxHashtags: 2,
  // Hashtags are plain text on X (PLATFORMS.md), so they read best as words inside the sentence.
  hashtagPlacement: "inline",
  // Links are wrapped by t.co and clickable. Source: PLATFORMS.md.
  linksClickable: true,
  maxLinks: null,
  styleNote: "Short and punchy: one idea, a strong first line, at most two hashtags woven in.",
};
