import { describe, expect, it } from "vitest";
import { slotEvidence, suggestionSource, suggestionsFitZone, toQueueSlot } from "@/components/brands/suggested-slots";

describe("suggested queue slots", () => {
  it("turns an hour into a queue slot on the hour", () => {
    expect(toQueueSlot({ weekday: 2, hour: 9 })).toEqual({ weekday: 2, time: "09:00" });
    expect(toQueueSlot({ weekday: 0, hour: 17 })).toEqual({ weekday: 0, time: "17:00" });
  });

  it("says the evidence of a slot, and when there is none", () => {
    expect(slotEvidence({ weekday: 2, hour: 9, posts: 14, engagements: 90, engagement_rate: 0.032 })).toMatch(/^14 posts, engagement 3[.,]2\s?%$/);
    expect(slotEvidence({ weekday: 2, hour: 9, posts: 1, engagements: 3, engagement_rate: null })).toBe("1 post");
    expect(slotEvidence({ weekday: 2, hour: 9, posts: 0, engagements: 0, engagement_rate: null })).toBe("No posts of yours at this time yet");
  });

  it("says which source the suggestions come from", () => {
    expect(suggestionSource({ source: "defaults" }, "LinkedIn")).toBe("Not enough history yet: general defaults for LinkedIn");
    expect(suggestionSource({ source: "defaults" }, null)).toBe("Not enough history yet: general defaults");
    expect(suggestionSource({ source: "history" }, null)).toBe("From your history: the best engagement first");
  });

  it("keeps history hours to the zone they were counted in; defaults fit any zone", () => {
    expect(suggestionsFitZone({ source: "history", time_zone: "UTC" }, "Europe/Berlin")).toBe(false);
    expect(suggestionsFitZone({ source: "history", time_zone: "Europe/Berlin" }, "Europe/Berlin")).toBe(true);
    expect(suggestionsFitZone({ source: "defaults", time_zone: "UTC" }, "Europe/Berlin")).toBe(true);
  });
});
