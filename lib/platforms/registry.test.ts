import { describe, expect, it } from "vitest";
import { PLATFORM_IDS } from "./ids";
import { ALL_PLATFORM_RULES, platformRule } from "./registry";

describe("platform registry", () => {
  it("has one rule per platform, in PLATFORM_IDS order", () => {
    expect(ALL_PLATFORM_RULES.map((rule) => rule.id)).toEqual([...PLATFORM_IDS]);
    for (const id of PLATFORM_IDS) expect(platformRule(id).id).toBe(id);
  });

  it("has the documented limits", () => {
    const limits = Object.fromEntries(ALL_PLATFORM_RULES.map((rule) => [rule.id, rule.limit]));
    expect(limits).toEqual({
      x_twitter: 280,
      bluesky: 300,
      threads: 500,
      instagram: 2200,
      facebook: 63206,
      linkedin: 3000,
      google_business: 1500,
      tiktok: 2200,
    });
  });

  it("requires media only for Instagram and TikTok", () => {
    expect(ALL_PLATFORM_RULES.filter((rule) => rule.requiresMedia).map((rule) => rule.id).sort()).toEqual(["instagram", "tiktok"]);
  });

  it("has the house-style hashtag rules", () => {
    expect(platformRule("instagram")).toMatchObject({ maxHashtags: 5, hashtagPlacement: "end" });
    expect(platformRule("threads").maxHashtags).toBe(1);
    expect(platformRule("google_business")).toMatchObject({ maxHashtags: 0, hashtagPlacement: "none" });
    expect(platformRule("bluesky").maxHashtags).toBeLessThanOrEqual(3);
    expect(platformRule("x_twitter").maxHashtags).toBeLessThanOrEqual(3);
    for (const rule of ALL_PLATFORM_RULES) {
      expect(rule.hashtagPlacement === "none").toBe(rule.maxHashtags === 0);
      expect(rule.styleNote.length).toBeGreaterThan(0);
    }
  });

  it("knows where links are not clickable", () => {
    const notClickable = ALL_PLATFORM_RULES.filter((rule) => !rule.linksClickable).map((rule) => rule.id).sort();
    expect(notClickable).toEqual(["google_business", "instagram", "tiktok"]);
    expect(platformRule("threads").maxLinks).toBe(5);
  });
});
