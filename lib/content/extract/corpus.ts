import { analyzeSample, type AnalyzedSample } from "@/lib/content/extract/nlp";
import { nextTurn } from "@/lib/content/next-turn";

/**
 * At most this much text is analysed (about 4,300 words). Confidence saturates near 1,500 words
 * (confidence.ts), so more text changes little in the profile, while every stage after the
 * analysis runs in one go over all of it: this bound is what keeps one request from holding
 * the server for more than a few tens of milliseconds (`npm run bench:abuse`).
 */
export const MAX_ANALYZED_CHARS = 25_000;

/**
 * Each sample's share of the budget: short samples are read whole and what they leave is shared
 * among the longer ones, so that forty posts are all read rather than the first few.
 */
export function fairShares(lengths: readonly number[], budget: number): number[] {
  const shares = lengths.map(() => 0);
  const shortestFirst = lengths.map((_, i) => i).sort((a, b) => lengths[a] - lengths[b]);
  let left = budget;
  shortestFirst.forEach((index, position) => {
    const share = Math.min(lengths[index], Math.floor(left / (shortestFirst.length - position)));
    shares[index] = share;
    left -= share;
  });
  return shares;
}

/** The first `length` characters, ending at a space where one is near the cut (no half words). */
function cut(text: string, length: number): string {
  if (text.length <= length) return text;
  const space = text.lastIndexOf(" ", length);
  return text.slice(0, space > length * 0.8 ? space : length);
}

/**
 * The non-blank samples, analysed, within the character budget. Other requests get the event
 * loop between two samples.
 */
export async function analyzeCorpus(texts: readonly string[]): Promise<AnalyzedSample[]> {
  const nonBlank = texts.map((text) => text.trim()).filter((text) => text !== "");
  const shares = fairShares(
    nonBlank.map((text) => text.length),
    MAX_ANALYZED_CHARS,
  );
  const samples: AnalyzedSample[] = [];
  for (const [index, text] of nonBlank.entries()) {
    if (shares[index] === 0) continue;
    if (index > 0) await nextTurn();
    samples.push(analyzeSample(cut(text, shares[index])));
  }
  return samples;
}
