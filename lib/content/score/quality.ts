/**
 * What makes a text a bad post whatever the brand: the same words again and again, a cut-off
 * ending, template filler, a fragment of a few words. Each is a factor 0..1 that multiplies the
 * score (1 = no problem), so one of them is enough to sink a post that is otherwise on-voice.
 * Weights and thresholds are documented in QUALITY (weights.ts) and docs/content.md.
 */
import { QUALITY } from "@/lib/content/score/weights";

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
/** A hashtag, link or emoji ending a text. */
const NOISE_AT_END = /(?:[#＃][\p{L}\p{M}\p{N}_]+|https?:\/\/\S+|\p{Extended_Pictographic})$/u;
const SPACE = /[\s\u200d\ufe0f]/u;

/** The text without the hashtags, links and emoji that end it (peeled one at a time: a single pattern for all of them backtracks badly). */
function withoutTrailingNoise(text: string): string {
  let end = text.length;
  for (;;) {
    while (end > 0 && SPACE.test(text[end - 1])) end--;
    const found = NOISE_AT_END.exec(text.slice(Math.max(0, end - 200), end));
    if (!found) return text.slice(0, end);
    end -= found[0].length;
  }
}

/** Share of word 3-grams that repeat an earlier one, or of the text taken by its most used word. */
export function repetition(words: readonly string[]): number {
  if (words.length < 6) return 0;
  const seen = new Set<string>();
  let repeated = 0;
  for (let i = 0; i + 2 < words.length; i++) {
    const gram = `${words[i]} ${words[i + 1]} ${words[i + 2]}`;
    if (seen.has(gram)) repeated++;
    seen.add(gram);
  }
  const counts = new Map<string, number>();
  for (const word of words) if (word.length > 3) counts.set(word, (counts.get(word) ?? 0) + 1);
  const top = Math.max(0, ...counts.values()) / words.length;
  return Math.min(1, Math.max(repeated / Math.max(1, words.length - 2), (top - QUALITY.topWordShare) / (1 - QUALITY.topWordShare)));
}

/** The text ends cut off ("…" or "...") once hashtags, links and emoji at its end are set aside. */
export function cutOff(text: string): boolean {
  return /(?:…|\.\.\.)$/u.test(withoutTrailingNoise(text));
}

/** The last sentence stops without an end mark (before trailing tags, links and emoji). */
export function unfinished(text: string): boolean {
  const body = withoutTrailingNoise(text);
  return body.length > 0 && !/[.!?。！？…)"'”’»]$/u.test(body);
}

/**
 * Template filler that says nothing: "…all the way, with x and y", "Think #x and #y", "at its best:",
 * a website promised without a link. Counts the kinds found.
 */
const FILLER: RegExp[] = [
  /\ball the way\b/iu,
  /\bthink\s+[#＃]\S+\s+and\s+[#＃]\S+/iu,
  /\bat its best\b/iu,
  /\bget the scoop\b/iu,
  /\ball things\s+\S+/iu,
  /\bwith\s+[\p{L}-]+\s+at its heart\b/iu,
  /\bit'?s all about\s+[\p{L}-]+,\s+including\b/iu,
];
export function fillerCount(text: string): number {
  let found = FILLER.filter((pattern) => pattern.test(text)).length;
  if (/\b(?:on|via|at)\s+our\s+(?:web)?site\b/iu.test(text) && !/https?:\/\/|\b[\p{L}\d-]+\.[a-z]{2,}\/\S*/iu.test(text)) found++;
  return found;
}

/** The product of the quality factors, and the problems found (for `parts`). */
export function qualityFactor(text: string): { factor: number; repetition: number; cutOff: boolean; filler: number; fragment: boolean } {
  const words = text.toLowerCase().replace(/[#＃][\p{L}\p{M}\p{N}_]+/gu, " ").match(WORD) ?? [];
  const rep = repetition(words);
  const cut = cutOff(text);
  const filler = fillerCount(text);
  const fragment = words.length < QUALITY.fragmentWords;
  let factor = 1 - QUALITY.repetition * rep;
  if (cut) factor *= QUALITY.cutOff;
  else if (unfinished(text)) factor *= QUALITY.unfinished;
  factor *= QUALITY.fillerEach ** filler;
  if (fragment) factor *= QUALITY.fragment;
  return { factor: Math.max(0, factor), repetition: rep, cutOff: cut, filler, fragment };
}
