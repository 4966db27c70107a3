import { CASUAL_WORDS, ENERGETIC_WORDS, EXPANDED_FORMS, FIRST_PERSON_PLURAL, FORMAL_WORDS, SECOND_PERSON, WARM_WORDS } from "@/lib/content/score/lexicons";
import type { TextFeatures } from "@/lib/content/score/text-features";

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** Occurrences per 100 words, so long and short posts are judged alike. */
function per100(count: number, features: TextFeatures): number {
  return (count / Math.max(1, features.words.length)) * 100;
}

const countIn = (words: readonly string[], set: Set<string>) => words.filter((word) => set.has(word)).length;

/** Mean length of the Latin-script words; null with too few to say (other scripts, a few words). */
function meanWordLength(features: TextFeatures): number | null {
  if (features.latinWords.length < 5) return null;
  return features.latinWords.reduce((sum, word) => sum + word.length, 0) / features.latinWords.length;
}

/**
 * Formality 0..1. Up: formal words, written-out forms ("we are"), longer words. Down: contractions,
 * casual words, exclamation marks, emoji. Starts at 0.5 (no evidence either way).
 */
export function estimateFormality(features: TextFeatures, text: string): number {
  const expanded = (text.toLowerCase().match(EXPANDED_FORMS) ?? []).length;
  const formal = per100(1.5 * countIn(features.words, FORMAL_WORDS) + expanded, features);
  const casual = per100(
    features.contractions + 1.5 * countIn(features.words, CASUAL_WORDS) + features.exclamations + features.emoji,
    features,
  );
  const length = meanWordLength(features);
  const lexical = length === null ? 0 : Math.max(-1, Math.min(1, (length - 4.5) / 1.5));
  return clamp01(0.5 + 0.04 * (formal - casual) + 0.15 * lexical);
}

/**
 * Energy 0..1. Up: exclamation marks and emoji per sentence, energetic words, short sentences.
 * A calm text with none of these sits near 0.15.
 */
export function estimateEnergy(features: TextFeatures): number {
  const exclaiming = Math.min(1, features.exclamations / features.sentences);
  const emoji = Math.min(1, features.emoji / features.sentences);
  const energetic = per100(countIn(features.words, ENERGETIC_WORDS), features);
  const wordsPerSentence = features.words.length / features.sentences;
  const pace = wordsPerSentence < 9 ? 0.1 : wordsPerSentence > 20 ? -0.1 : 0;
  return clamp01(0.15 + 0.45 * exclaiming + 0.25 * emoji + 0.02 * energetic + pace);
}

/**
 * Warmth 0..1. Up: addressing the reader ("you"), warm words (thank, together, community), "we"
 * and "our", and questions that invite an answer. A text with none of these sits near 0.1.
 */
export function estimateWarmth(features: TextFeatures): number {
  const you = per100(countIn(features.words, SECOND_PERSON), features);
  const warm = per100(countIn(features.words, WARM_WORDS), features);
  const we = per100(countIn(features.words, FIRST_PERSON_PLURAL), features);
  const asking = Math.min(1, (2 * features.questions) / features.sentences);
  return clamp01(0.1 + 0.025 * you + 0.04 * warm + 0.012 * we + 0.15 * asking);
}

/**
 * Vocabulary 0..1 (simple → advanced): mean word length and the share of long words (8+ letters),
 * Latin script only. Null when there are too few such words to say.
 */
export function estimateVocabulary(features: TextFeatures): number | null {
  const length = meanWordLength(features);
  if (length === null) return null;
  const longShare = features.latinWords.filter((word) => word.length >= 8).length / features.latinWords.length;
  return clamp01(0.6 * ((length - 3.8) / 2.4) + 0.4 * (longShare / 0.25));
}
