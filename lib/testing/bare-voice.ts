import type { VoiceInput } from "@/lib/schemas/voice";

/**
 * A voice profile with nothing optional: no themes, traits or phrases (the evaluation set's
 * brands in lib/content/eval/profiles/ all have them). For the tests of compose, fit and score.
 */
export const BARE_VOICE: VoiceInput = {
  personality_traits: [],
  tone_attributes: { formality: 0.5, energy: 0.5, warmth: 0.5 },
  language_patterns: { vocabulary_level: "moderate", sentence_structure: "Plain.", signature_phrases: [] },
  content_themes: [],
};
