import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

/** The `content_type` that asks POST /content/generate for a thread (docs/api-decisions.md, "Thread generation"). */
export const THREAD_CONTENT_TYPE = "thread";

export const isThreadRequest = (contentType: string) => contentType.trim().toLowerCase() === THREAD_CONTENT_TYPE;

/** Whether the platform publishes a thread of replies (its `platform.ts`, `followUps.thread`): X, Bluesky, Threads. */
export const publishesThread = (platform: PlatformId) => platformRule(platform).followUps.thread;

/** Said in the answer's `notes` for a platform asked for in a thread that publishes none. */
export function singlePostNote(platform: PlatformId): string {
  const rule = platformRule(platform);
  return `${rule.id} (${rule.label}) does not publish a thread: its text is one post (thread: []), written to its own, longer limit of ${rule.limit} ${rule.countUnit}.`;
}
