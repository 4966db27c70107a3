import { fitDraft } from "@/lib/content/fit";
import { GenerationFailedError } from "@/lib/content/model/generation-failed";
import { scoreConsistency } from "@/lib/content/score";
import type { ContentGenerator, GeneratedContent, GenerationRequest } from "@/lib/content/types";

export type WrittenContent = GeneratedContent & { variation: number; brandConsistency: number };

/**
 * The generator's drafts as published items: each fitted to its platform by the same step
 * whichever generator wrote it, and scored against the voice profile. Shared by
 * POST /content/generate and the evaluation (`npm run eval:content`), so both see the same text.
 */
export async function writeContents(generator: ContentGenerator, request: GenerationRequest): Promise<WrittenContent[]> {
  const drafts = await generator.generate(request);
  return drafts.map((draft) => {
    const fitted = fitDraft(draft);
    // Only a model can write a text with nothing that fits (say, one URL over the limit).
    if (fitted.text === "") throw new GenerationFailedError(`the ${draft.platform} text could not be fitted to its limit.`);
    return { ...fitted, variation: draft.variation, brandConsistency: scoreConsistency(request.voice, fitted.text).score };
  });
}
