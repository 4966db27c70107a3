/**
 * A long phrase of the brief said as two sentences of the composer's own, split where a clause
 * or a detail starts ("our Series B of $40 million | led by Northstar Ventures"): the news first,
 * then the rest as its own sentence ("It was led by Northstar Ventures."). A brief restated in
 * one breath reads as the brief pasted; two short sentences read as a post.
 */
export type SplitPhrase = { head: string; tail: string };

/** Where a phrase may split, and how its second half starts as a sentence ({it}: "It" or "They"). */
const BOUNDARIES: [RegExp, (rest: string, it: string) => string][] = [
  [/,?\s+who\s+/iu, (rest, it) => `${it === "It" ? "They" : it} ${rest}`],
  [/,?\s+which\s+/iu, (rest, it) => `${it} ${rest}`],
  [/,?\s+whose\s+/iu, (rest) => `Their ${rest}`],
  [/\s+led\s+by\s+/iu, (rest) => `The round was led by ${rest}`],
  [/\s+with\s+/iu, (rest, it) => `${it === "It" ? "It comes" : "They come"} with ${rest}`],
  [/\s+from\s+(?=\p{Lu})/u, (rest, it) => `${it === "It" ? "It comes" : "They come"} from ${rest}`],
  [/,\s+(?=\d|[£$€])/u, (rest) => `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`],
];

const words = (text: string) => text.split(/\s+/u).filter(Boolean).length;

/** The phrase in two, or undefined when it is short or has no place to split. */
export function splitPhrase(phrase: string, minWords = 7): SplitPhrase | undefined {
  if (words(phrase) < minWords) return undefined;
  for (const [pattern, start] of BOUNDARIES) {
    const found = pattern.exec(phrase);
    if (!found || found.index === 0) continue;
    const head = phrase.slice(0, found.index).trim();
    const rest = phrase.slice(found.index + found[0].length).trim().replace(/[.!?]+$/u, "");
    if (words(head) < 2 || words(rest) < 2) continue;
    const plural = /s$/iu.test(head.split(" ").at(-1) ?? "") && !/ss$/iu.test(head);
    return { head, tail: start(rest, plural ? "They" : "It") };
  }
  return undefined;
}
