// Weekly posting slots in a time zone, as instants: pure date logic, no database (unit-tested in
// slot-times.test.ts). A slot is a weekday (0 Sunday … 6 Saturday) and a local wall time "HH:MM";
// it stays at that wall time across daylight saving changes. A wall time that a spring-forward
// change skips (02:30 on the last Sunday of March in Europe/Berlin) is taken at the same
// distance after the gap (03:30); one that a fall-back change repeats is taken at its first
// occurrence.

export type Slot = { weekday: number; time: string };

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, found);
  }
  return found;
}

type Wall = { year: number; month: number; day: number; hour: number; minute: number };

/** The wall clock in `timeZone` at `at`. */
export function wallTime(at: Date, timeZone: string): Wall & { weekday: number } {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(at)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const wall = { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
  return { ...wall, weekday: new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay() };
}

/** How far `timeZone` is ahead of UTC at `at`, in milliseconds. */
function offsetAt(at: number, timeZone: string): number {
  const wall = wallTime(new Date(at), timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return asUtc - Math.floor(at / MINUTE_MS) * MINUTE_MS;
}

/** The instant of a local wall time in `timeZone` (see the header for skipped and repeated times). */
export function instantOf(wall: Wall, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // The offsets a few hours either side of the moment: before and after any change near it.
  const before = offsetAt(asUtc - 12 * 3_600_000, timeZone);
  const after = offsetAt(asUtc + 12 * 3_600_000, timeZone);
  const first = asUtc - before; // the earlier reading (first occurrence of a repeated time)
  if (offsetAt(first, timeZone) === before) return new Date(first);
  const second = asUtc - after;
  if (offsetAt(second, timeZone) === after) return new Date(second);
  // Skipped by a spring-forward change: the same distance after the gap.
  return new Date(asUtc - before);
}

function parseTime(time: string): { hour: number; minute: number } {
  const [hour, minute] = time.split(":").map(Number);
  return { hour, minute };
}

/**
 * The slots' instants strictly after `after`, earliest first, for up to `days` local days from
 * the local day of `after`. Slots given twice count once.
 */
export function* slotInstants(slots: readonly Slot[], timeZone: string, after: Date, days: number): Generator<Date> {
  if (slots.length === 0) return;
  const start = wallTime(after, timeZone);
  const startDay = Date.UTC(start.year, start.month - 1, start.day);
  for (let offset = 0; offset <= days; offset++) {
    const day = new Date(startDay + offset * DAY_MS);
    const weekday = day.getUTCDay();
    const times = [...new Set(slots.filter((slot) => slot.weekday === weekday).map((slot) => slot.time))].sort();
    const instants = times
      .map((time) => instantOf({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), ...parseTime(time) }, timeZone))
      .filter((instant) => instant.getTime() > after.getTime())
      .sort((a, b) => a.getTime() - b.getTime());
    yield* instants;
  }
}

/** The first slot instant after `after` that is not taken (compared to the millisecond), or null within `days`. */
export function nextFreeSlot(slots: readonly Slot[], timeZone: string, after: Date, taken: ReadonlySet<number>, days: number): Date | null {
  for (const instant of slotInstants(slots, timeZone, after, days)) {
    if (!taken.has(instant.getTime())) return instant;
  }
  return null;
}
