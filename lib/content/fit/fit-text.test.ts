import { describe, expect, it } from "vitest";
import { countCodePoints } from "@/lib/platforms/counting/code-points";
import { ELLIPSIS, fitText, fitToLimit } from "@/lib/content/fit/fit-text";
import { graphemeBoundaries } from "@/lib/platforms/counting/graphemes";
import { PLATFORM_IDS } from "@/lib/platforms/ids";
import { protectedSpans } from "@/lib/content/fit/protected-spans";
import { platformRule } from "@/lib/platforms/registry";

describe("fitText", () => {
  it("returns text that already fits unchanged, trailing spaces and all", () => {
    const text = "Short and sweet.  ";
    for (const id of PLATFORM_IDS) expect(fitText(id, text)).toBe(text);
  });

  it("prefers ending at a sentence, without an ellipsis", () => {
    const text = "We launched today. It is faster and lighter than anything we have built before, truly.";
    // The sentence (18) keeps at least 60% of the longer mid-sentence cut "… It is…" (25).
    expect(fitToLimit(text, 28, countCodePoints)).toBe("We launched today.");
    // But not of "… It is faster and…" (36): dropping half the room for a full stop is too much.
    expect(fitToLimit(text, 40, countCodePoints)).toBe(`We launched today. It is faster and${ELLIPSIS}`);
  });

  it("cuts mid-sentence at a word, with a counted ellipsis, when a sentence end keeps too little", () => {
    const text = "We are hiring engineers, designers and writers to join the team";
    const fitted = fitToLimit(text, 40, countCodePoints);
    expect(fitted).toBe(`We are hiring engineers, designers and${ELLIPSIS}`);
    expect(countCodePoints(fitted)).toBeLessThanOrEqual(40);
  });

  it("drops dangling punctuation before the ellipsis", () => {
    expect(fitToLimit("We are hiring engineers, designers and writers", 26, countCodePoints)).toBe(`We are hiring engineers${ELLIPSIS}`);
  });

  it("never cuts a URL: keeps it whole or leaves it out", () => {
    const url = "https://example.com/launch/2026?utm_source=brandcast";
    const text = `Our launch is live, see ${url} for everything`;
    expect(fitToLimit(text, 40, countCodePoints)).toBe(`Our launch is live, see${ELLIPSIS}`);
    const kept = fitToLimit(text, 80, countCodePoints);
    expect(kept).toBe(`Our launch is live, see ${url} ${ELLIPSIS}`);
  });

  it("never cuts a hashtag or a mention", () => {
    const text = "Thanks @alice-b.bsky.social for #BrandcastLaunchDay2026 and more";
    for (let limit = 1; limit < 64; limit++) {
      const fitted = fitToLimit(text, limit, countCodePoints);
      expect(["", "Thanks", "Thanks…", "Thanks @alice-b.bsky.social …", "Thanks @alice-b.bsky.social for…", "Thanks @alice-b.bsky.social for #BrandcastLaunchDay2026 …", "Thanks @alice-b.bsky.social for #BrandcastLaunchDay2026 and…"]).toContain(fitted);
    }
  });

  it("counts as X does: a long URL costs 23", () => {
    const text = `${"word ".repeat(50)}https://example.com/${"x".repeat(500)} ${"tail ".repeat(40)}`;
    const fitted = fitText("x_twitter", text);
    expect(fitted).toContain(`https://example.com/${"x".repeat(500)}`);
    expect(platformRule("x_twitter").count(fitted)).toBeLessThanOrEqual(280);
    expect(platformRule("x_twitter").count(fitted)).toBeGreaterThan(270);
  });

  it("cuts Japanese between words, not only at spaces", () => {
    const text = "今日はとても良い天気ですね明日も晴れるでしょう";
    const fitted = fitToLimit(text, 10, countCodePoints);
    expect(fitted.endsWith(ELLIPSIS)).toBe(true);
    expect(countCodePoints(fitted)).toBeLessThanOrEqual(10);
    expect(text.startsWith(fitted.slice(0, -1))).toBe(true);
    expect(fitted.length).toBeGreaterThan(4);
  });

  it("never splits a family emoji, on Bluesky or Threads", () => {
    const family = "👨‍👩‍👧‍👦";
    const text = `${family.repeat(299)} ${family}${family}`;
    const fitted = fitText("bluesky", text);
    expect(fitted).toBe(`${family.repeat(299)}${ELLIPSIS}`); // 299 + 1 = 300 graphemes
    const threadsText = `Our team ${family.repeat(30)}`;
    expect(fitToLimit(threadsText, 30, platformRule("threads").count)).toBe(`Our team${ELLIPSIS}`);
  });

  it("returns an empty string when nothing fits (one URL longer than the limit)", () => {
    expect(fitText("bluesky", `https://example.com/${"x".repeat(400)}`)).toBe("");
  });

  it("handles a long Facebook post", () => {
    const text = "This is a sentence with words. ".repeat(2100);
    const fitted = fitText("facebook", text);
    expect(countCodePoints(fitted)).toBeLessThanOrEqual(63206);
    expect(countCodePoints(fitted)).toBeGreaterThan(63206 - 40);
    expect(fitted.endsWith("words.")).toBe(true);
  });
});

