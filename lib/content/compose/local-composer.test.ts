import { describe, expect, it } from "vitest";
import { PLATFORM_IDS } from "@/lib/platforms/ids";
import type { GenerationRequest } from "@/lib/content/types";
import { localComposer } from "@/lib/content/compose/local-composer";
import { CRUNCHOS } from "@/lib/content/eval/profiles/crunchos";
import { HARBOUR_FOOD_BANK } from "@/lib/content/eval/profiles/harbour-food-bank";
import { NORTHBRIDGE_BANK } from "@/lib/content/eval/profiles/northbridge-bank";
import { BARE_VOICE } from "@/lib/testing/bare-voice";

const request = (overrides: Partial<GenerationRequest> = {}): GenerationRequest => ({
  brandName: "Northbridge Bank",
  voice: NORTHBRIDGE_BANK.voice,
  platforms: [...PLATFORM_IDS],
  goal: "Announce our new fixed-rate savings account",
  contentType: "social_post",
  additionalContext: "Available from 1 March in every branch",
  variations: 3,
  ...overrides,
});

/** Signs of a broken template rather than of a particular wording. */
function expectReadable(text: string) {
  expect(text).not.toMatch(/undefined|null|NaN|\{|\}/);
  expect(text).not.toMatch(/ {2}|\s[.,!?](?!\S)|\.\.(?!\.)|,\.|\.,|^\s|\s$/);
  expect(text).not.toMatch(/\n{3}/);
}

