import { describe, expect, it } from "vitest";
import { countGraphemes, graphemeBoundaries, splitGraphemes } from "@/lib/platforms/counting/graphemes";
import { segmentStarts } from "@/lib/platforms/counting/segment-starts";

const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });
/** The obvious implementation, quadratic on long texts in Node 20 but fine for checking. */
const naiveStarts = (text: string) => Array.from(segmenter.segment(text), (part) => part.index);

const PARTS = ["a", " ", "\r\n", "\r", "\n", "e\u0301", "日本", "👨‍👩‍👧‍👦", "🇫🇷", "🇩", "👍🏽", "1️⃣", "\u0301", "क्षि", "\u200d", "x"];

describe("graphemes", () => {
  it("split as a reader sees them", () => {
    expect(splitGraphemes("a👨‍👩‍👧‍👦e\u0301🇫🇷\r\n")).toEqual(["a", "👨‍👩‍👧‍👦", "e\u0301", "🇫🇷", "\r\n"]);
    expect(countGraphemes("")).toBe(0);
    expect(graphemeBoundaries("")).toEqual([0]);
  });

  it("match Intl.Segmenter exactly, across the ASCII fast path and segmenting windows", () => {
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let run = 0; run < 300; run++) {
      let text = "";
      const length = Math.floor(random() * (run % 10 === 0 ? 2000 : 60));
      for (let i = 0; i < length; i++) text += PARTS[Math.floor(random() * PARTS.length)];
      expect(graphemeBoundaries(text), JSON.stringify(text)).toEqual([...naiveStarts(text), text.length]);
    }
  });

  it("segment long texts in windows without changing the result", () => {
    const text = "🇫🇷🇩🇪🇯🇵".repeat(200) + "日本語のテキスト。".repeat(100);
    expect(segmentStarts(segmenter, text)).toEqual(naiveStarts(text));
  });
});
