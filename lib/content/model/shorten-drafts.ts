import { z } from "@/lib/zod";
import { askModelJson } from "@/lib/content/model/ask-model-json";
import { draftsAnswerSchema } from "@/lib/content/model/drafts-answer";
import type { ModelConfig } from "@/lib/content/model/model-config";
import { GenerationFailedError } from "@/lib/content/model/generation-failed";
import { draftLength } from "@/lib/content/fit/fit-item";
import type { DraftItem, GenerationRequest } from "@/lib/content/types";
import { PLATFORM_IDS } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

const answerSchema = draftsAnswerSchema(PLATFORM_IDS, "allowed");

/**
 * Drafts the model wrote over their platform's limit go back to it ONCE, all in one request, to be
 * rewritten shorter in whole sentences: a model shortens a post far better than a cut at a word
 * boundary does. What comes back replaces the draft (fitting still trims anything left over, the
 * last resort); a failed or unusable answer keeps the original drafts, so the request still succeeds.
 */
export async function shortenOverLimit(config: ModelConfig, request: GenerationRequest, drafts: DraftItem[]): Promise<DraftItem[]> {
  const over = drafts.map((draft) => ({ draft, ...draftLength(draft) })).filter((item) => item.count > item.limit);
  if (over.length === 0) return drafts;
  let answer: z.output<typeof answerSchema>;
  try {
    answer = await askModelJson(config, { schemaName: "brandcast_shortened_posts", schema: answerSchema, messages: shortenMessages(request, over) });
  } catch (error) {
    if (error instanceof GenerationFailedError) return drafts;
    throw error;
  }
  return drafts.map((draft) => {
    const shorter = answer.items.find((item) => item.platform === draft.platform && item.variation === draft.variation && item.text.trim());
    return shorter && over.some((item) => item.draft === draft) ? { ...draft, text: shorter.text, hashtags: shorter.hashtags } : draft;
  });
}

function shortenMessages(request: GenerationRequest, over: { draft: DraftItem; count: number; limit: number }[]) {
  const posts = over.map(({ draft, count, limit }) => {
    const rule = platformRule(draft.platform);
    return [
      `- platform ${draft.platform}, variation ${draft.variation}: ${count} ${rule.countUnit}, limit ${limit} (hashtags and links included; ${rule.label} counts this way: ${rule.countUnit}).`,
      `  text: ${JSON.stringify(draft.text)}`,
      `  hashtags: ${JSON.stringify(draft.hashtags)}`,
    ].join("\n");
  });
  return [
    {
      role: "system" as const,
      content: [
        `You shorten social media posts for the brand "${request.brandName}" so that each fits its platform's limit.`,
        "Keep the voice, the facts, any link and the call to action; drop what matters least. Write whole sentences: never cut a sentence, never end with an ellipsis.",
        "Aim for about 90% of the limit, counting the hashtags too; drop hashtags before sentences that carry the message.",
        'Answer with JSON only: {"items": [{"platform", "variation", "text", "hashtags"}]}, one item for each post below.',
      ].join("\n"),
    },
    { role: "user" as const, content: posts.join("\n") },
  ];
}
