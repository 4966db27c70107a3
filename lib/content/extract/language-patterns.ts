import type { StyleFeatures } from "@/lib/content/extract/style-features";

export type VocabularyLevel = "simple" | "moderate" | "advanced";

const scale = (x: number, low: number, high: number) => Math.min(1, Math.max(0, (x - low) / (high - low)));

/** From word length, the share of words of 3+ syllables and lexical variety. */
export function vocabularyLevel(f: StyleFeatures): VocabularyLevel {
  const score =
    0.45 * scale(f.avgWordLength, 3.9, 5.8) +
    0.4 * scale(f.complexWordRate, 0.05, 0.2) +
    0.15 * scale(f.typeTokenRatio, 0.65, 0.85);
  if (score < 0.35) return "simple";
  if (score < 0.65) return "moderate";
  return "advanced";
}

/** A short readable description, e.g. "short, punchy sentences; frequent exclamations". */
export function describeSentenceStructure(f: StyleFeatures): string {
  const parts: string[] = [];
  if (f.sentenceCount === 0) return "no complete sentences";
  if (f.avgSentenceWords < 10) parts.push("short, punchy sentences");
  else if (f.avgSentenceWords < 18) parts.push("medium-length sentences");
  else parts.push("long, complex sentences");
  if (f.sentenceCount >= 4 && f.sentenceLengthVariation > 0.6) parts.push("lengths vary widely");

  if (f.questionShare >= 0.15) parts.push("frequent questions");
  else if (f.questionShare >= 0.05) parts.push("occasional questions");
  if (f.exclamationShare >= 0.3) parts.push("frequent exclamations");
  else if (f.exclamationShare >= 0.1) parts.push("occasional exclamations");

  if (f.secondPersonRate >= 0.04) parts.push("addresses the reader directly");
  if (f.contractionsPer100 >= 1.5) parts.push("conversational contractions");
  else if (f.contractionsPer100 === 0 && f.wordCount >= 100) parts.push("no contractions");
  if (f.emojiPerSentence >= 0.25) parts.push("emoji used often");
  if (f.hashtagsPerSample >= 1) parts.push("hashtags in most posts");
  return parts.join("; ");
}
