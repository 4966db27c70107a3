import { z } from "zod";
import { platformListSchema, uuidSchema } from "@/lib/schemas/common";

const nonBlank = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((text) => text.trim().length > 0, "must not be empty");

export const generateContentSchema = z.strictObject({
  brand_id: uuidSchema,
  platforms: platformListSchema,
  goal: nonBlank(2000),
  content_type: z.string().trim().min(1).max(60).default("social_post"),
  additional_context: z.string().max(5000, "must be at most 5000 characters").optional(),
  variations: z.number().int().min(1).max(5).default(1),
});

export const generatedContentSchema = z.object({
  platform: z.string(),
  text: z.string(),
  hashtags: z.array(z.string()),
  characterCount: z.number().int(),
  variation: z.number().int(),
  brandConsistency: z.number(),
});

export const generateContentOutputSchema = z.object({
  contents: z.array(generatedContentSchema),
  overallBrandConsistency: z.number().min(0).max(1),
  generator: z.enum(["local-composer", "model"]),
});

export const extractVoiceSchema = z
  .strictObject({
    samples: z.array(z.string().max(20_000, "each sample must be at most 20000 characters")).max(100).optional(),
    from_website: z.boolean().default(false),
    /** false: return the extracted profile without saving it (the dashboard previews first). */
    save: z.boolean().default(true),
  })
  .refine((body) => body.from_website || (body.samples ?? []).some((sample) => sample.trim().length > 0), {
    message: "give samples (non-empty) or from_website: true",
    path: ["samples"],
  });

export type GenerateContentInput = z.infer<typeof generateContentSchema>;
export type ExtractVoiceInput = z.infer<typeof extractVoiceSchema>;
