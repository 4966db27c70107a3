import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { splitThread } from "@/lib/content/thread/split-thread";
import { PLATFORM_IDS } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

// Splitting a text into a thread's parts never cuts a word: the words of the parts, in order, are
// exactly the words of the text, and each part fits its place as the platform counts it.

const THREAD_PLATFORMS = PLATFORM_IDS.filter((id) => platformRule(id).followUps.thread);
const tricky = fc.constantFrom(
  "👨‍👩‍👧‍👦", "🇫🇷", "👍🏽", "❤️", "1️⃣", "日本語の文章です。", "e\u0301", "ру́сский", "مرحبا", "https://example.com/path?q=1#frag", "example.org",
  "#tag", "#東京", "@someone", "@alice-b.bsky.social", "!", "?", "…", "—", "C#", "Mr.", "e.g.", "3.5%",
);
const word = fc.oneof(fc.stringMatching(/^[A-Za-z]{1,12}[.,!?]?$/), fc.string({ unit: "grapheme", minLength: 1, maxLength: 8 }).filter((w) => !/\s/u.test(w)), tricky);
const separator = fc.constantFrom(" ", " ", " ", " ", "\n", "\n\n", ". ", "! ");
/** From a few words to thousands of characters, with sentences, line breaks and paragraphs. */
const text = fc.array(fc.tuple(word, separator), { minLength: 1, maxLength: 400 }).map((pairs) => pairs.map(([w, s]) => w + s).join("").trim());
const words = (value: string) => value.split(/\s+/u).filter(Boolean);

describe("splitThread", () => {
  test.prop([text, fc.constantFrom(...THREAD_PLATFORMS), fc.integer({ min: 0, max: 60 })], { numRuns: 300 })(
    "never cuts a word: the parts hold the text's words in order, each part within its limit",
    (input, platform, reserved) => {
      const rule = platformRule(platform);
      // Part 1 has less room (the tags go there): `reserved` stands for them.
      const fits = (part: string, index: number) => rule.count(part) + (index === 0 ? reserved : 0) <= rule.limit;
      const split = splitThread([input], fits, 1000);
      expect(split).not.toBeNull();
      const { parts, truncated } = split!;
      expect(truncated).toBe(false);
      parts.forEach((part, index) => {
        expect(part.trim()).toBe(part);
        expect(part).not.toBe("");
        expect(fits(part, index)).toBe(true);
      });
      expect(words(parts.join(" "))).toEqual(words(input));
    },
  );

  it("breaks between paragraphs first, then sentences, and adds nothing (no ellipsis, no numbering)", () => {
    const a = "Our spring menu lands Friday. It has six new dishes and two old favourites back by request.";
    const b = "Come taste it at the Saturday open kitchen from ten to two, with the chefs on hand to talk about every plate.";
    const c = "Book a table at https://example.com/spring before Thursday. Walk-ins welcome too!";
    const fits = (part: string) => part.length <= 150;
    const { parts } = splitThread([`${a}\n\n${b}\n\n${c}`], fits, 25)!;
    expect(parts).toEqual([a, b, c]);
    const long = `${a} ${b} ${c}`;
    const bySentence = splitThread([long], (part) => part.length <= 120, 25)!.parts;
    expect(bySentence.join(" ")).toBe(long);
    for (const part of bySentence) expect(part).toMatch(/[.!]$/);
    expect(bySentence.join("")).not.toContain("…");
  });

  it("keeps each section (a model's part) as a part of its own when it fits, and never splits a URL", () => {
    const url = `https://example.com/${"a".repeat(90)}`;
    const { parts } = splitThread(["Short one.", `Read ${url} now and tell us what you think of it`], (part) => part.length <= 110, 25)!;
    expect(parts[0]).toBe("Short one.");
    expect(parts.some((part) => part.includes(url))).toBe(true);
  });

  it("is null when one word is longer than a part, and leaves out whole parts past the maximum", () => {
    expect(splitThread([`see https://example.com/${"x".repeat(400)}`], (part) => part.length <= 280, 25)).toBeNull();
    const many = splitThread([Array.from({ length: 30 }, (_, k) => `Paragraph number ${k + 1} is here.`).join("\n\n")], (part) => part.length <= 40, 25)!;
    expect(many.parts).toHaveLength(25);
    expect(many.truncated).toBe(true);
    expect(many.parts[24]).toBe("Paragraph number 25 is here.");
  });
});
