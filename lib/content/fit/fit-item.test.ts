import { describe, expect, it } from "vitest";
import { PLATFORM_IDS } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { localComposer } from "@/lib/content/compose/local-composer";
import { CRUNCHOS } from "@/lib/content/eval/profiles/crunchos";
import { HARBOUR_FOOD_BANK } from "@/lib/content/eval/profiles/harbour-food-bank";
import { NORTHBRIDGE_BANK } from "@/lib/content/eval/profiles/northbridge-bank";
import type { DraftItem } from "@/lib/content/types";
import { fitDraft } from "@/lib/content/fit/fit-item";
import { findHashtags, normaliseHashtag, normaliseHashtags } from "@/lib/content/fit/hashtags";

const draft = (platform: DraftItem["platform"], text: string, hashtags: string[] = []): DraftItem => ({ platform, variation: 1, text, hashtags });

describe("hashtag normalisation", () => {
  it("strips #s, joins words in PascalCase, keeps any script, drops empties and numbers", () => {
    expect(normaliseHashtag("##coffee")).toBe("coffee");
    expect(normaliseHashtag("sustainable living")).toBe("SustainableLiving");
    expect(normaliseHashtag("eco-friendly!")).toBe("EcoFriendly");
    expect(normaliseHashtag("mom's recipes")).toBe("MomsRecipes");
    expect(normaliseHashtag("東京カフェ")).toBe("東京カフェ");
    expect(normaliseHashtag("café_life")).toBe("café_life");
    expect(normaliseHashtag("#  ")).toBe("");
    expect(normaliseHashtag("2026")).toBe("");
  });

  it("de-duplicates case-insensitively, keeping the first spelling", () => {
    expect(normaliseHashtags(["Coffee", "#coffee", "COFFEE", "tea", ""])).toEqual(["Coffee", "tea"]);
  });

  it("finds tags in text but not inside URLs or words", () => {
    const text = "Love #coffee and C# at https://example.com/#section, also #東京 and #2026";
    expect(findHashtags(text).map((tag) => tag.tag)).toEqual(["coffee", "東京"]);
  });
});

describe("fitDraft hashtag rules", () => {
  it("appends Instagram tags after a blank line, at most five, normalised and unique", () => {
    const fitted = fitDraft(draft("instagram", "New menu today.", ["#Brunch", "brunch", "coffee time", "eggs", "toast", "juice", "jam"]));
    expect(fitted.text).toBe("New menu today.\n\n#Brunch #CoffeeTime #eggs #toast #juice");
    expect(fitted.hashtags).toEqual(["Brunch", "CoffeeTime", "eggs", "toast", "juice"]);
  });

  it("lifts a trailing tag block into the end tags and counts inline tags toward the maximum", () => {
    const fitted = fitDraft(draft("instagram", "We love #coffee mornings.\n#brunch #Coffee #eggs", ["toast", "jam", "juice", "tea"]));
    expect(fitted.text).toBe("We love #coffee mornings.\n\n#brunch #eggs #toast #jam");
    expect(fitted.hashtags).toHaveLength(5);
  });

  it("keeps one tag on Threads and turns extra inline tags into words", () => {
    const fitted = fitDraft(draft("threads", "Big #launch for #SpringMenu fans", ["brunch"]));
    expect(fitted.text).toBe("Big #launch for Spring Menu fans");
    expect(fitted.hashtags).toEqual(["launch"]);
  });

  it("removes every tag for Google Business, keeping inline tag words readable", () => {
    const fitted = fitDraft(draft("google_business", "Try our #SpringMenu today, see https://x.example/#menu\n\n#food #brunch", ["coffee"]));
    expect(fitted.text).toBe("Try our Spring Menu today, see https://x.example/#menu");
    expect(fitted.hashtags).toEqual([]);
  });

  it("keeps inline tags where they are on X and appends suggested ones after a space", () => {
    const fitted = fitDraft(draft("x_twitter", "Fresh #coffee every morning.", ["coffee", "brunch", "eggs"]));
    expect(fitted.text).toBe("Fresh #coffee every morning. #brunch");
    expect(fitted.hashtags).toEqual(["coffee", "brunch"]);
  });

  it("reports the platform's own count of the final text", () => {
    const fitted = fitDraft(draft("x_twitter", "日本語のテキスト 😀 https://example.com/a/very/long/path/that/counts/as/23", ["東京"]));
    expect(fitted.characterCount).toBe(platformRule("x_twitter").count(fitted.text));
  });
});

