import { fitDraft } from "@/lib/content/fit/fit-item";
import { GenerationFailedError } from "@/lib/content/model/generation-failed";
import { nextTurn } from "@/lib/content/next-turn";
import { scoreConsistency } from "@/lib/content/score/score-consistency";
import { fitThreadDraft } from "@/lib/content/thread/fit-thread";
import { isThreadRequest, publishesThread } from "@/lib/content/thread/thread-request";
import type { ContentGenerator, DraftItem, GeneratedContent, GenerationRequest } from "@/lib/content/types";

/**
 * `notes`: what was changed in a generator's parts (a thread); `note`: why the text is not the
 * generator's own (a model's text replaced by the composer's). Both go to the answer's `notes`.
 */
export type WrittenContent = GeneratedContent & { variation: number; brandConsistency: number; notes?: string[]; note?: string };

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
    const { fitted, notes: fittingNotes } = fitForRequest(draft, isThreadRequest(request.contentType));
    const notes = [...(draft.notes ?? []), ...fittingNotes];
    // Only a model can write a text with nothing that fits (say, one URL over the limit).
    if (fitted.text === "") throw new GenerationFailedError(`the ${draft.platform} text could not be fitted to its limit.`);
    // A thread is scored as it is read: all its parts.
    const wholeText = [fitted.text, ...(fitted.thread ?? [])].join("\n\n");
    const brandConsistency = scoreConsistency(request.voice, wholeText, { platform: draft.platform, goal: request.goal, additionalContext: request.additionalContext }).score;
    written.push({ ...fitted, variation: draft.variation, brandConsistency, ...(notes.length > 0 ? { notes } : {}), ...(draft.note ? { note: draft.note } : {}) });
  }
  return written;
}

/**
 * One draft fitted: a single post, or for a thread a post and its replies on platforms that
 * publish threads; other platforms asked for in a thread get one post and `thread: []`.
 */
function fitForRequest(draft: DraftItem, thread: boolean): { fitted: GeneratedContent; notes: string[] } {
  if (!thread) return { fitted: fitDraft(draft), notes: [] };
  if (!publishesThread(draft.platform)) return { fitted: { ...fitDraft(draft), thread: [] }, notes: [] };
  const result = fitThreadDraft(draft);
  if (result === null) throw new GenerationFailedError(`the ${draft.platform} thread could not be fitted: one word or link is longer than a part may be.`);
  return { fitted: result.content, notes: result.notes };
}
