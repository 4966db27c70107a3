import { memoize } from "@/lib/content/memoize";

/**
 * One key for the spellings of a word that mean the same: British and American spellings
 * ("favourites" / "favorites", "organise" / "organize", "centre" / "center") and regular plurals
 * ("chips" / "chip", "stories" / "story"). Used to merge themes and keywords, and to spot two
 * hashtags that are really one. Deliberately conservative: a wrong merge loses a word, a missed
 * one only keeps a near-duplicate.
 */
const BRITISH_TO_AMERICAN: [RegExp, string][] = [
  [/our(s?)$/u, "or$1"],
  [/ourite(s?)$/u, "orite$1"],
  [/our(ed|ing|ful|able)$/u, "or$1"],
  [/is(e|es|ed|ing|ation|ations)$/u, "iz$1"],
  [/yse(s?|d)$/u, "yze$1"],
  [/tre(s?)$/u, "ter$1"],
  [/ogue(s?)$/u, "og$1"],
  [/ence$/u, "ense"],
];

/**
 * Words of five letters or more that a rule above would merge with a different word ("hours" →
 * "hors"). Shorter words are never rewritten ("four", "our", "pour"). Rewriting both spellings of
 * a word the same way is all that matters, so "difference" → "differense" is harmless.
 */
const KEEP = new Set(["hours", "yours", "tours", "pours", "flour", "flours", "detour", "detours", "prise"]);

function americanSpelling(word: string): string {
  if (word.length < 5 || KEEP.has(word)) return word;
  for (const [pattern, replacement] of BRITISH_TO_AMERICAN) {
    if (pattern.test(word)) return word.replace(pattern, replacement);
  }
  return word;
}

function singular(word: string): string {
  if (word.length <= 3 || /(ss|us|is|ous)$/u.test(word)) return word;
  if (/ies$/u.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|zes|sses)$/u.test(word)) return word.slice(0, -2);
  if (/s$/u.test(word)) return word.slice(0, -1);
  return word;
}

/** "Favourites" → "favorite", "chips" → "chip", "fixed-rate" → "fixed-rate". Memoized: the scorer keys every word of every text. */
export const variantKey = memoize((word: string): string => {
  const lower = word.normalize("NFC").toLowerCase().replace(/’/g, "'");
  return singular(americanSpelling(lower));
}, 20_000);

/** A phrase's key: each word's key, joined by single spaces (hyphens count as spaces). */
export const phraseVariantKey = memoize((phrase: string): string =>
  phrase
    .toLowerCase()
    .split(/[\s\-_]+/u)
    .filter(Boolean)
    .map(variantKey)
    .join(" "),
);
