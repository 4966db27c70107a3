import type { VoiceInput } from "@/lib/client/types";
import { maxItemsOf, maxLengthOf } from "@/lib/client/schema-bounds";
import { voiceInputSchema } from "@/lib/schemas/voice";

// The voice editor's draft: the writable fields of PUT /brands/{id}/voice (the four of the spec
// and the optional sample posts), the bounds the server's schema sets on them (read from it), and
// the editor's fixed choices.

const shape = voiceInputSchema.shape;
const patterns = shape.language_patterns.shape;
const theme = shape.content_themes.element.shape;
const samplePosts = shape.sample_posts.unwrap();

export const LIMITS = {
  traits: maxItemsOf(shape.personality_traits),
  traitLength: maxLengthOf(shape.personality_traits.element),
  phrases: maxItemsOf(patterns.signature_phrases),
  phraseLength: maxLengthOf(patterns.signature_phrases.element),
  themes: maxItemsOf(shape.content_themes),
  themeLength: maxLengthOf(theme.theme),
  keywords: maxItemsOf(theme.keywords),
  keywordLength: maxLengthOf(theme.keywords.element),
  vocabularyLength: maxLengthOf(patterns.vocabulary_level),
  sentenceLength: maxLengthOf(patterns.sentence_structure),
  samplePosts: maxItemsOf(samplePosts),
  samplePostLength: maxLengthOf(samplePosts.element),
} as const;

export type ToneAttributes = VoiceInput["tone_attributes"];
export type ContentTheme = VoiceInput["content_themes"][number];

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

/** A starting point for a profile written by hand. */
export function blankVoice(): VoiceInput {
  return {
    personality_traits: [],
    tone_attributes: { formality: 0.5, energy: 0.5, warmth: 0.5 },
    language_patterns: { vocabulary_level: "moderate", sentence_structure: "", signature_phrases: [] },
    content_themes: [],
  };
}

/**
 * Only the writable fields, in a fresh object (the editor's draft, or the body of a PUT). The
 * sample posts only when the profile has them: left out, PUT keeps the stored ones.
 */
export function toInput(voice: VoiceInput): VoiceInput {
  return {
    ...(voice.sample_posts ? { sample_posts: [...voice.sample_posts] } : {}),
    personality_traits: [...voice.personality_traits],
    tone_attributes: { ...voice.tone_attributes },
    language_patterns: { ...voice.language_patterns, signature_phrases: [...voice.language_patterns.signature_phrases] },
    content_themes: voice.content_themes.map((item) => ({ theme: item.theme, keywords: [...item.keywords] })),
  };
}

/** The draft with whitespace trimmed and empty list items dropped, as it is sent. */
export function cleanVoice(voice: VoiceInput): VoiceInput {
  const trimmed = (items: string[]) => items.map((item) => item.trim()).filter(Boolean);
  return {
    personality_traits: trimmed(voice.personality_traits),
    tone_attributes: { ...voice.tone_attributes },
    language_patterns: {
      vocabulary_level: voice.language_patterns.vocabulary_level.trim(),
      sentence_structure: voice.language_patterns.sentence_structure.trim(),
      signature_phrases: trimmed(voice.language_patterns.signature_phrases),
    },
    content_themes: voice.content_themes.map((item) => ({ theme: item.theme.trim(), keywords: trimmed(item.keywords) })),
    ...(voice.sample_posts ? { sample_posts: trimmed(voice.sample_posts) } : {}),
  };
}
