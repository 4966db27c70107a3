import { describe, expect, it } from "vitest";
import { PLATFORM_IDS } from "@/lib/platforms/ids";
import { grammarProblems } from "@/lib/content/check/grammar";
import { echoTest } from "@/lib/content/compose/goal/brief-echo";
import { restate } from "@/lib/content/compose/goal/restate";
import { localComposer } from "@/lib/content/compose/local-composer";
import { goalPasted } from "@/lib/content/eval/metrics";
import { CRUNCHOS } from "@/lib/content/eval/profiles/crunchos";
import { HARBOUR_FOOD_BANK } from "@/lib/content/eval/profiles/harbour-food-bank";
import { NORTHBRIDGE_BANK } from "@/lib/content/eval/profiles/northbridge-bank";
import { TRAILBORNE } from "@/lib/content/eval/profiles/trailborne";
import type { GenerationRequest } from "@/lib/content/types";

/** The text of each restated line, as a template without a voice would say it. */
const said = (sentence: string, brief: string) => restate(sentence, echoTest(brief))?.map((line) => Object.values(line.values).join(" | "));

describe("echoTest", () => {
  it("flags a run longer than 60% of a brief over 40 characters, case and apostrophes aside, and never a short brief", () => {
    const echoes = echoTest("Let people know we’ve opened a new branch in Durham");
    expect(echoes("We've opened a new branch in Durham.")).toBe(true);
    expect(echoes("Now open: our new branch in Durham.")).toBe(false);
    expect(echoTest("Announce the spring sale")("Announce the spring sale")).toBe(false);
  });
});

describe("restate", () => {
  it("says two things the subject does as two sentences, each date and time exactly as given", () => {
    const brief = "We are closed on 25 and 26 December and reopen on 27 December at 9am.";
    expect(said(brief, brief)).toEqual(["We are closed on 25 and 26 December", "We reopen on 27 December at 9am"]);
  });

  it("asks for what the brand needs instead of stating the need, the time first", () => {
    const brief = "Let people know we need nappies, baby wipes and formula this week";
    const lines = restate("we need nappies, baby wipes and formula this week", echoTest(brief));
    expect(lines).toHaveLength(1);
    expect(lines![0].values).toEqual({ x: "nappies, baby wipes and formula", when: "This week, " });
  });

  it("says a comparison contrast first, a 'not just' claim and a time-bound notice in its own order", () => {
    const comparison = "We want to make the case that a good rain shell matters more than a heavy fleece";
    expect(said("a good rain shell matters more than a heavy fleece", comparison)).toEqual(["A heavy fleece? A good rain shell matters more"]);
    const claim = "We want to make the case that flaky tests are a morale problem, not just a speed problem";
    expect(said("flaky tests are a morale problem, not just a speed problem", claim)).toEqual(["Not just a speed problem: flaky tests are a morale problem"]);
    const notice = "Planned downtime on Sunday 3 August from 01:00 to 02:30 UTC";
    expect(said(notice, notice)).toEqual(["Planned downtime: Sunday 3 August, from 01:00 to 02:30 UTC"]);
  });

  it("says a time that ends the sentence first and the brand's own shop as 'our', every other word kept", () => {
    const brief = "Tell everyone the Ambleside shop opens at 8am instead of 9am from Saturday";
    expect(said("the Ambleside shop opens at 8am instead of 9am from Saturday", brief)).toEqual(["From Saturday, our Ambleside shop opens at 8am, not 9am"]);
  });

  it("says what the brand did of the thing it did, the figures untouched", () => {
    const brief = "Tell everyone we've raised our easy-access savings rate to 4.15% for existing customers";
    expect(said("we've raised our easy-access savings rate to 4.15% for existing customers", brief)).toEqual(["Our easy-access savings rate has been raised to 4.15% for existing customers"]);
  });

  it("says a clause from its parts: two predicates apart, a passive actively, the object first, an amount on its own", () => {
    const outage = "Post an update: the EU region outage earlier today was caused by an expired certificate and is fully resolved";
    expect(said("the EU region outage earlier today was caused by an expired certificate and is fully resolved", outage)).toEqual(["An expired certificate caused our EU region outage earlier today", "It is fully resolved"]);
    const cli = "Our CLI now supports monorepos with more than 500 packages, in version 3.2";
    expect(said(cli, cli)).toEqual(["Monorepos with more than 500 packages? Our CLI now supports them, in version 3.2"]);
    const rent = "Make a post that says the Ambleside shop now rents out crampons and ice axes for the winter";
    expect(said("the Ambleside shop now rents out crampons and ice axes for the winter", rent)).toEqual(["Crampons and ice axes for the winter? Our Ambleside shop now rents them out"]);
    const limit = "fyi the new contactless limit of £100 applies to all our debit cards from Monday";
    expect(said("the new contactless limit of £100 applies to all our debit cards from Monday", limit)).toEqual(["Our new contactless limit is £100", "From Monday, it applies to all our debit cards"]);
    const stock = "Our Salt & Vinegar Mega Bag is now in Tesco stores across Scotland";
    expect(said(stock, stock)).toEqual(["You'll now find our Salt & Vinegar Mega Bag in Tesco stores across Scotland"]);
  });

  it("never takes an intransitive verb's complement or a modal for an object", () => {
    const branches = "Our branches will close early on 31 December, at 2pm.";
    for (const line of said("Our branches will close early on 31 December, at 2pm", branches) ?? []) expect(line).not.toMatch(/\?/u);
  });

  it("leaves a sentence that does not repeat the brief alone", () => {
    expect(restate("We reopen on Monday", echoTest("Let people know the branch in Hexham has new opening hours from next week"))).toBeUndefined();
  });
});

