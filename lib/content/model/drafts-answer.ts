import { z } from "@/lib/zod";
import type { PlatformId } from "@/lib/platforms/ids";

/**
 * The model's answer with posts, when it writes them (model-generator.ts) and when it shortens
 * them (repair-drafts.ts): each platform's variations, the text as published and its hashtags.
 * `platforms` are those the answer may name; `blankText` whether an item may come back empty (a
 * blank shortening keeps the draft it was for; a blank draft is a malformed answer).
 */
export function draftsAnswerSchema(platforms: readonly PlatformId[], blankText: "allowed" | "malformed") {
  const text = blankText === "allowed" ? z.string() : z.string().refine((value) => value.trim().length > 0);
  return z.object({
    items: z.array(z.object({ platform: z.enum(platforms), variation: z.number().int(), text, hashtags: z.array(z.string()) })),
  });
}
