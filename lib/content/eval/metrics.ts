import { platformRule } from "@/lib/platforms/registry";
import type { PlatformId } from "@/lib/platforms/ids";
import { findHashtags, tagKey } from "@/lib/content/fit/hashtags";
import { isStopWord } from "@/lib/content/text/stop-words";
import { phraseVariantKey } from "@/lib/content/text/word-variants";
import { longestCommonRun } from "@/lib/content/text/longest-common-run";

/** A goal counts as pasted when the text repeats a run of it longer than this share of it. */
export const PASTED_SHARE = 0.6;

const words = (text: string) => text.toLowerCase().replace(/’/g, "'").match(/[\p{L}\p{N}]+(?:'[\p{L}]+)*/gu) ?? [];

/** The platform's own count of `text` is within its limit. */
export function withinLimit(platform: PlatformId, text: string): boolean {
  const rule = platformRule(platform);
  return rule.count(text) <= rule.limit;
}

/** The text has an ellipsis that none of the brand's inputs had: something was cut. */
export function cutWithEllipsis(text: string, inputs: readonly string[]): boolean {
  return /…|\.\.\./u.test(text) && !inputs.some((input) => /…|\.\.\./u.test(input));
}

/** Some sequence of three words (hashtags aside) occurs twice. */
export function hasRepeated3gram(text: string): boolean {
  const tokens = words(text.replace(/[#＃][\p{L}\p{M}\p{N}_]+/gu, " "));
  const seen = new Set<string>();
  for (let i = 0; i + 2 < tokens.length; i++) {
    const gram = `${tokens[i]} ${tokens[i + 1]} ${tokens[i + 2]}`;
    if (seen.has(gram)) return true;
    seen.add(gram);
  }
  return false;
}

/** Length of the longest run of characters `a` and `b` share (case-insensitive). */
export function longestCommonSubstring(a: string, b: string): number {
  return longestCommonRun(a.toLowerCase(), b.toLowerCase());
}

/** The text repeats more than PASTED_SHARE of the goal word for word. */
export function goalPasted(text: string, goal: string): boolean {
  const wanted = goal.trim();
  return wanted.length > 0 && longestCommonSubstring(wanted, text) > PASTED_SHARE * wanted.length;
}

/**
 * Hashtags a reader would find wrong: a stop word or a word with no topic (#tag, #the), fewer than
 * three letters, a duplicate (case, plural or British/American spelling aside), or more than the
 * platform's house style allows. Returns how many.
 */
export function invalidHashtags(platform: PlatformId, text: string): number {
  const tags = findHashtags(text).map((found) => found.tag);
  const seen = new Set<string>();
  let invalid = Math.max(0, tags.length - platformRule(platform).maxHashtags);
  for (const tag of tags) {
    const spelled = tag.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2").replace(/_/g, " ");
    const key = phraseVariantKey(spelled);
    const letters = [...tagKey(tag)].filter((char) => /\p{L}/u.test(char)).length;
    const empty = spelled.split(" ").every((word) => isStopWord(word));
    if (seen.has(key) || letters < 3 || empty) invalid++;
    seen.add(key);
  }
  return invalid;
}
