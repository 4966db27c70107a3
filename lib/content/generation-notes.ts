import { readBrief } from "@/lib/content/brief/read-brief";
import type { WrittenContent } from "@/lib/content/write-contents";

/** One note of POST /content/generate's `notes`: what the response should tell its reader about how the texts were written. */
export type GenerationNote =
  | { kind: "brief_unread"; message: string; text: string }
  | { kind: "model_text_replaced"; message: string; platform: string; variation: number };

/**
 * What a reader of the response should know and the texts do not show: parts of the brief no rule
 * could read (said here, never pasted into a post: lib/content/brief/read-brief.ts), and each
 * model text replaced by the local composer's after failing the checks (model/repair-drafts.ts).
 */
export function generationNotes(goal: string, context: string, contents: readonly WrittenContent[]): GenerationNote[] {
  const notes: GenerationNote[] = readBrief(goal, context).unread.map((text) => ({
    kind: "brief_unread" as const,
    message: "No rule could read what this part of the brief says the post is about (it held only instructions to the writer); the posts are about the brand's themes instead.",
    text,
  }));
  for (const item of contents) {
    if (item.note) notes.push({ kind: "model_text_replaced", message: item.note, platform: item.platform, variation: item.variation });
  }
  return notes;
}
