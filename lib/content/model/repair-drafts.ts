import { z } from "@/lib/zod";
import { askModelJson } from "@/lib/content/model/ask-model-json";
import { draftsAnswerSchema } from "@/lib/content/model/drafts-answer";
import type { ModelConfig } from "@/lib/content/model/model-config";
import { GenerationFailedError } from "@/lib/content/model/generation-failed";
import { grammarProblems } from "@/lib/content/check/grammar";
import { findWriterInstruction } from "@/lib/content/check/writer-instructions";
import { composeDraft } from "@/lib/content/compose/compose-draft";
import { draftLength } from "@/lib/content/fit/fit-item";
import type { DraftItem, GenerationRequest } from "@/lib/content/types";
import { PLATFORM_IDS } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

const answerSchema = draftsAnswerSchema(PLATFORM_IDS, "allowed");

/**
 * What is wrong with a model's draft by the composer's own checks: over the platform's limit, a
 * sentence that is not a sentence (grammar.ts), or an instruction to the writer said to the reader
 * (writer-instructions.ts). Empty when the draft may be published as it is.
 */
export function draftProblems(draft: DraftItem): string[] {
  const problems: string[] = [];
  const { count, limit } = draftLength(draft);
  const rule = platformRule(draft.platform);
  if (count > limit) problems.push(`${count} ${rule.countUnit}, over the limit of ${limit} (hashtags and links included)`);
  for (const problem of grammarProblems(draft.text)) problems.push(`${problem.kind}: ${JSON.stringify(problem.sentence)}`);
  const instruction = findWriterInstruction(draft.text);
  if (instruction) problems.push(`an instruction meant for the writer, not the reader: ${JSON.stringify(instruction)}`);
  return problems;
}

/**
 * The model's drafts held to the same checks as the composer's. Drafts with a problem go back to
 * the model ONCE, all in one request, each with its problems named: a model shortens or mends a
 * post far better than a cut does. A draft still failing after that (or when the repair answer is
 * unusable) is replaced by the local composer's text for the same platform and variation, with a
 * note saying so; the request still succeeds and nothing is published cut or broken.
 */
export async function repairDrafts(config: ModelConfig, request: GenerationRequest, drafts: DraftItem[]): Promise<DraftItem[]> {
  const failing = drafts.map((draft) => ({ draft, problems: draftProblems(draft) })).filter((item) => item.problems.length > 0);
  if (failing.length === 0) return drafts;
  let answer: z.output<typeof answerSchema> = { items: [] };
  try {
    answer = await askModelJson(config, { schemaName: "brandcast_repaired_posts", schema: answerSchema, messages: repairMessages(request, failing) });
  } catch (error) {
    if (!(error instanceof GenerationFailedError)) throw error;
  }
  return drafts.map((draft) => {
    const first = failing.find((item) => item.draft === draft);
    if (!first) return draft;
    const repaired = answer.items.find((item) => item.platform === draft.platform && item.variation === draft.variation && item.text.trim());
    const second = repaired ? { ...draft, text: repaired.text, hashtags: repaired.hashtags } : undefined;
    const still = second ? draftProblems(second) : first.problems;
    if (second && still.length === 0) return second;
    const composed = composeDraft(request, draft.platform, draft.variation);
    return { ...composed, note: `The model's text failed the checks after one repair round (${still[0]}); the local composer's text is used instead.` };
  });
}

function repairMessages(request: GenerationRequest, failing: { draft: DraftItem; problems: string[] }[]) {
  const posts = failing.map(({ draft, problems }) => {
    const { limit } = draftLength(draft);
    const rule = platformRule(draft.platform);
    return [
      `- platform ${draft.platform}, variation ${draft.variation} (limit ${limit} ${rule.countUnit}; ${rule.label} counts this way: ${rule.countUnit}):`,
      ...problems.map((problem) => `  problem: ${problem}`),
      `  text: ${JSON.stringify(draft.text)}`,
      `  hashtags: ${JSON.stringify(draft.hashtags)}`,
    ].join("\n");
  });
  return [
    {
      role: "system" as const,
      content: [
        `You mend social media posts for the brand "${request.brandName}" so that each can be published: shorten each one over its platform's limit, and fix the problems named.`,
        "Keep the voice, the facts exactly as written, any link and the call to action; drop what matters least. Write whole sentences, each with a subject and a verb: never cut a sentence, never end with an ellipsis.",
        "Never speak to the writer (no 'write a post', 'keep it short', 'the point is'): the text is what the brand says to its readers.",
        "When shortening, aim for about 90% of the limit, counting the hashtags too; drop hashtags before sentences that carry the message.",
        'Answer with JSON only: {"items": [{"platform", "variation", "text", "hashtags"}]}, one item for each post below.',
      ].join("\n"),
    },
    { role: "user" as const, content: posts.join("\n") },
  ];
}
