import { memoize } from "@/lib/content/memoize";

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** The three-word sequences of a sentence, lower-cased, hashtags aside; memoized (sentences recur across drafts). */
export const trigrams = memoize((sentence: string): string[] => {
  const words = sentence.replace(/[#＃][\p{L}\p{M}\p{N}_]+/gu, " ").toLowerCase().match(WORD) ?? [];
  const grams: string[] = [];
  for (let i = 0; i + 2 < words.length; i++) grams.push(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return grams;
});

/**
 * Whether the sentence says three words in a row twice, or three words the post already says
 * (`said`, the trigrams of the sentences chosen so far): "from Northbridge Bank" in the opening
 * and again in the news.
 */
export function repeatsAny(sentence: string, said: ReadonlySet<string>): boolean {
  const grams = trigrams(sentence);
  return grams.some((gram) => said.has(gram)) || new Set(grams).size < grams.length;
}
