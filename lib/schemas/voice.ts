import { z } from "@/lib/zod";
import { uuidSchema } from "@/lib/schemas/common";
import { storableText, text } from "@/lib/schemas/text";

const unit = z.number().min(0).max(1);
const phrase = (max: number) => text({ max, trim: true, visible: true });

export const toneAttributesSchema = z.strictObject({ formality: unit, energy: unit, warmth: unit });

export const languagePatternsSchema = z.strictObject({
  /** Free text; the generator understands "simple", "moderate", "advanced". */
  vocabulary_level: phrase(60),
  sentence_structure: phrase(300),
  signature_phrases: z.array(phrase(200)).max(30),
});

export const contentThemeSchema = z.strictObject({
  theme: phrase(100),
  keywords: z.array(phrase(60)).max(30),
});

/** Bounds of `sample_posts`: enough posts to show a voice, each as long as a long post. */
export const SAMPLE_POSTS_MAX = 30;
export const SAMPLE_POST_MAX_LENGTH = 5000;

/**
 * The brand's own past posts, kept with the profile (an addition to docs/spec.md's BrandVoice): the
 * model is shown them as examples of the voice. Optional on PUT; when it is left out, the posts
 * already stored are kept, so a client that does not know the field never erases them.
 */
export const samplePostsSchema = z
  .array(text({ max: SAMPLE_POST_MAX_LENGTH, trim: true, visible: true }))
  .max(SAMPLE_POSTS_MAX, `must hold at most ${SAMPLE_POSTS_MAX} posts`);

/** The body of PUT /brands/{id}/voice: a profile set by hand. */
export const voiceInputSchema = z.strictObject({
  personality_traits: z.array(phrase(60)).max(20),
  tone_attributes: toneAttributesSchema,
  language_patterns: languagePatternsSchema,
  content_themes: z.array(contentThemeSchema).max(20),
  sample_posts: samplePostsSchema.optional(),
});

export const voiceSchema = voiceInputSchema.extend({
  sample_posts: z.array(z.string()),
  brand_id: uuidSchema,
  confidence_score: unit,
  created_at: z.string(),
}).meta({ id: "BrandVoice" });

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
  samplePosts: string[];
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
    sample_posts: row.samplePosts,
    confidence_score: row.confidenceScore,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The columns for a profile, from API input or from an extractor. Input was checked by
 * voiceInputSchema; an extracted profile (from a web page or a model) was not, so every text is
 * made storable here too (storableText): a NUL on a page must not become a 500. `samplePosts`
 * only when the input has them (see samplePostsSchema).
 */
export function voiceColumns(input: VoiceInput, confidenceScore: number) {
  const clean = (values: string[]) => values.map(storableText);
  return {
    ...(input.sample_posts === undefined ? {} : { samplePosts: clean(input.sample_posts) }),
    personalityTraits: clean(input.personality_traits),
    formality: input.tone_attributes.formality,
    energy: input.tone_attributes.energy,
    warmth: input.tone_attributes.warmth,
    vocabularyLevel: storableText(input.language_patterns.vocabulary_level),
    sentenceStructure: storableText(input.language_patterns.sentence_structure),
    signaturePhrases: clean(input.language_patterns.signature_phrases),
    contentThemes: input.content_themes.map((theme) => ({ theme: storableText(theme.theme), keywords: clean(theme.keywords) })),
    confidenceScore,
  };
}
