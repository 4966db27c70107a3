import { describe, expect, it } from "vitest";
import { addSlot, removeSlot, sameQueue, slotLabel, sortSlots, startingZone } from "@/components/brands/queue-slots";
import { MAX_QUEUE_SLOTS } from "@/lib/schemas/queue";

describe("the queue editor's slots", () => {
  it("sorts Monday first, then by time", () => {
    expect(sortSlots([{ weekday: 0, time: "09:00" }, { weekday: 1, time: "18:00" }, { weekday: 1, time: "08:30" }])).toEqual([
      { weekday: 1, time: "08:30" },
      { weekday: 1, time: "18:00" },
      { weekday: 0, time: "09:00" },
    ]);
  });

  it("adds a slot in its place and refuses a duplicate, a bad time, or one too many", () => {
    const start = [{ weekday: 3, time: "10:00" }];
    expect(addSlot(start, { weekday: 2, time: "09:15" })).toEqual({ slots: [{ weekday: 2, time: "09:15" }, { weekday: 3, time: "10:00" }] });
    // Named as the list shows it, in the reader's locale (the browser project checks en-US and de-DE).
    expect(addSlot(start, { weekday: 3, time: "10:00" })).toEqual({ problem: `${slotLabel({ weekday: 3, time: "10:00" })} is already a slot.` });
    expect(addSlot(start, { weekday: 3, time: "24:00" })).toHaveProperty("problem");
    expect(addSlot(start, { weekday: 3, time: "" })).toHaveProperty("problem");
    const full = Array.from({ length: MAX_QUEUE_SLOTS }, (_, i) => ({ weekday: i % 7, time: `${String(Math.floor(i / 7)).padStart(2, "0")}:00` }));
    expect(addSlot(full, { weekday: 0, time: "23:59" })).toHaveProperty("problem");
  });

  it("removes one slot and tells an unchanged queue from a changed one", () => {
    const slots = [{ weekday: 1, time: "09:00" }, { weekday: 5, time: "17:00" }];
    expect(removeSlot(slots, { weekday: 1, time: "09:00" })).toEqual([{ weekday: 5, time: "17:00" }]);
    expect(sameQueue({ timezone: "UTC", slots }, { timezone: "UTC", slots: [...slots].reverse() })).toBe(true);
    expect(sameQueue({ timezone: "UTC", slots }, { timezone: "Europe/Berlin", slots })).toBe(false);
    expect(sameQueue({ timezone: "UTC", slots }, { timezone: "UTC", slots: slots.slice(1) })).toBe(false);
  });

  it("starts a brand without slots in the browser's zone, and any other in its saved one", () => {
    expect(startingZone({ timezone: "UTC", slots: [] }, "Europe/Berlin")).toBe("Europe/Berlin");
    expect(startingZone({ timezone: "UTC", slots: [] }, undefined)).toBe("UTC");
    expect(startingZone({ timezone: "UTC", slots: [{ weekday: 1, time: "09:00" }] }, "Europe/Berlin")).toBe("UTC");
    expect(startingZone({ timezone: "America/Chicago", slots: [] }, "Europe/Berlin")).toBe("America/Chicago");
  });
});
