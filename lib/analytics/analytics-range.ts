import { invalidRequest } from "@/lib/errors";
import { wallTime } from "@/lib/queue/slot-times";
import { DEFAULT_ANALYTICS_DAYS, MAX_ANALYTICS_DAYS } from "@/lib/schemas/analytics";

const DAY_MS = 86_400_000;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayText = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** Today's date in `timeZone`, YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date): string {
  const wall = wallTime(now, timeZone);
  return dayText(Date.UTC(wall.year, wall.month - 1, wall.day) / DAY_MS);
}

/**
 * The days an analytics request covers, both included: `to` defaults to today in the brand's
 * time zone (or `from` + 29 days), `from` to 29 days before `to`. A range longer than
 * MAX_ANALYTICS_DAYS is 400 naming the field the caller gave that makes it so.
 */
export function analyticsRange(query: { from?: string; to?: string }, timeZone: string, now: Date): { from: string; to: string } {
  const span = DEFAULT_ANALYTICS_DAYS - 1;
  const to = query.to ?? (query.from ? dayText(dayNumber(query.from) + span) : todayIn(timeZone, now));
  const from = query.from ?? dayText(dayNumber(to) - span);
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days < 1) throw invalidRequest(`from: ${from} is after to (${to}).`, [{ field: "from" }]);
  if (days > MAX_ANALYTICS_DAYS) {
    const field = query.to !== undefined ? "to" : "from";
    throw invalidRequest(`${field}: the range ${from} to ${to} covers ${days} days; at most ${MAX_ANALYTICS_DAYS} are allowed.`, [{ field, limit: MAX_ANALYTICS_DAYS, actual: days }]);
  }
  return { from, to };
}
