import { readBrief } from "@/lib/content/brief/read-brief";
import { isThreadRequest, publishesThread, singlePostNote } from "@/lib/content/thread/thread-request";
import type { WrittenContent } from "@/lib/content/write-contents";
import type { PlatformId } from "@/lib/platforms/ids";

/** One note of POST /content/generate's `notes`: what the response should tell its reader about how the texts were written. */
export type GenerationNote =
  | { kind: "brief_unread"; message: string; text: string }
  | { kind: "model_text_replaced"; message: string; platform: string; variation: number }
  | { kind: "thread_not_published"; message: string; platform: string }
  | { kind: "thread_parts_changed"; message: string; platform: string; variation: number };

type NotesInput = { goal: string; context: string; contentType: string; platforms: readonly PlatformId[]; contents: readonly WrittenContent[] };

/**
 * What a reader of the response should know and the texts do not show: parts of the brief no rule
 * could read (said here, never pasted into a post: lib/content/brief/read-brief.ts), each platform
 * asked for in a thread that publishes none, what was changed in a model's thread parts, and each
 * model text replaced by the local composer's after failing the checks (model/repair-drafts.ts).
 */
export function generationNotes({ goal, context, contentType, platforms, contents }: NotesInput): GenerationNote[] {
  const notes: GenerationNote[] = readBrief(goal, context).unread.map((text) => ({
    kind: "brief_unread" as const,
    message: "No rule could read what this part of the brief says the post is about (it held only instructions to the writer); the posts are about the brand's themes instead.",
    text,
  }));
  if (isThreadRequest(contentType)) {
    for (const platform of platforms.filter((id) => !publishesThread(id))) notes.push({ kind: "thread_not_published", message: singlePostNote(platform), platform });
  }
  for (const item of contents) {
    for (const change of item.notes ?? []) notes.push({ kind: "thread_parts_changed", message: `${change}.`, platform: item.platform, variation: item.variation });
    if (item.note) notes.push({ kind: "model_text_replaced", message: item.note, platform: item.platform, variation: item.variation });
  }
  return notes;
}
