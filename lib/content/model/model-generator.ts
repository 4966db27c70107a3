import { z } from "@/lib/zod";
import type { ModelConfig } from "@/lib/content/model/model-config";
import { askModelJson } from "@/lib/content/model/ask-model-json";
import { draftsAnswerSchema } from "@/lib/content/model/drafts-answer";
import { generationMessages } from "@/lib/content/model/generation-prompt";
import { repairDrafts } from "@/lib/content/model/repair-drafts";
import { threadAnswerSchema, threadAnswerShown } from "@/lib/content/model/thread-answer";
import { isThreadRequest, publishesThread } from "@/lib/content/thread/thread-request";
import type { ContentGenerator, DraftItem, GenerationRequest } from "@/lib/content/types";
import { PLATFORM_IDS } from "@/lib/platforms/ids";

function answerSchema(request: GenerationRequest) {
  return draftsAnswerSchema(PLATFORM_IDS, "malformed").transform((answer, ctx) => {
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

/**
 * Every platform and variation in ONE request to an OpenAI-compatible model; drafts that fail the
 * composer's own checks (over the limit, grammar, a leaked instruction) then go back once to be
 * mended, and any still failing is replaced by the composer's text with a note (repair-drafts.ts).
 */
export function modelGenerator(config: ModelConfig): ContentGenerator {
  return {
    name: "model",
    async generate(request) {
      if (isThreadRequest(request.contentType)) return writeThreads(config, request);
      const drafts = await askModelJson(config, {
        schemaName: "brandcast_posts",
        schema: answerSchema(request),
        // The model is shown only the platforms asked for; an item for another is ignored, not a malformed answer.
        shown: draftsAnswerSchema(request.platforms, "malformed"),
        messages: generationMessages(request),
      });
      return repairDrafts(config, request, drafts);
    },
  };
}

/**
 * A thread request: the model writes each platform's parts (structured output); parts then go
 * through the same fitting as the composer's text (lib/content/thread/fit-thread.ts), which breaks
 * a part over the limit instead of asking again, since a thread has room for another part. Only
 * the platforms that publish one post go through the single posts' checks and repair round.
 */
async function writeThreads(config: ModelConfig, request: GenerationRequest): Promise<DraftItem[]> {
  const drafts = await askModelJson(config, {
    schemaName: "brandcast_threads",
    schema: threadAnswerSchema(PLATFORM_IDS, request),
    shown: threadAnswerShown(request.platforms),
    messages: generationMessages(request),
  });
  const single = drafts.filter((draft) => !publishesThread(draft.platform));
  const repaired = await repairDrafts(config, request, single);
  return drafts.map((draft) => (publishesThread(draft.platform) ? draft : repaired[single.indexOf(draft)]));
}
