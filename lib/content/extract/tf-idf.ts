import type { TermIndex } from "@/lib/content/extract/terms";

export type RankedTerm = { key: string; score: number };

/**
 * TF-IDF with each sample as a document, summed over the samples: tf is a term's share of the
 * sample's content words (so long and short posts weigh the same) and idf is the smoothed
 * ln((1 + N) / (1 + df)) + 1, so a term present in every sample still counts (with a single
 * sample, the ranking is by frequency). Summing rewards terms a brand returns to across posts
 * while idf keeps the ones every post happens to contain from drowning out the rest.
 */
export function rankTermsByTfIdf(index: TermIndex): RankedTerm[] {
  const n = index.sampleLengths.length;
  const ranked: RankedTerm[] = [];
  for (const term of index.terms.values()) {
    const idf = Math.log((1 + n) / (1 + term.perSample.size)) + 1;
    let score = 0;
    for (const [sample, count] of term.perSample) score += (count / index.sampleLengths[sample]) * idf;
    ranked.push({ key: term.key, score });
  }
  // Ties broken by key so that the output is deterministic.
  return ranked.sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
