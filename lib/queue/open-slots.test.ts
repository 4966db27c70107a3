import { describe, expect, it } from "vitest";
import { openSlotInstants } from "@/lib/queue/open-slots";

const queue = { timezone: "Europe/Berlin", slots: [{ weekday: 1, time: "09:00" }, { weekday: 3, time: "18:30" }] };
const from = new Date("2030-01-06T00:00:00Z");
const to = new Date("2030-01-20T00:00:00Z");
const flat = (list: Date[]) => list.map((d) => d.toISOString());

describe("open queue slots on the calendar", () => {
  it("lists the brand's slots in the range, in UTC instants of the brand's wall times", () => {
    expect(flat(openSlotInstants(queue, from, to, Date.parse("2029-12-01T00:00:00Z"), []))).toEqual([
      "2030-01-07T08:00:00.000Z",
      "2030-01-09T17:30:00.000Z",
      "2030-01-14T08:00:00.000Z",
      "2030-01-16T17:30:00.000Z",
    ]);
  });

  it("leaves out slots a post holds and slots already past", () => {
    const open = openSlotInstants(queue, from, to, Date.parse("2030-01-10T00:00:00Z"), ["2030-01-14T08:00:00.000Z", null]);
    expect(flat(open)).toEqual(["2030-01-16T17:30:00.000Z"]);
  });

  it("has nothing without a queue or slots", () => {
    expect(openSlotInstants(null, from, to, 0, []).length).toBe(0);
    expect(openSlotInstants({ timezone: "UTC", slots: [] }, from, to, 0, []).length).toBe(0);
  });
});
