import type { VoiceInput } from "@/lib/schemas/voice";

/** Three deliberately different profiles, shared by the tests of compose, fit and score. */
export const FORMAL_BANK: VoiceInput = {
  personality_traits: ["Trustworthy", "Prudent", "Knowledgeable"],
  tone_attributes: { formality: 0.9, energy: 0.2, warmth: 0.3 },
  language_patterns: {
    vocabulary_level: "advanced",
    sentence_structure: "Long, complete sentences without slang.",
    signature_phrases: ["Your future, secured."],
  },
  content_themes: [
    { theme: "Financial Security", keywords: ["savings", "fixed rates", "retirement planning"] },
    { theme: "Responsible Lending", keywords: ["mortgages", "transparency"] },
  ],
};

export const PLAYFUL_SNACKS: VoiceInput = {
  personality_traits: ["playful", "bold", "cheeky"],
  tone_attributes: { formality: 0.1, energy: 0.95, warmth: 0.7 },
  language_patterns: {
    vocabulary_level: "simple",
    sentence_structure: "Short bursts, lots of exclamations.",
    signature_phrases: ["Crunch responsibly!", "Snack o'clock"],
  },
  content_themes: [
    { theme: "Snack Time", keywords: ["crunch", "flavour", "chips"] },
    { theme: "Good Times", keywords: ["party", "friends"] },
  ],
};

export const WARM_NONPROFIT: VoiceInput = {
  personality_traits: ["compassionate", "hopeful", "community-minded"],
  tone_attributes: { formality: 0.45, energy: 0.4, warmth: 0.95 },
  language_patterns: {
    vocabulary_level: "moderate",
    sentence_structure: "Gentle, medium-length sentences that speak to the reader.",
    signature_phrases: ["Together, we feed our neighbours."],
  },
  content_themes: [
    { theme: "Food Security", keywords: ["food bank", "meals", "volunteers"] },
    { theme: "Community", keywords: ["neighbours", "donations", "families"] },
  ],
};

/** A profile with nothing optional: no themes, traits or phrases. */
export const BARE_VOICE: VoiceInput = {
  personality_traits: [],
  tone_attributes: { formality: 0.5, energy: 0.5, warmth: 0.5 },
  language_patterns: { vocabulary_level: "moderate", sentence_structure: "Plain.", signature_phrases: [] },
  content_themes: [],
};
