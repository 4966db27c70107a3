import { z } from "@/lib/zod";
import { publishesThread } from "@/lib/content/thread/thread-request";
import type { DraftItem, GenerationRequest } from "@/lib/content/types";
import type { PlatformId } from "@/lib/platforms/ids";

/** What the model is shown for a thread: each platform's variations as ordered parts. */
export function threadAnswerShown(platforms: readonly PlatformId[]) {
  return z.object({
    items: z.array(z.object({ platform: z.enum(platforms), variation: z.number().int(), parts: z.array(z.string()), hashtags: z.array(z.string()) })),
  });
}

/**
 * What is accepted from the model for a thread, leniently, since a model often answers in the
 * shape of a single post: `parts` as a list, or as one string, or a `text` instead. Anything
 * that still holds text is repaired (the text broken into parts by fitting, with a note); a
 * platform or variation with no text at all is a malformed answer (asked again once).
 */
export function threadAnswerSchema(platforms: readonly PlatformId[], request: GenerationRequest) {
  const item = z.object({
    platform: z.enum(platforms),
    variation: z.number().int(),
    parts: z.union([z.array(z.string()), z.string()]).optional(),
    text: z.string().optional(),
    hashtags: z.array(z.string()).default([]),
  });
  return z.object({ items: z.array(item) }).transform((answer, ctx) => {
    const drafts: DraftItem[] = [];
    for (const platform of request.platforms) {
      for (let variation = 1; variation <= request.variations; variation++) {
        const found = answer.items.find((candidate) => candidate.platform === platform && candidate.variation === variation);
        const draft = found && threadDraft(found, platform, variation);
        if (!draft) {
          ctx.addIssue({ code: "custom", message: `missing ${platform} variation ${variation}` });
          return z.NEVER;
        }
        drafts.push(draft);
      }
    }
    return drafts;
  });
}

type AnswerItem = { parts?: string[] | string; text?: string; hashtags: string[] };

/** One item as a draft: parts on a platform that publishes threads, one text elsewhere; undefined when it holds no text. */
function threadDraft(item: AnswerItem, platform: PlatformId, variation: number): DraftItem | undefined {
  const listed = Array.isArray(item.parts) ? item.parts.filter((part) => part.trim() !== "") : [];
  const whole = typeof item.parts === "string" ? item.parts : (item.text ?? "");
  const parts = listed.length > 0 ? listed : whole.trim() !== "" ? [whole] : [];
  if (parts.length === 0) return undefined;
  const text = parts.join("\n\n");
  if (!publishesThread(platform)) return { platform, variation, text, hashtags: item.hashtags };
  if (listed.length > 0) return { platform, variation, text, hashtags: item.hashtags, parts };
  // One text is broken by fitting as the composer's is: its paragraphs and sentences packed into parts.
  return { platform, variation, text, hashtags: item.hashtags, notes: ["the model wrote its thread as one text; it was broken into parts between paragraphs and sentences"] };
}