describe("localComposer", () => {
  it("writes `variations` drafts per platform, platform by platform in the requested order", async () => {
    const drafts = await localComposer.generate(request({ platforms: ["linkedin", "x_twitter"], variations: 2 }));
    expect(drafts.map((draft) => [draft.platform, draft.variation])).toEqual([
      ["linkedin", 1],
      ["linkedin", 2],
      ["x_twitter", 1],
      ["x_twitter", 2],
    ]);
    expect(localComposer.name).toBe("local-composer");
  });

  it("is deterministic: the same request gives the same drafts", async () => {
    for (const voice of [NORTHBRIDGE_BANK.voice, CRUNCHOS.voice, HARBOUR_FOOD_BANK.voice, BARE_VOICE]) {
      expect(await localComposer.generate(request({ voice }))).toEqual(await localComposer.generate(request({ voice })));
    }
  });

  it("keeps variation 1 the same whether one or five are asked for", async () => {
    const one = await localComposer.generate(request({ variations: 1, platforms: ["facebook"] }));
    const five = await localComposer.generate(request({ variations: 5, platforms: ["facebook"] }));
    expect(five[0]).toEqual(one[0]);
  });

  it("writes five visibly different variations, with different openings, on every platform", async () => {
    for (const voice of [NORTHBRIDGE_BANK.voice, CRUNCHOS.voice, HARBOUR_FOOD_BANK.voice, BARE_VOICE]) {
      const drafts = await localComposer.generate(request({ voice, variations: 5 }));
      for (const platform of PLATFORM_IDS) {
        const texts = drafts.filter((draft) => draft.platform === platform).map((draft) => draft.text);
        expect(new Set(texts).size).toBe(5);
        const openings = texts.map((text) => text.split(/[.!?\n]/)[0]);
        expect(new Set(openings).size).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("changes when the inputs change", async () => {
    const base = await localComposer.generate(request({ platforms: ["linkedin"], variations: 1 }));
    const otherGoal = await localComposer.generate(request({ platforms: ["linkedin"], variations: 1, goal: "Celebrate our 50th anniversary" }));
    const otherContext = await localComposer.generate(request({ platforms: ["linkedin"], variations: 1, additionalContext: "Branches open late on Thursdays" }));
    expect(otherGoal[0].text).not.toBe(base[0].text);
    expect(otherContext[0].text).not.toBe(base[0].text);
  });

  it("weaves the goal and the additional context into every draft", async () => {
    const drafts = await localComposer.generate(request());
    for (const draft of drafts) {
      // X weaves a tag into a word ("fixed-rate #savings account").
      expect(draft.text.replaceAll("#", "")).toContain("fixed-rate savings account");
      expect(draft.text.replaceAll("#", "")).toContain("Available from 1 March in every branch");
      // Rewritten as a statement, never the instruction pasted.
      expect(draft.text).not.toMatch(/Announce our new/i);
    }
  });

  it("turns the goal's instructions into what the post says and asks, not the instruction itself", async () => {
    const [grow] = await localComposer.generate(request({ platforms: ["facebook"], variations: 1, goal: "Grow newsletter sign-ups before the spring campaign" }));
    expect(grow.text).toMatch(/sign up for our newsletter before the spring campaign/i);
    expect(grow.text).not.toContain("Grow newsletter");
    const [both] = await localComposer.generate(
      request({ platforms: ["x_twitter"], variations: 1, goal: "Announce the new single-origin coffee from Huila and invite people to the free tasting on Saturday at 10am" }),
    );
    expect(both.text).not.toMatch(/invite people/i);
    expect(both.text).toMatch(/single-origin coffee from Huila/);
    expect(both.text).toMatch(/tasting/);
    expect(both.text).toMatch(/Saturday at 10am/);
    expect(both.text).toMatch(/free|no charge/i);
  });

  it("reads well for every voice, including long and non-English goals", async () => {
    const goals = [
      "Announce our new fixed-rate savings account",
      "Invite neighbours to our open day",
      "Explain how composting works",
      "春の新メニューを発表して、お店への来店を増やす",
      "Célébrer nos dix ans avec nos clients fidèles",
      `${"Tell everyone about the new range and why it matters to us ".repeat(40)}`,
    ];
    for (const voice of [NORTHBRIDGE_BANK.voice, CRUNCHOS.voice, HARBOUR_FOOD_BANK.voice, BARE_VOICE]) {
      for (const goal of goals) {
        const drafts = await localComposer.generate(request({ voice, goal, variations: 2 }));
        for (const draft of drafts) expectReadable(draft.text);
      }
    }
  });

  it("never quotes a very long goal whole, nor cuts a sentence of it with an ellipsis", async () => {
    const goal = "Share the story of our founders and the long road to opening the first store ".repeat(30);
    const drafts = await localComposer.generate(request({ goal, platforms: ["x_twitter", "linkedin"], variations: 1 }));
    for (const draft of drafts) {
      expect(draft.text.length).toBeLessThan(goal.length);
      expect(draft.text).not.toContain("…");
    }
  });

  it("lets tone shape the writing: contractions, exclamations and emoji for a playful voice, none for a formal one", async () => {
    const formal = (await localComposer.generate(request({ variations: 5 }))).map((draft) => draft.text).join("\n");
    const playful = (await localComposer.generate(request({ voice: CRUNCHOS.voice, brandName: "Crunchos", variations: 5 })))
      .map((draft) => draft.text)
      .join("\n");
    expect(formal).not.toMatch(/\b\w+'(?:re|s|ll|ve|t)\b/);
    expect(formal).not.toMatch(/!/);
    expect(formal).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(playful).toMatch(/\b\w+'(?:re|s|ll|ve)\b/);
    expect(playful).toMatch(/!/);
    expect(playful).toMatch(/\p{Extended_Pictographic}/u);
  });

  it("uses the profile: themes, keywords, signature phrases and hashtags from keywords", async () => {
    const drafts = await localComposer.generate(request({ voice: HARBOUR_FOOD_BANK.voice, brandName: "Harbour Food Bank", variations: 5 }));
    const all = drafts.map((draft) => draft.text).join("\n").toLowerCase();
    // The theme is named only when the goal is about it (a savings account is not), so no theme line here.
    expect(all).toMatch(/food bank|meals|volunteers|neighbours|donations|families/);
    expect(all).toContain("together, we feed our neighbours.");
    const instagram = drafts.filter((draft) => draft.platform === "instagram");
    for (const draft of instagram) expect(draft.hashtags.length).toBeGreaterThan(0);
  });

  it("speaks to the reader for a warm voice and not for a cool formal one", async () => {
    const warm = (await localComposer.generate(request({ voice: HARBOUR_FOOD_BANK.voice, variations: 3 }))).map((draft) => draft.text).join(" ");
    expect(warm).toMatch(/\byou(r)?\b/i);
    // No stock thank-you closing ("Thanks for being awesome"): it ended most posts of a brand alike.
    expect(warm).not.toMatch(/thanks? (?:you )?for (?:being|your continued)/i);
  });

  it("ends Google Business posts with a call to action", async () => {
    for (const voice of [NORTHBRIDGE_BANK.voice, CRUNCHOS.voice, HARBOUR_FOOD_BANK.voice]) {
      const drafts = await localComposer.generate(request({ voice, platforms: ["google_business"], variations: 3 }));
      for (const draft of drafts) {
        expect(draft.hashtags).toEqual([]);
        expect(draft.text.split("\n").at(-1)).toMatch(/visit|call|contact|come|drop in|swing by|appointments|enquiries|questions/i);
      }
    }
  });
});
