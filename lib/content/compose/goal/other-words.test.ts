import { describe, expect, it } from "vitest";
import { grammarProblems } from "@/lib/content/check/grammar";
import { echoTest } from "@/lib/content/compose/goal/brief-echo";
import { inOtherWords, longestSharedRun } from "@/lib/content/compose/goal/other-words";
import { goalPasted } from "@/lib/content/eval/metrics";

/** The sentence said in other words against a brief, with the evaluation's own margin. */
const reworded = (sentence: string, brief: string) => inOtherWords(sentence, [brief], echoTest(brief, 0));

describe("longestSharedRun", () => {
  it("measures the longest run two texts share, case and curly apostrophes aside", () => {
    expect(longestSharedRun("We’ve opened in Durham", "we've opened")).toBe("we've opened".length);
    expect(longestSharedRun("abc", "xyz")).toBe(0);
  });
});

describe("inOtherWords", () => {
  const cases: { brief: string; sentence?: string; facts: string[] }[] = [
    { brief: "From next month we are cutting the fee on international payments to zero for all current account holders", facts: ["international payments", "current account holders"] },
    { brief: "Live acoustic music starts at 7pm and the kitchen serves small plates until 8.30pm", facts: ["7pm", "8.30pm"] },
    { brief: "Teams on the free plan can now run up to 2,000 build minutes a month, twice as many as before", facts: ["2,000"] },
    { brief: "Old shoes are ground down and turned into playground surfaces for local schools", facts: ["playground surfaces"] },
    // The second half of a split phrase, against the brief it came from.
    { brief: "Announce the Crunchos Flavour Lab, a monthly box of three secret test flavours for £9.99", sentence: "It's a monthly box of three secret test flavours for £9.99", facts: ["£9.99", "three secret test flavours"] },
  ];
  for (const { brief, sentence, facts } of cases) {
    it(`no longer repeats most of "${brief.slice(0, 40)}…", keeps its facts and reads as sentences`, () => {
      const said = reworded(sentence ?? brief, brief);
      expect(said).toBeDefined();
      expect(goalPasted(said!, brief)).toBe(false);
      for (const fact of facts) expect(said).toContain(fact);
      expect(grammarProblems(`${said!.replace(/[.!?]+$/u, "")}.`)).toEqual([]);
    });
  }

  it("never changes a name, a number or a link, and gives up rather than break a sentence", () => {
    // Nothing here may change: every word is a name, a number or a link.
    expect(reworded("Crunchos Pickled Onion Ridges 2026 https://crunchos.example/ridges", "Crunchos Pickled Onion Ridges 2026 https://crunchos.example/ridges")).toBeUndefined();
    const brief = "We are giving away 500 bags at the Leeds Half Marathon finish line on Sunday 4 May";
    const said = reworded(brief, brief);
    for (const fact of ["500 bags", "Leeds Half Marathon", "Sunday 4 May"]) expect(said ?? brief).toContain(fact);
  });

  it("leaves a sentence that does not repeat the brief as the caller gave it (undefined: nothing to do)", () => {
    expect(reworded("We roast on Tuesdays.", "Tell everyone we're roasting a new Ethiopian natural from Guji this week")).toBeUndefined();
  });
});
