import { formatDateTime, localZoneLabel, toLocalInputValue } from "@/components/settings/format";

export { formatDateTime, localZoneLabel, toLocalInputValue };

// Every time of day the dashboard shows, in the reader's locale: "4:45 PM" in en-US, "16:45" in de-DE.
const TIME_OF_DAY = { hour: "numeric", minute: "2-digit" } as const;
const timeOnly = new Intl.DateTimeFormat(undefined, TIME_OF_DAY);
const wallTime = new Intl.DateTimeFormat(undefined, { ...TIME_OF_DAY, timeZone: "UTC" });
const utc = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export function formatTime(iso: string | Date): string {
  return timeOnly.format(typeof iso === "string" ? new Date(iso) : iso);
}

/** A wall time "HH:MM" with no date or zone (a queue slot's "16:45") in the same style as formatTime. */
export function formatClockTime(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? wallTime.format(new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])))) : time;
}

/** formatTime that may wrap before "PM" in a narrow cell (Intl joins them with a no-break space). */
export function formatTimeWrapping(iso: string | Date): string {
  return formatTime(iso).replace(/\s+/g, " ");
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

/** A sensible default: the next quarter hour at least an hour from now. */
export function defaultScheduleTime(now: Date): Date {
  const date = new Date(now.getTime() + 60 * 60 * 1000);
  date.setSeconds(0, 0);
  date.setMinutes(Math.ceil(date.getMinutes() / 15) * 15);
  return date;
}
