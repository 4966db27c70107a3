import { describe, expect, it } from "vitest";
import { byHour, hourLabel, hourOn, isFutureHour } from "@/components/calendar/hours";

describe("the week view's hours", () => {
  const day = new Date(2030, 2, 4);

  it("places things in their local hour, in time order", () => {
    const times = [new Date(2030, 2, 4, 9, 45), new Date(2030, 2, 4, 9, 5), new Date(2030, 2, 4, 23, 59), new Date(2030, 2, 4, 0, 0)];
    const map = byHour(times, (t) => t);
    expect([...map.keys()].sort((a, b) => a - b)).toEqual([0, 9, 23]);
    expect(map.get(9)?.map((t) => t.getMinutes())).toEqual([5, 45]);
  });

  it("offers an hour for a new post only when its start is still ahead", () => {
    const now = new Date(2030, 2, 4, 14, 30);
    expect(isFutureHour(day, 14, now)).toBe(false);
    expect(isFutureHour(day, 15, now)).toBe(true);
    expect(isFutureHour(new Date(2030, 2, 3), 23, now)).toBe(false);
    expect(hourOn(day, 15).getHours()).toBe(15);
  });

  it("labels rows in the reader's clock, as the chips beside them", () => {
    expect(hourLabel(6, "en-GB")).toMatch(/^0?6:00$/);
    expect(hourLabel(23, "de-DE")).toBe("23:00");
    expect(hourLabel(6, "en-US")).toBe("6:00 AM");
    expect(hourLabel(0, "en-US")).toBe("12:00 AM");
  });
});
