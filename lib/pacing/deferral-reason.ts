import { windowText, type PostingLimit } from "@/lib/pacing/posting-limit";

/** "2026-11-24 03:15:07 UTC": to the second, in UTC, as the dashboard's other reasons name times. */
export function utcTime(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

/** The delivery row's reason while it waits for a slot, e.g. "X allows 100 posts per 15 minutes per account; …". */
export function deferralReason(label: string, limit: PostingLimit, until: Date): string {
  const whose = limit.ours ? " (our limit: the platform publishes none)" : "";
  return `${label} allows ${limit.max} posts per ${windowText(limit.windowSeconds)} per account${whose}; the next one goes at ${utcTime(until)}.`;
}
