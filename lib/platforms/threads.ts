import { countCodePoints, utf8Length } from "./code-points";
import { splitGraphemes } from "./graphemes";
import type { PlatformRule } from "./platform-rule";

/**
 * A grapheme is an emoji when it is displayed as one: it holds a code point with
 * Emoji_Presentation (😀, 🇫, skin tones), an emoji variation selector U+FE0F (❤️), or a keycap
 * U+20E3 (1️⃣). Characters that are only emoji-capable in text style (©, ™, a bare ❤) are not.
 */
const EMOJI_GRAPHEME = /\p{Emoji_Presentation}|\uFE0F|\u20E3/u;

/**
 * Threads counts "characters, emoji by their UTF-8 length" (PLATFORMS.md). Precisely: the text is
 * split into graphemes; an emoji grapheme (see EMOJI_GRAPHEME) counts the UTF-8 bytes of all its
 * code points (😀 = 4, ❤️ = 3 + 3 = 6, 🇫🇷 = 8, 👨‍👩‍👧‍👦 = 4 × 4 + 3 × 3 ZWJ = 25); every other
 * grapheme counts its code points (é = 1, e + ◌́ = 2, 日 = 1).
 */
export function countThreadsCharacters(text: string): number {
  let count = 0;
  for (const grapheme of splitGraphemes(text)) {
    count += EMOJI_GRAPHEME.test(grapheme) ? utf8Length(grapheme) : countCodePoints(grapheme);
  }
  return count;
}

export const threads: PlatformRule = {
  id: "threads",
  label: "Threads",
  // 500 characters, emoji counted by UTF-8 length. Source: PLATFORMS.md, row `threads` (Meta docs).
  limit: 500,
  countUnit: "characters",
  count: countThreadsCharacters,
  // Text-only posts are allowed. Source: PLATFORMS.md (threads container without media).
  requiresMedia: false,
  // Threads takes one topic tag per post. Source: PLATFORMS.md.
  maxHashtags: 1,
  hashtagPlacement: "end",
  // The first URL becomes the link preview; more than 5 links fails. Source: PLATFORMS.md.
  linksClickable: true,
  maxLinks: 5,
  styleNote: "Casual and conversational, like the start of a conversation; one topic tag at most.",
};
