import type { VoiceInput } from "@/lib/schemas/voice";
import { readVocabularyLevel, type VocabularyLevel } from "@/lib/content/score/vocabulary-level";

export type Register = "formal" | "neutral" | "casual";

/** How a voice's tone turns into writing decisions. */
export type Style = {
  /** Picks the template family: formality ≥ 0.65 formal, ≤ 0.35 casual. */
  register: Register;
  /** "we're", "it's": below formality 0.5. */
  contractions: boolean;
  /** Sentences ending in "!": 0, 1 (the opening) or 2 (opening and call to action). */
  exclamations: 0 | 1 | 2;
  /** Emoji per post: none in a formal voice, more with energy and warmth. */
  emoji: 0 | 1 | 2;
  /** Address the reader as "you" (warm or informal voices) rather than impersonally. */
  secondPerson: boolean;
  /** A thank-you closer and warmer wording: warmth ≥ 0.6. */
  warm: boolean;
  /** High energy and low formality keep posts to fewer, shorter sentences (no extras). */
  brief: boolean;
  vocabulary: VocabularyLevel;
};

/** Thresholds are round numbers on purpose: tone values come from an extractor or a person's
 * slider, so finer distinctions would pretend to a precision the input does not have. */
export function styleFromVoice(voice: VoiceInput): Style {
  const { formality, energy, warmth } = voice.tone_attributes;
  const register: Register = formality >= 0.65 ? "formal" : formality <= 0.35 ? "casual" : "neutral";
  const exclamations = energy >= 0.75 && formality < 0.8 ? 2 : energy >= 0.5 && formality < 0.8 ? 1 : 0;
  const emojiDrive = energy * 0.6 + warmth * 0.4;
  const emoji = formality >= 0.6 ? 0 : emojiDrive >= 0.65 ? 2 : emojiDrive >= 0.45 ? 1 : 0;
  return {
    register,
    contractions: formality < 0.5,
    exclamations,
    emoji,
    secondPerson: warmth >= 0.4 || formality < 0.5,
    warm: warmth >= 0.6,
    brief: energy >= 0.7 && formality < 0.5,
    // Free text in the schema; a level we cannot read is written as moderate.
    vocabulary: readVocabularyLevel(voice.language_patterns.vocabulary_level) ?? "moderate",
  };
}
