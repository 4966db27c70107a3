import type { VoiceInput } from "@/lib/schemas/voice";
import { lowerFirstWord } from "@/lib/content/compose/english";
import { cleanUserText } from "@/lib/content/compose/user-text";

/** Longest theme, keyword or trait quoted mid-sentence, in graphemes. */
const MAX_WORDS_GRAPHEMES = 60;

/**
 * A label from the profile as it reads mid-sentence: "Coffee Culture" → "coffee culture" (a phrase
 * in title case is a label, not a name), "AI tools" and "iPhone" unchanged.
 */
export function asMidSentence(label: string): string {
  const cleaned = cleanUserText(label, MAX_WORDS_GRAPHEMES);
  const words = cleaned.split(" ");
  const titleCase = words.every((word) => /^\p{Lu}[\p{Ll}\p{M}'’-]*$/u.test(word) || /^(?:and|of|the|for|in|&)$/u.test(word));
  return titleCase ? words.map((word) => lowerFirstWord(word)).join(" ") : lowerFirstWord(cleaned);
}

/** Themes that have a usable name, with their keywords ready to quote. */
export function usableThemes(voice: VoiceInput): { theme: string; keywords: string[] }[] {
  return voice.content_themes
    .map((entry) => ({
      theme: asMidSentence(entry.theme),
      keywords: entry.keywords.map(asMidSentence).filter(Boolean),
    }))
    .filter((entry) => entry.theme);
}

export function usableTraits(voice: VoiceInput): string[] {
  return voice.personality_traits.map(asMidSentence).filter(Boolean);
}

/** Signature phrases are the brand's exact words: only whitespace is tidied. */
export function usablePhrases(voice: VoiceInput): string[] {
  return voice.language_patterns.signature_phrases.map((phrase) => cleanUserText(phrase, 200)).filter(Boolean);
}

/** `count` items of `items` starting at `start`, wrapping, without repeats. */
export function rotatingSlice<T>(items: readonly T[], start: number, count: number): T[] {
  const taken: T[] = [];
  for (let k = 0; k < Math.min(count, items.length); k++) taken.push(items[(start + k) % items.length]);
  return taken;
}