describe("fitDraft trimming", () => {
  it("drops tags before cutting much of the body", () => {
    const body = "Sentence number one is here. ".repeat(9).trim(); // 260 characters
    const fitted = fitDraft(draft("x_twitter", body, ["SomeVeryLongHashtagNumberOne", "AnotherQuiteLongHashtagToo"]));
    expect(fitted.characterCount).toBeLessThanOrEqual(280);
    expect(fitted.hashtags.length).toBeLessThan(2);
    expect(fitted.text.startsWith(body.slice(0, 200))).toBe(true);
  });

  it("cuts an overlong body at a sentence or word boundary, keeping the tags when that costs little", () => {
    const body = "We are opening a new store downtown with a bakery, a roastery and a reading room. ".repeat(40);
    const fitted = fitDraft(draft("linkedin", body, ["bakery"]));
    const rule = platformRule("linkedin");
    expect(fitted.characterCount).toBeLessThanOrEqual(rule.limit);
    expect(fitted.text.endsWith("\n\n#bakery")).toBe(true);
    expect(fitted.text.replace("\n\n#bakery", "")).toMatch(/room\.$/);
  });

  it("returns an empty text rather than exceeding the limit when nothing fits", () => {
    const fitted = fitDraft(draft("bluesky", `https://example.com/${"a".repeat(400)}`));
    expect(fitted.characterCount).toBeLessThanOrEqual(300);
  });
});

describe("house style of composed and fitted posts", () => {
  const voices = [
    ["Northbridge Bank", NORTHBRIDGE_BANK.voice],
    ["Crunchos", CRUNCHOS.voice],
    ["Harbour Food Bank", HARBOUR_FOOD_BANK.voice],
  ] as const;

  it("holds on every platform for several voices", async () => {
    for (const [brandName, voice] of voices) {
      const drafts = await localComposer.generate({
        brandName,
        voice,
        platforms: [...PLATFORM_IDS],
        goal: "Announce our new season with a party for the neighbourhood",
        contentType: "social_post",
        additionalContext: "Doors open at 6pm, everyone welcome",
        variations: 3,
      });
      for (const item of drafts.map(fitDraft)) {
        const rule = platformRule(item.platform);
        expect(item.characterCount).toBe(rule.count(item.text));
        expect(item.characterCount).toBeLessThanOrEqual(rule.limit);
        expect(item.hashtags.length).toBeLessThanOrEqual(rule.maxHashtags);
        switch (item.platform) {
          case "google_business":
            expect(item.text).not.toMatch(/#/);
            expect(item.hashtags).toEqual([]);
            break;
          case "instagram":
            expect(item.hashtags.length).toBeGreaterThan(0);
            expect(item.hashtags.length).toBeLessThanOrEqual(5);
            expect(item.text).toMatch(/\n\n(#\S+ ?)+$/);
            break;
          case "threads":
            expect(item.hashtags.length).toBeLessThanOrEqual(1);
            break;
          case "x_twitter":
            expect(item.characterCount).toBeLessThanOrEqual(280);
            expect(item.text).not.toMatch(/\n/);
            break;
          case "linkedin":
            expect(item.text.split("\n\n").length).toBeGreaterThanOrEqual(4);
            break;
          case "bluesky":
            expect(item.hashtags.length).toBeLessThanOrEqual(2);
            break;
        }
      }
    }
  });

  it("keeps X posts shorter than LinkedIn posts", async () => {
    const drafts = await localComposer.generate({
      brandName: "Crunchos",
      voice: CRUNCHOS.voice,
      platforms: ["x_twitter", "linkedin"],
      goal: "Promote the new chili lime chips",
      contentType: "social_post",
      variations: 3,
    });
    const fitted = drafts.map(fitDraft);
    const length = (platform: string) => fitted.filter((item) => item.platform === platform).reduce((sum, item) => sum + item.text.length, 0);
    expect(length("x_twitter")).toBeLessThan(length("linkedin"));
  });
});
