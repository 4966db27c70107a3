import { fitDraft } from "@/lib/content/fit/fit-item";
import { GenerationFailedError } from "@/lib/content/model/generation-failed";
import { nextTurn } from "@/lib/content/next-turn";
import { scoreConsistency } from "@/lib/content/score/score-consistency";
import type { ContentGenerator, GeneratedContent, GenerationRequest } from "@/lib/content/types";

/** `note`: why the text is not the generator's own (a model's text replaced by the composer's). */
export type WrittenContent = GeneratedContent & { variation: number; brandConsistency: number; note?: string };

/**
 * The generator's drafts as published items: each fitted to its platform by the same step
 * whichever generator wrote it, and scored against the voice profile. Shared by
 * POST /content/generate and the evaluation (`npm run eval:content`), so both see the same text.
 */
export async function writeContents(generator: ContentGenerator, request: GenerationRequest): Promise<WrittenContent[]> {
  const drafts = await generator.generate(request);
  const written: WrittenContent[] = [];
  for (const draft of drafts) {
    await nextTurn(); // fitting and scoring forty items in one go would hold the server
    const fitted = fitDraft(draft);
    // Only a model can write a text with nothing that fits (say, one URL over the limit).
    if (fitted.text === "") throw new GenerationFailedError(`the ${draft.platform} text could not be fitted to its limit.`);
    const brandConsistency = scoreConsistency(request.voice, fitted.text, { platform: draft.platform, goal: request.goal, additionalContext: request.additionalContext }).score;
    written.push({ ...fitted, variation: draft.variation, brandConsistency, ...(draft.note ? { note: draft.note } : {}) });
  }
  return written;
}
