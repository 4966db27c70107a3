import { formatClockTime } from "@/components/posts/datetime";
import type { Slot } from "@/lib/queue/slot-times";
import { MAX_QUEUE_SLOTS } from "@/lib/schemas/queue";

/** Weekdays as the queue numbers them (0 Sunday … 6 Saturday), listed Monday first like the calendar. */
export const WEEKDAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

const weekdayLong = new Intl.DateTimeFormat(undefined, { weekday: "long", timeZone: "UTC" });

/** The weekday's name in the reader's locale ("Sunday", "Sonntag"); 1 January 2023 was a Sunday. */
export function weekdayName(weekday: number): string {
  return weekdayLong.format(new Date(Date.UTC(2023, 0, 1 + weekday)));
}

/** "Sunday 4:45 PM" (en-US), "Sonntag 16:45" (de-DE): the slot as the rest of the dashboard writes times. */
export function slotLabel(slot: Slot): string {
  return `${weekdayName(slot.weekday)} ${formatClockTime(slot.time)}`;
}

const order = (weekday: number) => (weekday + 6) % 7;

/** Slots in the order a week is read: Monday first, then by time. */
export function sortSlots(slots: readonly Slot[]): Slot[] {
  return [...slots].sort((a, b) => order(a.weekday) - order(b.weekday) || a.time.localeCompare(b.time));
}

/** Adds a slot, or says why not (the rules of PUT /brands/{id}/queue, checked before sending). */
export function addSlot(slots: readonly Slot[], slot: Slot): { slots: Slot[] } | { problem: string } {
  if (!Number.isInteger(slot.weekday) || slot.weekday < 0 || slot.weekday > 6) return { problem: "Pick a day." };
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(slot.time)) return { problem: "Pick a time, e.g. 09:30." };
  if (slots.some((s) => s.weekday === slot.weekday && s.time === slot.time)) return { problem: `${slotLabel(slot)} is already a slot.` };
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
