import type { StyleFeatures } from "@/lib/content/extract/style-features";

export type Tone = { formality: number; energy: number; warmth: number };

// Squashed into 0.03..0.97: a few heuristics never justify an absolute 0 or 1.
const sigmoid = (x: number) => 0.03 + 0.94 / (1 + Math.exp(-x));
const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Each dimension is a logistic of a weighted sum of features, each centred on a typical value
 * for social copy, so that unremarkable text lands near 0.5. The weights are hand-set and
 * were checked against contrasting corpora (see local-extractor.test.ts), not fitted.
 */
export function estimateTone(f: StyleFeatures): Tone {
  const formality =
    0.08 * (Math.min(f.avgSentenceWords, 35) - 14) +
    10 * (f.latinateRate - 0.06) -
    0.35 * f.contractionsPer100 -
    0.5 * f.slangPer100 -
    4 * (f.personalPronounRate - 0.05) -
    1.5 * f.exclamationShare -
    1.0 * Math.min(f.emojiPerSentence, 2) -
    0.1 * Math.min(f.capsPer100, 10);

  const energy =
    3.5 * (f.exclamationShare - 0.15) +
    0.25 * (Math.min(f.intensifiersPer100, 12) - 2) +
    0.2 * Math.min(f.capsPer100, 10) +
    1.2 * Math.min(f.emojiPerSentence, 2) -
    0.06 * (Math.min(f.avgSentenceWords, 35) - 12);

  const warmth =
    20 * (f.secondPersonRate - 0.03) +
    20 * (f.inclusiveRate - 0.02) +
    2.5 * f.sentiment +
    0.35 * (Math.min(f.affectivePer100, 10) - 1) +
    1.5 * Math.min(f.warmEmojiPerSentence, 1) -
    0.5;

  return { formality: round2(sigmoid(formality)), energy: round2(sigmoid(energy)), warmth: round2(sigmoid(warmth)) };
}
