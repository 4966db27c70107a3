import { ELLIPSIS, fitToLimit } from "@/lib/content/fit/fit-text";
import { memoize } from "@/lib/content/memoize";
import { countGraphemes, splitGraphemes } from "@/lib/platforms/counting/graphemes";

/**
 * Generous cap, in UTF-16 units per grapheme wanted, on how much of a huge input is examined:
 * a 1 MB goal must not be word-segmented whole to keep its first 100 graphemes.
 */
const UNITS_PER_GRAPHEME = 16;

/**
 * The brand's own words (goal, extra context, brand name) ready to weave into a sentence: control
 * characters and line breaks become spaces, runs of whitespace collapse, and text longer than
 * `maxGraphemes` is trimmed at a sentence or word boundary (with "…"), never inside a grapheme,
 * URL or hashtag. The words themselves are kept as written, in whatever language.
 */
export const cleanUserText = memoize(function cleanUserText(text: string, maxGraphemes: number): string {
  let cleaned = text.replace(/[\p{Cc}\s]+/gu, " ").trim();
  let wasSliced = false;
  if (cleaned.length > maxGraphemes * UNITS_PER_GRAPHEME) {
    // Drop the last grapheme of the slice: it may be missing marks or joined parts beyond it.
    const slice = cleaned.slice(0, maxGraphemes * UNITS_PER_GRAPHEME);
    cleaned = splitGraphemes(slice).slice(0, -1).join("");
    wasSliced = true;
  }
  if (countGraphemes(cleaned) <= maxGraphemes) return wasSliced ? `${cleaned.trimEnd()}${ELLIPSIS}` : cleaned;
  return fitToLimit(cleaned, maxGraphemes, countGraphemes);
});

/** Trailing full stops removed so a template can end the sentence its own way ("?" stays). */
export function withoutFinalStop(text: string): string {
  return text.replace(/[.。!！\s]+$/u, "");
}
