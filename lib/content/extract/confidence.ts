/**
 * How far a profile built from this much text can be trusted, 0..0.95. It grows with the word
 * count (saturating: ~0.6 of the word factor at 500 words, ~0.95 at 1,500) and, less, with the
 * number of samples (many short posts show a voice better than one long one). Zero words give 0.
 * Never 1: that is reserved for a profile a person set by hand.
 */
export function confidenceScore(wordCount: number, sampleCount: number): number {
  const wordFactor = 1 - Math.exp(-Math.max(0, wordCount) / 500);
  const sampleFactor = 1 - Math.exp(-Math.max(0, sampleCount) / 4);
  const score = 0.95 * wordFactor * (0.6 + 0.4 * sampleFactor);
  return Math.round(score * 1000) / 1000;
}
