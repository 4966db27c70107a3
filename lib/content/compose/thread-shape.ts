import { isThreadRequest, publishesThread } from "@/lib/content/thread/thread-request";
import type { PlatformShape } from "@/lib/platforms/compose-shape";
import type { PlatformId } from "@/lib/platforms/ids";
import type { PlatformRule } from "@/lib/platforms/platform";

/**
 * Parts of room a composed thread may fill: room for several sentences per part without writing
 * more than a brief has to say (the composer says each thing once; a short brief gives a short
 * thread, often of one or two parts).
 */
export const THREAD_BUDGET_PARTS = 5;
const THREAD_MAX_SENTENCES = 12;

/**
 * The shape and limit the composer writes to. For a thread on a platform that publishes threads
 * (content_type "thread"): paragraphs, more sentences, and THREAD_BUDGET_PARTS times the limit;
 * fitting then breaks the text into parts (lib/content/thread/fit-thread.ts). Otherwise the
 * platform's own.
 */
export function threadShape(contentType: string, platform: PlatformId, shape: PlatformShape, rule: PlatformRule): { shape: PlatformShape; rule: PlatformRule } {
  if (!isThreadRequest(contentType) || !publishesThread(platform)) return { shape, rule };
  return {
    shape: { ...shape, layout: "paragraphs", maxSentences: Math.max(shape.maxSentences, THREAD_MAX_SENTENCES), themeLine: true, question: true },
    rule: { ...rule, limit: rule.limit * THREAD_BUDGET_PARTS, countWithinLength: rule.countWithinLength },
  };
}
