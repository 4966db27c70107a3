/** The week view's hour rows: local hours of the browser's zone. */

export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** The row the week view opens scrolled to; earlier hours are a scroll up. */
export const FIRST_VISIBLE_HOUR = 6;

/** The local instant `hour`:00 on the local day `day`. */
export function hourOn(day: Date, hour: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour);
}

/** Whether a post can still be planned at this hour's start (strictly after now). */
export function isFutureHour(day: Date, hour: number, now: Date): boolean {
  return hourOn(day, hour).getTime() > now.getTime();
}

/** Things placed in time, grouped by their local hour (0–23), each group in time order. */
export function byHour<T>(items: readonly T[], at: (item: T) => Date): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of items) {
    const hour = at(item).getHours();
    map.set(hour, [...(map.get(hour) ?? []), item]);
  }
  for (const list of map.values()) list.sort((a, b) => at(a).getTime() - at(b).getTime());
  return map;
}

/**
 * The label of an hour row in the reader's own clock ("6:00 AM", "06:00"), as the chips and the
 * open slots beside it show their times; `locale` only for tests.
 */
export function hourLabel(hour: number, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" }).format(new Date(2000, 0, 1, hour));
}
