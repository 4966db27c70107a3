import { z } from "@/lib/zod";
import type { ModelConfig } from "@/lib/content/model/model-config";
import { askModelJson } from "@/lib/content/model/ask-model-json";
import { generationMessages } from "@/lib/content/model/generation-prompt";
import { shortenOverLimit } from "@/lib/content/model/shorten-drafts";
import type { ContentGenerator, DraftItem, GenerationRequest } from "@/lib/content/types";
import { PLATFORM_IDS } from "@/lib/platforms/ids";

const itemSchema = z.object({
  platform: z.enum(PLATFORM_IDS),
  variation: z.number().int(),
  text: z.string().refine((text) => text.trim().length > 0),
  hashtags: z.array(z.string()),
});

function answerSchema(request: GenerationRequest) {
  return z.object({ items: z.array(itemSchema) }).transform((answer, ctx) => {
    const drafts: DraftItem[] = [];
    for (const platform of request.platforms) {
      for (let variation = 1; variation <= request.variations; variation++) {
        const item = answer.items.find((candidate) => candidate.platform === platform && candidate.variation === variation);
        if (!item) {
          ctx.addIssue({ code: "custom", message: `missing ${platform} variation ${variation}` });
          return z.NEVER;
        }
        drafts.push({ platform, variation, text: item.text, hashtags: item.hashtags });
      }
    }
    return drafts;
  });
}

function answerJsonSchema(request: GenerationRequest): Record<string, unknown> {
  return {
    type: "object",
    additionalProperties: false,
    required: ["items"],
    properties: {
      items: {
        type: "array",
        items: {
          type: "object",
          additionalProperties: false,
          required: ["platform", "variation", "text", "hashtags"],
          properties: {
            platform: { type: "string", enum: request.platforms },
            variation: { type: "integer" },
            text: { type: "string" },
            hashtags: { type: "array", items: { type: "string" } },
          },
        },
      },
    },
  };
}

/**
 * Every platform and variation in ONE request to an OpenAI-compatible model; drafts over their
 * limit then go back once to be shortened (shorten-drafts.ts) before fitting would cut them.
 */
export function modelGenerator(config: ModelConfig): ContentGenerator {
  return {
    name: "model",
    async generate(request) {
      const drafts = await askModelJson(config, {
        schemaName: "brandcast_posts",
        jsonSchema: answerJsonSchema(request),
        schema: answerSchema(request),
        messages: generationMessages(request),
      });
      return shortenOverLimit(config, request, drafts);
    },
  };
}
