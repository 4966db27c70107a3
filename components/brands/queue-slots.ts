import type { Slot } from "@/lib/queue/slot-times";
import { MAX_QUEUE_SLOTS } from "@/lib/schemas/queue";

/** Weekdays as the queue numbers them (0 Sunday … 6 Saturday), listed Monday first like the calendar. */
export const WEEKDAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;
export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

const order = (weekday: number) => (weekday + 6) % 7;

/** Slots in the order a week is read: Monday first, then by time. */
export function sortSlots(slots: readonly Slot[]): Slot[] {
  return [...slots].sort((a, b) => order(a.weekday) - order(b.weekday) || a.time.localeCompare(b.time));
}

/** Adds a slot, or says why not (the rules of PUT /brands/{id}/queue, checked before sending). */
export function addSlot(slots: readonly Slot[], slot: Slot): { slots: Slot[] } | { problem: string } {
  if (!Number.isInteger(slot.weekday) || slot.weekday < 0 || slot.weekday > 6) return { problem: "Pick a day." };
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(slot.time)) return { problem: "Pick a time, e.g. 09:30." };
  if (slots.some((s) => s.weekday === slot.weekday && s.time === slot.time)) return { problem: `${WEEKDAY_NAMES[slot.weekday]} ${slot.time} is already a slot.` };
  if (slots.length >= MAX_QUEUE_SLOTS) return { problem: `A queue holds at most ${MAX_QUEUE_SLOTS} slots.` };
  return { slots: sortSlots([...slots, slot]) };
}

export function removeSlot(slots: readonly Slot[], slot: Slot): Slot[] {
  return slots.filter((s) => !(s.weekday === slot.weekday && s.time === slot.time));
}

/** Whether two queues hold the same slots and zone (order aside): the editor has nothing to save. */
export function sameQueue(a: { timezone: string; slots: readonly Slot[] }, b: { timezone: string; slots: readonly Slot[] }): boolean {
  const key = (slots: readonly Slot[]) => sortSlots(slots).map((s) => `${s.weekday} ${s.time}`).join(",");
  return a.timezone === b.timezone && key(a.slots) === key(b.slots);
}

/**
 * The zone the editor starts in: the saved one, except that a brand that never had slots (saved
 * as UTC, the default) starts in the browser's zone. That start is what "unchanged" compares with.
 */
export function startingZone(saved: { timezone: string; slots: readonly Slot[] }, browserZone: string | undefined): string {
  return saved.slots.length === 0 && saved.timezone === "UTC" ? browserZone || "UTC" : saved.timezone;
}
