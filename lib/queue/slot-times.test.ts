import { describe, expect, it } from "vitest";
import { instantOf, nextFreeSlot, slotInstants, wallTime } from "@/lib/queue/slot-times";

const BERLIN = "Europe/Berlin";
const take = (iterable: Iterable<Date>, n: number) => {
  const out: string[] = [];
  for (const at of iterable) {
    out.push(at.toISOString());
    if (out.length === n) break;
  }
  return out;
};

describe("slot times", () => {
  it("a 09:00 Sunday slot stays 09:00 in Berlin across the October 2026 change (07:00Z before, 08:00Z after)", () => {
    const sundays = take(slotInstants([{ weekday: 0, time: "09:00" }], BERLIN, new Date("2026-10-17T00:00:00Z"), 30), 3);
    expect(sundays).toEqual(["2026-10-18T07:00:00.000Z", "2026-10-25T08:00:00.000Z", "2026-11-01T08:00:00.000Z"]);
    for (const at of sundays) expect(wallTime(new Date(at), BERLIN)).toMatchObject({ hour: 9, minute: 0, weekday: 0 });
  });

  it("a 09:00 Sunday slot stays 09:00 in Berlin across the March 2027 change (08:00Z before, 07:00Z after)", () => {
    const sundays = take(slotInstants([{ weekday: 0, time: "09:00" }], BERLIN, new Date("2027-03-20T00:00:00Z"), 30), 2);
    expect(sundays).toEqual(["2027-03-21T08:00:00.000Z", "2027-03-28T07:00:00.000Z"]);
  });

  it("a skipped wall time (02:30 on 2027-03-28) is taken after the gap; a repeated one (02:30 on 2026-10-25) at its first occurrence", () => {
    expect(instantOf({ year: 2027, month: 3, day: 28, hour: 2, minute: 30 }, BERLIN).toISOString()).toBe("2027-03-28T01:30:00.000Z"); // 03:30 CEST
    expect(instantOf({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, BERLIN).toISOString()).toBe("2026-10-25T00:30:00.000Z"); // 02:30 CEST
    expect(instantOf({ year: 2026, month: 10, day: 25, hour: 3, minute: 0 }, BERLIN).toISOString()).toBe("2026-10-25T02:00:00.000Z"); // 03:00 CET
  });

  it("slots come earliest first, several per day and week, only strictly after the start, each once", () => {
    const slots = [
      { weekday: 5, time: "17:30" },
      { weekday: 1, time: "09:00" },
      { weekday: 3, time: "09:00" },
      { weekday: 1, time: "08:15" },
      { weekday: 1, time: "09:00" },
    ];
    // Monday 2026-11-23 09:00 Berlin is 08:00Z: starting exactly there skips that slot.
    const got = take(slotInstants(slots, BERLIN, new Date("2026-11-23T08:00:00Z"), 14), 5);
    expect(got).toEqual(["2026-11-25T08:00:00.000Z", "2026-11-27T16:30:00.000Z", "2026-11-30T07:15:00.000Z", "2026-11-30T08:00:00.000Z", "2026-12-02T08:00:00.000Z"]);
  });

  it("the local day decides the weekday, not the UTC day (Tokyo Monday 07:00 is Sunday 22:00Z)", () => {
    expect(take(slotInstants([{ weekday: 1, time: "07:00" }], "Asia/Tokyo", new Date("2026-11-28T00:00:00Z"), 7), 1)).toEqual(["2026-11-29T22:00:00.000Z"]);
  });

  it("nextFreeSlot skips taken instants and gives null when none is free within the horizon, or with no slots", () => {
    const slots = [{ weekday: 1, time: "09:00" }];
    const start = new Date("2026-11-22T00:00:00Z");
    const first = nextFreeSlot(slots, "UTC", start, new Set(), 30)!;
    expect(first.toISOString()).toBe("2026-11-23T09:00:00.000Z");
    const second = nextFreeSlot(slots, "UTC", start, new Set([first.getTime()]), 30)!;
    expect(second.toISOString()).toBe("2026-11-30T09:00:00.000Z");
    expect(nextFreeSlot(slots, "UTC", start, new Set([first.getTime(), second.getTime()]), 10)).toBeNull();
    expect(nextFreeSlot([], "UTC", start, new Set(), 365)).toBeNull();
  });
});
