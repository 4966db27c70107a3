import type { PostingLimit } from "@/lib/platforms/posting-limit";
import { windowText } from "@/lib/pacing/window-text";

/** "2026-11-24 03:15:07 UTC": in UTC, to the second, rounded up (never a time before the slot frees). */
export function utcTime(at: Date): string {
  const second = new Date(Math.ceil(at.getTime() / 1000) * 1000);
  return `${second.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

/** The delivery row's reason while it waits for a slot, e.g. "X allows 100 posts per 15 minutes per account; …". */
export function deferralReason(label: string, limit: PostingLimit, until: Date): string {
  const whose = limit.ours ? " (our limit: the platform publishes none)" : "";
  return `${label} allows ${limit.max} posts per ${windowText(limit.windowSeconds)} per account${whose}; the next one goes at ${utcTime(until)}.`;
}
