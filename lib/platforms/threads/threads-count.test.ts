import { describe, expect, it } from "vitest";
import { countThreadsCharacters } from "@/lib/platforms/threads/threads-count";

describe("Threads count: code points, emoji by UTF-8 length", () => {
  it("counts a single-code-point emoji as its 4 UTF-8 bytes", () => {
    expect(countThreadsCharacters("😀")).toBe(4);
    expect(countThreadsCharacters("hi 😀")).toBe(3 + 4);
  });

  it("counts emoji sequences by all their bytes", () => {
    expect(countThreadsCharacters("👨‍👩‍👧‍👦")).toBe(4 * 4 + 3 * 3); // 4 people + 3 ZWJ
    expect(countThreadsCharacters("🇫🇷")).toBe(8);
    expect(countThreadsCharacters("👍🏽")).toBe(8);
    expect(countThreadsCharacters("❤️")).toBe(6); // U+2764 + U+FE0F
    expect(countThreadsCharacters("1️⃣")).toBe(1 + 3 + 3);
  });

  it("counts everything else by code points", () => {
    expect(countThreadsCharacters("hello")).toBe(5);
    expect(countThreadsCharacters("日本語")).toBe(3);
    expect(countThreadsCharacters("\u00e9")).toBe(1);
    expect(countThreadsCharacters("e\u0301")).toBe(2);
    expect(countThreadsCharacters("©")).toBe(1); // text-style symbol, not an emoji grapheme
    expect(countThreadsCharacters("𝐀")).toBe(1); // astral but not emoji
  });
});
