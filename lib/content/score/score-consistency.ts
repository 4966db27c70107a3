import type { PlatformId } from "@/lib/platforms/ids";
import type { VoiceInput } from "@/lib/schemas/voice";
import { keywordCoverage, signatureCoverage, themeCoverage } from "@/lib/content/score/coverage";
import { textFeatures } from "@/lib/content/score/text-features";
import { estimateEnergy, estimateFormality, estimateVocabulary, estimateWarmth } from "@/lib/content/score/tone-estimates";
import { readVocabularyLevel } from "@/lib/content/score/vocabulary-level";
import { qualityFactor } from "@/lib/content/score/quality";
import { briefFaults } from "@/lib/content/score/brief-faults";
import { CONSISTENCY_WEIGHTS, TONE_SHARPNESS, VOCABULARY_TARGETS, type ConsistencyPart } from "@/lib/content/score/weights";

export type ConsistencyScore = {
  /** Weighted mean of the parts, 0..1, 3 decimals. */
  score: number;
  /**
   * Each measurable part by its ConsistencyPart name, 0..1, 3 decimals (see CONSISTENCY_WEIGHTS
   * for what each means); parts that cannot be measured are absent. `quality` is the factor the
   * weighted parts were multiplied by (1 = no repetition, cut-off ending, filler or fragment).
   */
  parts: Record<string, number>;
};

/**
 * What the score may know about the request besides the voice: the platform the text is for and
 * the brief it was written from (goal and additional context).
 */
export type ScoreContext = { platform?: PlatformId; goal?: string; additionalContext?: string };

const round3 = (value: number) => Math.round(value * 1000) / 1000;
const closeness = (estimate: number, target: number) => Math.max(0, 1 - TONE_SHARPNESS * Math.abs(estimate - target));

/**
 * How well `text` matches the voice profile, and reads as a post at all: a deterministic heuristic
 * (no model, no randomness), documented part by part in ./weights.ts. Hashtags count as words ("#SpringMenu" mentions
 * "spring menu").
 */
export function scoreConsistency(voice: VoiceInput, text: string, context?: ScoreContext): ConsistencyScore {
  const features = textFeatures(text);
  const tone = voice.tone_attributes;
  const level = readVocabularyLevel(voice.language_patterns.vocabulary_level);
  const vocabulary = estimateVocabulary(features);

  const measured: Record<ConsistencyPart, number | null> = {
    themes: themeCoverage(voice, features.searchable),
    keywords: keywordCoverage(voice, features.searchable),
    signaturePhrases: signatureCoverage(voice, features.searchable),
    formality: closeness(estimateFormality(features, text), tone.formality),
    energy: closeness(estimateEnergy(features), tone.energy),
    warmth: closeness(estimateWarmth(features), tone.warmth),
    vocabulary: level === null || vocabulary === null ? null : closeness(vocabulary, VOCABULARY_TARGETS[level]),
  };

  const parts: Record<string, number> = {};
  let weighted = 0;
  let totalWeight = 0;
  for (const part of Object.keys(CONSISTENCY_WEIGHTS) as ConsistencyPart[]) {
    const value = measured[part];
    if (value === null) continue;
    parts[part] = round3(value);
    weighted += CONSISTENCY_WEIGHTS[part] * value;
    totalWeight += CONSISTENCY_WEIGHTS[part];
  }
  // The brief's faults (pasted, leaked instruction, stock closing, tags over the rule, invented facts) weigh with quality.
  const ownWords = [...voice.language_patterns.signature_phrases, ...voice.content_themes.map((theme) => theme.theme)];
  const quality = qualityFactor(text).factor * briefFaults(text, { ...context, ownWords }).factor;
  parts.quality = round3(quality);
  return { score: totalWeight === 0 ? 0 : round3((weighted / totalWeight) * quality), parts };
}

/** `overallBrandConsistency`: the mean of per-item scores, 3 decimals; 0 for no items. */
export function overallConsistency(scores: readonly number[]): number {
  if (scores.length === 0) return 0;
  return round3(scores.reduce((sum, score) => sum + score, 0) / scores.length);
}
