import { memoize } from "@/lib/content/memoize";

/** Ends a sentence: terminal punctuation (any script), possibly followed by closing quotes. */
const TERMINAL = /[.!?。！？…‼⁉؟][)"'”’»\]]*$/u;

/** `text` with `mark` added unless it already ends like a sentence. */
export function endSentence(text: string, mark: string): string {
  return TERMINAL.test(text) ? text : text + mark;
}

export function endsSentence(text: string): boolean {
  return TERMINAL.test(text);
}

/** First letter upper-cased, for a sentence that starts with a template's lower-case word. */
export function capitaliseFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A title-case word put mid-sentence: "Sustainability" → "sustainability". Acronyms and brand-like
 * spellings ("AI", "iPhone", "McDonald's") are left alone: only a capital followed by lower-case
 * letters and nothing else capitalised is lowered.
 */
export function lowerFirstWord(text: string): string {
  const [first, ...rest] = text.split(" ");
  if (!/^\p{Lu}[\p{Ll}\p{M}'’-]*$/u.test(first)) return text;
  return [first.toLowerCase(), ...rest].join(" ");
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

/**
 * Templates are written out in full ("We are"); an informal voice reads them contracted. Only
 * template text goes through here, never the brand's own words (goal, context, phrases).
 */
const CONTRACTIONS: [RegExp, string][] = [
  [/\b([Ww]e) are\b/g, "$1're"],
  [/\b([Yy]ou) are\b/g, "$1're"],
  [/\b([Ii]t) is\b/g, "$1's"],
  [/\b([Tt]hat) is\b/g, "$1's"],
  [/\b([Hh]ere) is\b/g, "$1's"],
  [/\b([Ww]hat) is\b/g, "$1's"],
  [/\b([Ww]ho) is\b/g, "$1's"],
  [/\b([Ll]et) us\b/g, "$1's"],
  [/\b([Ww]e) will\b/g, "$1'll"],
  [/\b([Ww]e) would\b/g, "$1'd"],
  [/\b([Ww]e) have been\b/g, "$1've been"],
  [/\b([Dd])o not\b/g, "$1on't"],
  [/\b([Ii])s not\b/g, "$1sn't"],
  [/\b([Cc])annot\b/g, "$1an't"],
];

// Memoized: templates are a small, fixed set of sentences, contracted again for every draft.
export const contract = memoize((text: string): string =>
  CONTRACTIONS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text),
);
