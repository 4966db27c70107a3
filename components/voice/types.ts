export type ToneAttributes = { formality: number; energy: number; warmth: number };

export type LanguagePatterns = { vocabulary_level: string; sentence_structure: string; signature_phrases: string[] };

export type ContentTheme = { theme: string; keywords: string[] };

/** The body of PUT /api/v1/brands/{id}/voice: exactly these four fields. */
export type VoiceInput = {
  personality_traits: string[];
  tone_attributes: ToneAttributes;
  language_patterns: LanguagePatterns;
  content_themes: ContentTheme[];
};

/** A voice profile as GET /api/v1/brands/{id}/voice returns it. */
export type Voice = VoiceInput & { brand_id: string; confidence_score: number; created_at: string };

export type ExtractResult = { voice: Voice; saved: boolean; extractor: "model" | "local" };

export const TONE_AXES = [
  { key: "formality", label: "Formality", min: "Casual", max: "Formal" },
  { key: "energy", label: "Energy", min: "Calm", max: "Energetic" },
  { key: "warmth", label: "Warmth", min: "Reserved", max: "Warm" },
] as const satisfies ReadonlyArray<{ key: keyof ToneAttributes; label: string; min: string; max: string }>;

export const VOCABULARY_LEVELS = [
  { value: "simple", label: "Simple", description: "everyday words, short sentences" },
  { value: "moderate", label: "Moderate", description: "plain but varied" },
  { value: "advanced", label: "Advanced", description: "technical or literary" },
] as const;

export const LIMITS = {
  traits: 20,
  traitLength: 60,
  phrases: 30,
  phraseLength: 200,
  themes: 20,
  themeLength: 100,
  keywords: 30,
  keywordLength: 60,
  vocabularyLength: 60,
  sentenceLength: 300,
} as const;

/** A starting point for a profile written by hand. */
export function blankVoice(): VoiceInput {
  return {
    personality_traits: [],
    tone_attributes: { formality: 0.5, energy: 0.5, warmth: 0.5 },
    language_patterns: { vocabulary_level: "moderate", sentence_structure: "", signature_phrases: [] },
    content_themes: [],
  };
}

/** Only the four writable fields, in a fresh object (the editor's draft). */
export function toInput(voice: VoiceInput): VoiceInput {
  return {
    personality_traits: [...voice.personality_traits],
    tone_attributes: { ...voice.tone_attributes },
    language_patterns: { ...voice.language_patterns, signature_phrases: [...voice.language_patterns.signature_phrases] },
    content_themes: voice.content_themes.map((theme) => ({ theme: theme.theme, keywords: [...theme.keywords] })),
  };
}