const request = (overrides: Partial<GenerationRequest>): GenerationRequest => ({
  brandName: "Northbridge Bank",
  voice: NORTHBRIDGE_BANK.voice,
  platforms: [...PLATFORM_IDS],
  goal: "",
  contentType: "social_post",
  variations: 3,
  ...overrides,
});

/** Briefs in the development set's phrasings (statements, "let people know", "we want to make the case"), not its words. */
const BRIEFS: { brand: string; voice: GenerationRequest["voice"]; goal: string; context?: string; facts: string[]; call?: RegExp }[] = [
  { brand: "Harbour Food Bank", voice: HARBOUR_FOOD_BANK.voice, goal: "Let people know we need nappies, baby wipes and formula this week", facts: ["nappies, baby wipes and formula", "This week"], call: /can you help|could you spare|to spare|grateful|appealing/i },
  { brand: "Harbour Food Bank", voice: HARBOUR_FOOD_BANK.voice, goal: "We are closed on 1 January and reopen on 2 January at 10am.", facts: ["1 January", "2 January at 10am"] },
  { brand: "Crunchos", voice: CRUNCHOS.voice, goal: "Tell everyone we're giving away 300 bags at the Bristol 10k start line on Saturday", facts: ["300 bags", "the Bristol 10k start line", "On Saturday"] },
  { brand: "Trailborne", voice: TRAILBORNE.voice, goal: "We want to make the case that a good rain shell matters more than a heavy fleece", facts: ["good rain shell matters more", "A heavy fleece"] },
  { brand: "Trailborne", voice: TRAILBORNE.voice, goal: "Let people know we now rent crampons and ice axes for winter walkers", context: "From £12 a day. Book at https://trailborne.example/rent", facts: ["crampons and ice axes", "£12 a day"], call: /https:\/\/trailborne\.example\/rent|link in (?:our )?bio/i },
  { brand: "Northbridge Bank", voice: NORTHBRIDGE_BANK.voice, goal: "Welcome Prof. Nkechi Obi to the board as our new chair", facts: ["Prof. Nkechi Obi", "chair"] },
];

describe("localComposer: briefs said in its own words", () => {
  it("repeats none of these briefs word for word, keeps each fact exactly, reads as sentences and keeps the call to action", async () => {
    for (const brief of BRIEFS) {
      const drafts = await localComposer.generate(request({ brandName: brief.brand, voice: brief.voice, goal: brief.goal, additionalContext: brief.context }));
      for (const draft of drafts) {
        const context = `${brief.goal} → ${draft.platform}/${draft.variation}: ${draft.text}`;
        expect(goalPasted(draft.text, brief.goal), context).toBe(false);
        for (const fact of brief.facts) expect(draft.text, context).toContain(fact);
        expect(grammarProblems(draft.text), context).toEqual([]);
        if (brief.call) expect(draft.text, context).toMatch(brief.call);
      }
    }
  });
});

describe("localComposer: requests to the writer that the brief reader leaves in the goal", () => {
  it("says what they ask for, never the request itself", async () => {
    const cases: [string, string][] = [
      ["Get the word out that Crunchos are now sold in 40 more Co-op stores", "Co-op stores"],
      ["Quick note for the feed: our cheese puffs now come in a 250 g sharing bag", "250 g sharing bag"],
      ["Can you post that we're looking for a weekend warehouse assistant?", "weekend warehouse assistant"],
      ["Spread the word about our crisp-tasting evening on 2 May", "2 May"],
    ];
    for (const [goal, fact] of cases) {
      const drafts = await localComposer.generate(request({ brandName: "Crunchos", voice: CRUNCHOS.voice, goal, platforms: ["facebook", "x_twitter"] }));
      for (const draft of drafts) {
        expect(draft.text, goal).toContain(fact);
        expect(draft.text, goal).not.toMatch(/get the word out|quick note|can you post|spread the word/i);
        expect(grammarProblems(draft.text), `${goal}: ${draft.text}`).toEqual([]);
      }
    }
  });
});
