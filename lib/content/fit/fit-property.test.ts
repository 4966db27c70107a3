import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { PLATFORM_IDS } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import type { VoiceInput } from "@/lib/schemas/voice";
import { localComposer } from "@/lib/content/compose/local-composer";
import type { DraftItem, GeneratedContent } from "@/lib/content/types";
import { fitDraft } from "@/lib/content/fit/fit-item";
import { findHashtags, tagKey } from "@/lib/content/fit/hashtags";

// Pieces of text that make counting and cutting hard: emoji sequences (ZWJ, flags, skin tones,
// keycaps), CJK, combining marks, other scripts, URLs, tags, mentions and odd whitespace.
const tricky = fc.constantFrom(
  "👨‍👩‍👧‍👦", "🇫🇷", "👍🏽", "❤️", "1️⃣", "😀", "日本語の文章です。", "漢字", "한국어", "e\u0301", "n\u0303o", "क़ि",
  "ру́сский", "مرحبا", "ไทย", "https://example.com/path?q=1#frag", "example.org", "http://localhost:3000/x",
  "#tag", "#東京", "＃全角", "@someone", "\n", "\n\n", "\t", "!", "?", "…", "—", "C#", "&#39;",
);
const word = fc.oneof(fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }), fc.stringMatching(/^[a-z]{1,10}$/), tricky);
const phrase = (maxWords: number) => fc.array(word, { minLength: 1, maxLength: maxWords }).map((words) => words.join(" "));
/** Mostly short, sometimes thousands of characters (a repeated phrase), to force cutting everywhere. */
const text = fc.oneof(
  { arbitrary: phrase(30), weight: 3 },
  { arbitrary: fc.tuple(phrase(40), fc.integer({ min: 5, max: 80 })).map(([words, times]) => `${words} `.repeat(times)), weight: 1 },
);
const unit = fc.double({ min: 0, max: 1, noNaN: true });

const voice: fc.Arbitrary<VoiceInput> = fc.record({
  personality_traits: fc.array(phrase(3), { maxLength: 5 }),
  tone_attributes: fc.record({ formality: unit, energy: unit, warmth: unit }),
  language_patterns: fc.record({
    vocabulary_level: fc.oneof(fc.constantFrom("simple", "moderate", "advanced"), phrase(3)),
    sentence_structure: phrase(5),
    signature_phrases: fc.array(phrase(6), { maxLength: 4 }),
  }),
  content_themes: fc.array(fc.record({ theme: phrase(3), keywords: fc.array(phrase(3), { maxLength: 6 }) }), { maxLength: 5 }),
});

function expectFitsItsPlatform(item: GeneratedContent) {
  const rule = platformRule(item.platform);
  expect(item.characterCount).toBe(rule.count(item.text));
  expect(item.characterCount).toBeLessThanOrEqual(rule.limit);
  expect(item.text.isWellFormed()).toBe(true);
  expect(item.hashtags.length).toBeLessThanOrEqual(rule.maxHashtags);
  expect(item.hashtags).toEqual(findHashtags(item.text).map((found) => found.tag));
  expect(new Set(item.hashtags.map(tagKey)).size).toBe(item.hashtags.length);
  if (rule.hashtagPlacement === "none") expect(item.hashtags).toEqual([]);
}

describe("every fitted item fits its platform", () => {
  test.prop(
    {
      brandName: phrase(4),
      voice,
      goal: text,
      additionalContext: fc.option(text, { nil: undefined }),
      contentType: fc.constantFrom("social_post", "announcement", "promotion"),
      platforms: fc.uniqueArray(fc.constantFrom(...PLATFORM_IDS), { minLength: 1, maxLength: 8 }),
      variations: fc.integer({ min: 1, max: 3 }),
    },
    { numRuns: 100 },
  )("local composer, random voices, goals and contexts", async (request) => {
    const drafts = await localComposer.generate(request);
    expect(drafts).toHaveLength(request.platforms.length * request.variations);
    for (const draft of drafts) expectFitsItsPlatform(fitDraft(draft));
  });

  test.prop(
    {
      platform: fc.constantFrom(...PLATFORM_IDS),
      text,
      hashtags: fc.array(fc.oneof(phrase(2), tricky), { maxLength: 12 }),
    },
    { numRuns: 150 },
  )("any draft, as a model might write it", ({ platform, text, hashtags }) => {
    const draft: DraftItem = { platform, variation: 1, text, hashtags };
    expectFitsItsPlatform(fitDraft(draft));
  });
});
