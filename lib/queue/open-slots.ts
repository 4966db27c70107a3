// Browser-safe (the calendar uses it): pure date logic over slot-times.ts.
import { slotInstants, type Slot } from "@/lib/queue/slot-times";

const DAY_MS = 86_400_000;

/**
 * A brand's queue slots in [from, to) that are still ahead of `now` and that no post holds
 * (`taken`: the scheduled_at of the brand's posts), earliest first.
 */
export function openSlotInstants(queue: { timezone: string; slots: readonly Slot[] } | null | undefined, from: Date, to: Date, now: number, taken: readonly (string | null)[]): Date[] {
  if (!queue || queue.slots.length === 0) return [];
  const after = new Date(Math.max(from.getTime() - 1, now));
  if (after.getTime() >= to.getTime()) return [];
  const held = new Set(taken.flatMap((iso) => (iso ? [Date.parse(iso)] : [])));
  const days = Math.ceil((to.getTime() - after.getTime()) / DAY_MS) + 1;
  const open: Date[] = [];
  for (const at of slotInstants(queue.slots, queue.timezone, after, days)) {
    if (at.getTime() >= to.getTime()) break;
    if (!held.has(at.getTime())) open.push(at);
  }
  return open;
}
