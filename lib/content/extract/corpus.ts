import { analyzeSample, type AnalyzedSample } from "@/lib/content/extract/nlp";

/**
 * At most this much text is analysed, so that one huge request cannot tie up the server;
 * samples past the budget are cut (and confidence reflects only what was read).
 */
export const MAX_ANALYZED_CHARS = 200_000;

/** The non-blank samples, analysed, within the character budget. */
export function analyzeCorpus(texts: readonly string[]): AnalyzedSample[] {
  const samples: AnalyzedSample[] = [];
  let budget = MAX_ANALYZED_CHARS;
  for (const raw of texts) {
    const text = raw.trim();
    if (text === "" || budget <= 0) continue;
    const taken = text.length > budget ? text.slice(0, budget) : text;
    budget -= taken.length;
    samples.push(analyzeSample(taken));
  }
  return samples;
}