/** mulberry32: a tiny deterministic PRNG, so failures reproduce from the seed. */
function seededRandom(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  "hello", "launch", "we're", "brand-new", "café", "cafe\u0301", "naïve", "Z\u0324\u0354\u0367", "Dr.", "e.g.",
  "今日は良い天気です", "明日も。", "안녕하세요", "สวัสดีครับ", "مرحبا",
  "👨‍👩‍👧‍👦", "🇫🇷", "👍🏽", "❤️", "1️⃣", "🏴󠁧󠁢󠁥󠁮󠁧󠁿",
  "https://example.com/path/to/page?utm=1&x=2", "example.co.jp/abc", "http://localhost:3000/x", "www.brandcast.io",
  "#launch", "#日本", "#2026", "@brandcast", "@alice.bsky.social", "hi@brand.com", "$TSLA",
  ".", "!", "?", ",", ":", "(", ")", "\"", "—", "…",
];
const SEPARATORS = [" ", " ", " ", " ", "", "\n", "\n\n", ". ", ", ", "\r\n"];

function randomText(random: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  let text = "";
  const pieces = 1 + Math.floor(random() * 60);
  for (let i = 0; i < pieces; i++) text += pick(PIECES) + pick(SEPARATORS);
  return text;
}

/** The part of `text` that `fitted` kept, or null when `fitted` is not text's start (+ ellipsis). */
function keptLength(text: string, fitted: string): number | null {
  if (text.startsWith(fitted)) return fitted.length;
  for (const ending of [` ${ELLIPSIS}`, ELLIPSIS]) {
    if (fitted.endsWith(ending) && text.startsWith(fitted.slice(0, -ending.length))) return fitted.length - ending.length;
  }
  return null;
}

describe("fitToLimit over generated texts (seeded, deterministic)", () => {
  it("never exceeds the limit and never cuts inside a grapheme, URL, hashtag or mention", () => {
    const random = seededRandom(20260101);
    for (let run = 0; run < 1000; run++) {
      const text = randomText(random);
      const rule = platformRule(PLATFORM_IDS[run % PLATFORM_IDS.length]);
      const limit = 1 + Math.floor(random() * 120);
      const fitted = fitToLimit(text, limit, rule.count);
      const context = JSON.stringify({ run, platform: rule.id, limit, text, fitted });

      expect(rule.count(fitted), context).toBeLessThanOrEqual(limit);
      if (rule.count(text) <= limit) {
        expect(fitted, context).toBe(text);
        continue;
      }
      const kept = keptLength(text, fitted);
      expect(kept, context).not.toBeNull();
      expect(graphemeBoundaries(text), context).toContain(kept);
      for (const span of protectedSpans(text)) {
        expect(span.start < kept! && kept! < span.end, `${context} cuts ${text.slice(span.start, span.end)}`).toBe(false);
      }
      expect(fitted, context).not.toMatch(/\s$/u);
    }
  });

  it("fits real platform limits on long generated texts", () => {
    const random = seededRandom(7);
    for (const id of PLATFORM_IDS) {
      const rule = platformRule(id);
      let text = "";
      while (rule.count(text) <= rule.limit) text += randomText(random);
      const fitted = fitText(id, text);
      expect(rule.count(fitted), id).toBeLessThanOrEqual(rule.limit);
      // Close to the limit: within the longest piece plus an ellipsis of it.
      expect(rule.count(fitted), id).toBeGreaterThan(rule.limit * 0.6);
    }
  });
});
