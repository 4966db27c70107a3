import { describe, expect, it } from "vitest";
import { credentialFieldNames } from "@/lib/platforms/credentials/credential-declaration";
import { CREDENTIAL_FIELDS, CREDENTIAL_SCHEMAS } from "@/lib/platforms/credentials/credential-schemas";
import type { PreviewNode } from "@/lib/platforms/display/platform-display";
import { PLATFORM_IDS } from "@/lib/platforms/ids";
import { PUBLISHERS } from "@/lib/platforms/publishers";
import { ALL_PLATFORM_RULES, EXAMPLE_PLATFORMS, PLATFORM_SHAPES, PLATFORMS, platformRule, preselectedPlatforms } from "@/lib/platforms/registry";

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

  it("starts a new post on X, a generated one on X and LinkedIn, and names two platforms in the API's examples", () => {
    expect(preselectedPlatforms(false)).toEqual(["x_twitter"]);
    expect(preselectedPlatforms(true)).toEqual(["x_twitter", "linkedin"]);
    expect(new Set(EXAMPLE_PLATFORMS).size).toBe(2);
  });
});

/** What the types cannot check: that each platform's facts agree with each other. */
describe.each(PLATFORM_IDS)("platform %s", (id) => {
  const platform = PLATFORMS[id];

  it("is filed under its own id, with a label", () => {
    expect(platform.id).toBe(id);
    expect(platform.label.trim()).not.toBe("");
  });

  it("has a sane limit and count", () => {
    expect(Number.isInteger(platform.limit)).toBe(true);
    expect(platform.limit).toBeGreaterThanOrEqual(100);
    expect(platform.count("")).toBe(0);
    expect(platform.count("a")).toBe(1);
    expect(platform.count("a".repeat(platform.limit))).toBe(platform.limit);
    expect(platform.count("a".repeat(platform.limit + 1))).toBe(platform.limit + 1);
    if (platform.maxLinks !== null) expect(platform.maxLinks).toBeGreaterThan(0);
  });

  it("counts within the UTF-16 length exactly when it says so", () => {
    // Emoji (one with a variation selector, a flag, a family), a combining mark, CJK, a URL.
    const samples = ["😀 ❤️ 🇫🇷 👨‍👩‍👧‍👦", "e\u0301 日本語", "see https://a.co now", "plain words"];
    const within = samples.every((text) => platform.count(text) <= text.length);
    expect(within).toBe(platform.countWithinLength);
  });

  it("describes exactly the credential fields its schema takes, and its publisher reads", () => {
    const names = credentialFieldNames(platform.credentials);
    expect(names.length).toBeGreaterThan(0);
    expect(Object.keys(CREDENTIAL_SCHEMAS[id].shape)).toEqual(names);
    expect(CREDENTIAL_FIELDS[id]).toEqual(names);
    expect(PUBLISHERS[id].requiredCredentials).toEqual(names);
    for (const field of Object.values(platform.credentials)) {
      expect(field.label.trim()).not.toBe("");
      expect(field.description.trim()).not.toBe("");
      // An example shown in the field must be one the field takes.
      if (field.placeholder !== undefined && field.format) expect(field.placeholder).toMatch(field.format.pattern);
    }
    const filled = Object.fromEntries(names.map((name) => [name, "x"]));
    expect(CREDENTIAL_SCHEMAS[id].safeParse({ ...filled, extra: "x" }).success).toBe(false);
    expect(CREDENTIAL_SCHEMAS[id].safeParse(Object.fromEntries(names.slice(1).map((name) => [name, "x"]))).success).toBe(false);
  });

  it("has a publisher for itself", () => {
    expect(PUBLISHERS[id].platform).toBe(id);
    expect(typeof PUBLISHERS[id].publish).toBe("function");
  });

  it("has at least one posting limit, each with a source and a positive figure", () => {
    expect(platform.postingLimits.length).toBeGreaterThan(0);
    for (const limit of platform.postingLimits) {
      expect(Number.isInteger(limit.max) && limit.max > 0).toBe(true);
      expect(Number.isInteger(limit.windowSeconds) && limit.windowSeconds > 0).toBe(true);
      expect(limit.source).toMatch(limit.ours ? /^ours/ : /^https:\/\//);
    }
  });

  it("has an https API root without a trailing slash", () => {
    expect(platform.api.baseUrl).toMatch(/^https:\/\/[^/]+(\/[^/]+)*$/);
  });

  it("composes within its own hashtag limit", () => {
    expect(PLATFORM_SHAPES[id]).toBe(platform.compose);
    expect(platform.compose.hashtags).toBeLessThanOrEqual(platform.maxHashtags);
    expect(Number.isInteger(platform.compose.maxSentences) && platform.compose.maxSentences > 0).toBe(true);
    // A clickable platform takes the URL in the text; "link in bio" is for captions that cannot link.
    if (platform.linksClickable) expect(platform.compose.link).toBe("inline");
  });

  it("draws an icon and a preview frame that shows the post exactly once", () => {
    expect(platform.display.markClass).toMatch(/\bbg-/);
    expect(platform.display.icon.shapes.length).toBeGreaterThan(0);
    const posts = (node: PreviewNode): number => (node.kind === "post" ? 1 : node.kind === "box" ? node.children.reduce((sum, child) => sum + posts(child), 0) : 0);
    expect(posts(platform.display.preview)).toBe(1);
  });
});
