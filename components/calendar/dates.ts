/** Local-time calendar arithmetic (the browser's zone); weeks start on Monday. */

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days, date.getHours(), date.getMinutes(), date.getSeconds(), date.getMilliseconds());
}

export function startOfWeek(date: Date): Date {
  const day = startOfDay(date);
  return addDays(day, -((day.getDay() + 6) % 7));
}

export function startOfMonth(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), 1);
}

export function addMonths(date: Date, months: number): Date {
  return new Date(date.getFullYear(), date.getMonth() + months, 1);
}

/** "2026-11-22" for the local day of `date`. */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function parseDayKey(key: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

export function sameDay(a: Date, b: Date): boolean {
  return dayKey(a) === dayKey(b);
}

/** The weeks (Monday first) that cover the month of `anchor`. */
export function monthWeeks(anchor: Date): Date[][] {
  const first = startOfMonth(anchor);
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0);
  const weeks: Date[][] = [];
  for (let start = startOfWeek(first); start <= last; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
  }
  return weeks;
}

export function weekDays(anchor: Date): Date[] {
  const start = startOfWeek(anchor);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** The same time of day as `time`, on the local day `day`. */
export function onDayKeepingTime(day: Date, time: Date): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), time.getHours(), time.getMinutes(), time.getSeconds(), time.getMilliseconds());
}

export const monthTitle = new Intl.DateTimeFormat(undefined, { month: "long", year: "numeric" });
export const weekdayShort = new Intl.DateTimeFormat(undefined, { weekday: "short" });
export const weekdayNarrow = new Intl.DateTimeFormat(undefined, { weekday: "narrow" });
export const dayLong = new Intl.DateTimeFormat(undefined, { weekday: "long", month: "long", day: "numeric", year: "numeric" });
export const dayMedium = new Intl.DateTimeFormat(undefined, { weekday: "short", month: "short", day: "numeric" });
export const rangeFormat = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", year: "numeric" });

/**
 * When a post started from a day of the calendar is planned: 09:00 local, or the next full hour
 * when that is already past today; null for a day gone by (or today after its last hour).
 */
export function newPostTimeOn(day: Date, now: Date): Date | null {
  const nine = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 9);
  if (nine.getTime() > now.getTime()) return nine;
  if (!sameDay(day, now)) return null;
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours() + 1);
  return sameDay(next, day) ? next : null;
}

/** The composer's address for a post planned at `at`. */
export const newPostHref = (at: Date) => `/posts/new?at=${encodeURIComponent(at.toISOString())}`;
