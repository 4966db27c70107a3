import { z } from "@/lib/zod";
import { askModelJson } from "@/lib/content/model/ask-model-json";
import type { ModelConfig } from "@/lib/content/model/model-config";
import { voiceInputSchema, type VoiceInput } from "@/lib/schemas/voice";

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const texts = (max: number, length: number) =>
  z.array(z.string()).transform((items) => items.map((item) => item.trim().slice(0, length)).filter(Boolean).slice(0, max));

// The model's answer must be a complete profile within the API's own bounds. A model may
// overshoot them (a tone of 1.2, a 40-word phrase); such values are brought within them rather
// than failing the whole extraction. The JSON Schema the model is sent is this one's input
// (model-json-schema.ts).
const modelProfileSchema = z
  .object({
    personality_traits: texts(20, 60),
    tone_attributes: z.object({
      formality: z.number().transform(clamp01),
      energy: z.number().transform(clamp01),
      warmth: z.number().transform(clamp01),
    }),
    language_patterns: z.object({
      // The model is asked for one of the levels the generator knows (`enum` is only shown to it);
      // another word it writes is kept, as a profile set by hand may hold one.
      vocabulary_level: z
        .string()
        .meta({ enum: ["simple", "moderate", "advanced"] })
        .transform((level) => level.trim().slice(0, 60) || "moderate"),
      sentence_structure: z.string().transform((text) => text.trim().slice(0, 300) || "varied"),
      signature_phrases: texts(30, 200),
    }),
    content_themes: z
      .array(z.object({ theme: z.string(), keywords: texts(30, 60) }))
      .transform((themes) => themes.map((t) => ({ theme: t.theme.trim().slice(0, 100), keywords: t.keywords })).filter((t) => t.theme).slice(0, 20)),
  })
  .pipe(voiceInputSchema);

/** Builds a voice profile from sample texts with the configured model (one request). */
export async function extractVoiceWithModel(config: ModelConfig, brandName: string, texts: string[]): Promise<VoiceInput> {
  const corpus = texts.map((text, index) => `--- sample ${index + 1} ---\n${text}`).join("\n\n").slice(0, 60_000);
  return askModelJson(config, {
    schemaName: "brand_voice_profile",
    schema: modelProfileSchema,
    messages: [
      {
        role: "system",
        content: [
          `Describe the writing voice of the brand "${brandName}" from its sample texts, as JSON.`,
          "personality_traits: up to 8 adjectives. tone_attributes: formality, energy and warmth, each from 0 (low) to 1 (high).",
          "language_patterns: vocabulary_level (simple, moderate or advanced), sentence_structure (one sentence), signature_phrases (phrases the brand repeats, verbatim, up to 10).",
          "content_themes: up to 5 themes, each with up to 8 keywords taken from the samples.",
        ].join("\n"),
      },
      { role: "user", content: corpus },
    ],
  });
}
