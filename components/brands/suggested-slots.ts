import { formatRate } from "@/components/analytics/figures";
import type { Slot } from "@/lib/queue/slot-times";
import type { BestTimes } from "@/lib/schemas/best-times";

type BestSlot = BestTimes["slots"][number];

/** A best-times slot as a queue slot: its hour on the hour ("09:00"), in the brand's time zone. */
export function toQueueSlot(slot: Pick<BestSlot, "weekday" | "hour">): Slot {
  return { weekday: slot.weekday, time: `${String(slot.hour).padStart(2, "0")}:00` };
}

/** The evidence behind a suggested slot, as the queue editor says it: "14 posts, engagement 3.2%". */
export function slotEvidence(slot: BestSlot): string {
  if (slot.posts === 0) return "No posts of yours at this time yet";
  const posts = `${slot.posts} ${slot.posts === 1 ? "post" : "posts"}`;
  return slot.engagement_rate === null ? posts : `${posts}, engagement ${formatRate(slot.engagement_rate)}`;
}

/** Which source the suggestions come from, said plainly ("Not enough history yet: general defaults for LinkedIn"). */
export function suggestionSource(report: Pick<BestTimes, "source">, platformLabel: string | null): string {
  if (report.source === "history") return `From your history${platformLabel ? ` on ${platformLabel}` : ""}: the best engagement first`;
  return `Not enough history yet: general defaults${platformLabel ? ` for ${platformLabel}` : ""}`;
}

/**
 * Whether the suggestions' hours may be read in the editor's zone. History hours were counted in
 * the brand's saved zone: in another one they would name other moments. The general defaults are
 * local times (a Tuesday morning) and hold in any zone.
 */
export function suggestionsFitZone(report: Pick<BestTimes, "source" | "time_zone">, editorZone: string): boolean {
  return report.source === "defaults" || report.time_zone === editorZone;
}
