import { describe, expect, it } from "vitest";
import { briefFaults, inventedFacts, pastedShare } from "@/lib/content/score/brief-faults";
import { scoreConsistency } from "@/lib/content/score/score-consistency";
import { NORTHBRIDGE_BANK } from "@/lib/content/eval/profiles/northbridge-bank";

const goal = "Announce our fixed-rate savings account, available from 1 March in every branch at 4.1% AER";
const clean = "Now available: our fixed-rate savings account. The rate is 4.1% AER, from 1 March. Your future, secured.";

describe("briefFaults", () => {
  it("finds nothing wrong with a clean text", () => {
    expect(briefFaults(clean, { platform: "linkedin", goal }).factor).toBe(1);
  });

  it("marks each fault down: pasted brief, leaked instruction, stock closing, tags over the rule, invented number", () => {
    expect(pastedShare(`${clean} ${goal}.`, goal)).toBe(1);
    expect(briefFaults(`${clean} ${goal}.`, { goal }).factor).toBeLessThan(1);
    expect(briefFaults(`${clean} Keep it short and upbeat.`, { goal }).leaked).toBe(true);
    expect(briefFaults(`${clean} Stay tuned for more!`, { goal }).stockClosing).toBe(true);
    expect(briefFaults(`${clean} #a1 #b2 #c3`, { platform: "threads", goal }).tagsOver).toBe(true);
    expect(inventedFacts(clean.replace("4.1%", "7.1%"), goal)).toBe(1);
    expect(inventedFacts(clean.replace("https", "https"), goal)).toBe(0);
  });

  it("ranks the clean text above the same text with a fault", () => {
    const context = { platform: "linkedin" as const, goal };
    const score = (text: string) => scoreConsistency(NORTHBRIDGE_BANK.voice, text, context).score;
    for (const faulty of [`${clean} ${goal}.`, `${clean} Tone: calm.`, `${clean} Thank you for your continued support.`, clean.replace("4.1%", "4.7%")]) {
      expect(score(clean)).toBeGreaterThan(score(faulty));
    }
  });
});
