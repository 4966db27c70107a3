import { describe, expect, it } from "vitest";
import { analyzeCorpus, fairShares, MAX_ANALYZED_CHARS } from "@/lib/content/extract/corpus";

describe("the analysis budget", () => {
  it("reads short samples whole and shares what they leave among the long ones", () => {
    expect(fairShares([100, 50_000, 200, 50_000], 10_000)).toEqual([100, 4_850, 200, 4_850]);
    expect(fairShares([10, 20], 1_000)).toEqual([10, 20]);
    expect(fairShares([], 1_000)).toEqual([]);
  });

  it("never reads more than the budget, and reads some of every sample", async () => {
    const long = "Our roastery brews bold coffee every morning. ".repeat(500);
    const samples = await analyzeCorpus(Array.from({ length: 48 }, (_, i) => `Sample ${i}. ${long}`));
    expect(samples).toHaveLength(48);
    const read = samples.reduce((sum, sample) => sum + sample.tokens.reduce((chars, token) => chars + token.precedingSpaces.length + token.value.length, 0), 0);
    expect(read).toBeLessThanOrEqual(MAX_ANALYZED_CHARS);
    expect(read).toBeGreaterThan(MAX_ANALYZED_CHARS * 0.9);
    expect(samples.every((sample) => sample.tokens.some((token) => token.value === "Sample"))).toBe(true);
  });

  it("skips blank samples", async () => {
    expect(await analyzeCorpus(["  ", "", "Hello there."])).toHaveLength(1);
  });
});
