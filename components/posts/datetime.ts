import { localZoneLabel, toLocalInputValue } from "@/components/settings/format";

export { localZoneLabel, toLocalInputValue };

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const timeOnly = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });
const utc = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export function formatDateTime(iso: string | Date): string {
  return dateTime.format(typeof iso === "string" ? new Date(iso) : iso);
}

export function formatTime(iso: string | Date): string {
  return timeOnly.format(typeof iso === "string" ? new Date(iso) : iso);
}

export function formatUtc(date: Date): string {
  return `${utc.format(date)} UTC`;
}

/** Reads an <input type="datetime-local"> value as the browser's local time; null if unreadable. */
export function fromLocalInputValue(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const MAX_AHEAD_DAYS = 365;

/** Why a chosen time cannot be scheduled, or null when it can (the API's own rules). */
export function scheduleProblem(date: Date | null, now = Date.now()): string | null {
  if (!date) return "Enter a date and a time.";
  if (date.getTime() <= now) return "Choose a time in the future.";
  if (date.getTime() > now + MAX_AHEAD_DAYS * 86_400_000) return `Choose a time within ${MAX_AHEAD_DAYS} days.`;
  return null;
}

/** A sensible default: the next quarter hour at least an hour from now. */
export function defaultScheduleTime(now = new Date()): Date {
  const date = new Date(now.getTime() + 60 * 60 * 1000);
  date.setSeconds(0, 0);
  date.setMinutes(Math.ceil(date.getMinutes() / 15) * 15);
  return date;
}
