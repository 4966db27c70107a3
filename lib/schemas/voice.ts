import { z } from "zod";
import { uuidSchema } from "@/lib/schemas/common";

const unit = z.number().min(0).max(1);
const shortText = z.string().trim().min(1, "must not be empty").max(200);

export const toneAttributesSchema = z.strictObject({ formality: unit, energy: unit, warmth: unit });

export const languagePatternsSchema = z.strictObject({
  /** Free text; the generator understands "simple", "moderate", "advanced". */
  vocabulary_level: z.string().trim().min(1).max(60),
  sentence_structure: z.string().trim().min(1).max(300),
  signature_phrases: z.array(shortText).max(30),
});

export const contentThemeSchema = z.strictObject({
  theme: z.string().trim().min(1).max(100),
  keywords: z.array(z.string().trim().min(1).max(60)).max(30),
});

/** The body of PUT /brands/{id}/voice: a profile set by hand. */
export const voiceInputSchema = z.strictObject({
  personality_traits: z.array(z.string().trim().min(1).max(60)).max(20),
  tone_attributes: toneAttributesSchema,
  language_patterns: languagePatternsSchema,
  content_themes: z.array(contentThemeSchema).max(20),
});

export const voiceSchema = voiceInputSchema.extend({
  brand_id: uuidSchema,
  confidence_score: unit,
  created_at: z.string(),
});

export type VoiceInput = z.infer<typeof voiceInputSchema>;
export type VoiceOutput = z.infer<typeof voiceSchema>;

type VoiceRow = {
  brandId: string;
  personalityTraits: string[];
  formality: number;
  energy: number;
  warmth: number;
  vocabularyLevel: string;
  sentenceStructure: string;
  signaturePhrases: string[];
  contentThemes: unknown;
  confidenceScore: number;
  createdAt: Date;
};

export function toVoiceOutput(row: VoiceRow): VoiceOutput {
  return {
    brand_id: row.brandId,
    personality_traits: row.personalityTraits,
    tone_attributes: { formality: row.formality, energy: row.energy, warmth: row.warmth },
    language_patterns: {
      vocabulary_level: row.vocabularyLevel,
      sentence_structure: row.sentenceStructure,
      signature_phrases: row.signaturePhrases,
    },
    content_themes: z.array(contentThemeSchema).parse(row.contentThemes),
    confidence_score: row.confidenceScore,
    created_at: row.createdAt.toISOString(),
  };
}

/** The columns for a profile, from API input. */
export function voiceColumns(input: VoiceInput, confidenceScore: number) {
  return {
    personalityTraits: input.personality_traits,
    formality: input.tone_attributes.formality,
    energy: input.tone_attributes.energy,
    warmth: input.tone_attributes.warmth,
    vocabularyLevel: input.language_patterns.vocabulary_level,
    sentenceStructure: input.language_patterns.sentence_structure,
    signaturePhrases: input.language_patterns.signature_phrases,
    contentThemes: input.content_themes,
    confidenceScore,
  };
}
