import { countCodePoints, utf8Length } from "@/lib/platforms/counting/code-points";
import { splitGraphemes } from "@/lib/platforms/counting/graphemes";

/**
 * A grapheme is an emoji when it is displayed as one: it holds a code point with
 * Emoji_Presentation (😀, 🇫, skin tones), an emoji variation selector U+FE0F (❤️), or a keycap
 * U+20E3 (1️⃣). Characters that are only emoji-capable in text style (©, ™, a bare ❤) are not.
 */
const EMOJI_GRAPHEME = /\p{Emoji_Presentation}|\uFE0F|\u20E3/u;

/**
 * Threads counts "characters, emoji by their UTF-8 length" (docs/platforms.md). Precisely: the text is
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
