import { z } from "@/lib/zod";
import { platformListSchema, uuidSchema } from "@/lib/schemas/common";
import { text } from "@/lib/schemas/text";
import { voiceSchema } from "@/lib/schemas/voice";

export const generateContentSchema = z.strictObject({
  brand_id: uuidSchema,
  platforms: platformListSchema,
  goal: text({ max: 2000, visible: true }),
  content_type: text({ max: 60, trim: true, visible: true })
    .default("social_post")
    .meta({
      description:
        'What to write, e.g. `social_post`, `announcement`. `thread` writes a thread on X, Bluesky and Threads: each item\'s `text` is part 1 and `thread` the replies, each within the limit, broken between paragraphs or sentences (never inside a word); other platforms get one post and a note (docs/api-decisions.md, "Thread generation").',
    }),
  additional_context: text({ max: 5000 }).optional(),
  variations: z.number().int().min(1).max(5).default(1),
  use_best_posts: z
    .boolean()
    .default(true)
    .meta({ description: "Addition beyond SPEC.md: `false` writes without the brand's best-performing posts as examples (docs/content.md, \"Best posts as examples\")." }),
});

export const generatedContentSchema = z
  .object({
    platform: z.string(),
    text: z.string(),
    hashtags: z.array(z.string()),
    characterCount: z.number().int(),
    thread: z
      .array(z.string())
      .optional()
      .meta({
        description:
          'Addition beyond SPEC.md, only for `content_type: "thread"`: the replies after `text`, in order, each within the platform\'s limit as it counts it (`[]` on a platform that publishes no thread). Pass `text` as `content` and this as `thread` to POST /posts (or as `versions.<platform>.content` and `.thread`).',
      }),
    variation: z.number().int(),
    brandConsistency: z.number(),
  })
  .meta({ id: "GeneratedContent" });

export const generateContentOutputSchema = z.object({
  contents: z.array(generatedContentSchema),
  overallBrandConsistency: z.number().min(0).max(1),
  generator: z.enum(["local-composer", "model"]),
  examples_used: z
    .array(
      z.object({
        post_id: z.string(),
        platform: z.string(),
        engagement_rate: z.number().min(0).meta({ description: "The post's engagement rate on that platform, from its latest reading (docs/analytics.md)." }),
      }),
    )
    .meta({
      description:
        "Addition beyond SPEC.md: the brand's best-performing published posts used as examples, best first (at most 3, the requested platforms first, only posts with 2 or more readings); empty when none qualified or `use_best_posts` was false.",
    }),
  notes: z
    .array(
      z.object({
        kind: z.enum(["brief_unread", "model_text_replaced", "thread_not_published", "thread_parts_changed"]),
        message: z.string(),
        text: z.string().optional().meta({ description: "brief_unread: the part of the brief (goal or additional context) no rule could read." }),
        platform: z.string().optional().meta({ description: "model_text_replaced, thread_parts_changed: the item's platform; thread_not_published: the platform asked for in a thread." }),
        variation: z.number().int().optional().meta({ description: "model_text_replaced, thread_parts_changed: the item's variation." }),
      }),
    )
    .meta({
      description:
        "Addition beyond SPEC.md (issue 21): what the texts do not show. `brief_unread`: a part of the brief no rule could read, reported here instead of pasted into a post. `model_text_replaced`: a model's text failed the checks (limit, grammar, an instruction to the writer) after one repair round and the local composer's text is used. `thread_not_published`: a platform asked for in a thread (`content_type: \"thread\"`) publishes none, so its text is one post (`thread: []`). `thread_parts_changed`: what was changed in a model's thread parts (a part broken, numbering removed, one text split). Empty when there is nothing to say.",
    }),
});

export const extractVoiceSchema = z
  .strictObject({
    samples: z.array(text({ max: 20_000 })).max(100).optional(),
    from_website: z.boolean().default(false),
    /** false: return the extracted profile without saving it (the dashboard previews first). */
    save: z.boolean().default(true),
  })
  .refine((body) => body.from_website || (body.samples ?? []).some((sample) => sample.trim().length > 0), {
    message: "give samples (non-empty) or from_website: true",
    path: ["samples"],
  });

/** The answer of POST /brands/{id}/voice/extract. */
export const extractVoiceOutputSchema = z.object({ voice: voiceSchema, saved: z.boolean(), extractor: z.enum(["model", "local"]) });

export type GenerateContentInput = z.infer<typeof generateContentSchema>;
export type ExtractVoiceInput = z.infer<typeof extractVoiceSchema>;
export type ExtractVoiceOutput = z.infer<typeof extractVoiceOutputSchema>;
