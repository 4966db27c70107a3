import { fc, test } from "@fast-check/vitest";
import twitterText from "twitter-text";
import { describe, expect, it } from "vitest";
import { xUrlSpans } from "@/lib/platforms/x-twitter/weighted/url-spans";
import { xWeightedLength } from "@/lib/platforms/x-twitter/weighted/weighted-length";

// What people write in posts: words in several scripts, emoji sequences, hashtags, mentions,
// e-mail addresses and URLs of every shape X links (with and without scheme, subdomains,
// ports, paths with parentheses, queries, trailing punctuation, t.co links, IDN domains).
const piece = fc.oneof(
  fc.stringMatching(/^[a-zA-Z]{1,10}$/),
  fc.constantFrom(
    "café", "naïve", "日本語の文章です。", "한국어", "ру́сский", "مرحبا", "ไทย", "e\u0301", "😀", "👨‍👩‍👧‍👦", "🇫🇷", "👍🏽", "❤️", "1️⃣",
    "#launch", "#東京", "@brandcast", "@alice.bsky.social", "hi@brand.com", "$TSLA", "C#", "!", "?", ",", ".", "…", "—", "(", ")", "\"",
    "example.com", "www.brandcast.io", "brandcast.dev/launch", "shop.example.co.uk/p?id=7", "EXAMPLE.COM", "sub_domain.example.com",
    "https://example.com", "http://example.com:8080/a/b", "https://en.wikipedia.org/wiki/Foo_(bar)", "https://x.com/a/(b(c)d)/e",
    "https://example.com/path?q=1&r=2#frag", "https://t.co/AbC123", "https://t.co/abc?x=1", "http://localhost:3000/x", "https://日本.jp/パス",
    "example.com.", "example.com,", "(example.com)", "example.com/path.", "foo_bar.com", "-example.com", "xn--p1ai.xn--p1ai", "a.b",
  ),
);
const separator = fc.constantFrom(" ", " ", " ", "", "\n", ". ", ", ", "/", "-", "_");
const post = fc.array(fc.tuple(piece, separator), { minLength: 1, maxLength: 40 }).map((parts) => parts.map(([p, s]) => p + s).join(""));

describe("xWeightedLength (linear) agrees with twitter-text's parseTweet", () => {
  test.prop([post], { numRuns: 3000 })("on ordinary posts: the same weighted length and the same URLs", (text) => {
    expect(xWeightedLength(text)).toBe(twitterText.parseTweet(text).weightedLength);
    const normalized = text.normalize("NFC");
    const theirs = twitterText.extractUrlsWithIndices(normalized).map((url) => url.indices);
    expect(xUrlSpans(normalized).map((span) => [span.start, span.end])).toEqual(theirs);
  });

  test.prop([fc.string({ unit: "grapheme", maxLength: 200 })], { numRuns: 2000 })("on arbitrary short strings", (text) => {
    expect(xWeightedLength(text)).toBe(twitterText.parseTweet(text).weightedLength);
  });

  it("counts the documented cases as X does", () => {
    expect(xWeightedLength("hello world")).toBe(11);
    expect(xWeightedLength(`https://example.com/${"x".repeat(200)}?utm_source=brandcast`)).toBe(23);
    expect(xWeightedLength("see example.com")).toBe(4 + 23);
    expect(xWeightedLength("日本語")).toBe(6);
    expect(xWeightedLength("👨‍👩‍👧‍👦")).toBe(2);
    expect(xWeightedLength("e\u0301")).toBe(1);
    expect(xWeightedLength("a".repeat(281))).toBe(281);
  });

  // Found by the property above: an ideographic full stop separates labels only inside
  // punycode's conversion, so the label it sits in is measured whole (64 > 63: no URL here).
  it.each(["aaaAAaAaa日本語の文章です。_한국어_www.brandcast.io A ", "。_www.brandcast.io", "a。b.example.com"])("measures a label holding an ideographic full stop whole: %s", (text) => {
    expect(xWeightedLength(text)).toBe(twitterText.parseTweet(text).weightedLength);
    expect(xUrlSpans(text).map((span) => [span.start, span.end])).toEqual(twitterText.extractUrlsWithIndices(text).map((url) => url.indices));
  });
});


// How fast it counts is measured by `npm run bench:abuse` (the longest event-loop stall per
// input), not here: a timed unit test only measures the machine's load.
describe("xWeightedLength on the inputs that held twitter-text for minutes", () => {
  it.each([
    ["dotted labels", "a."],
    ["domains and spaces", "ex.com "],
    ["underscores", "a_a."],
  ])("%s, 900 KB: counted as parseTweet counts their short form", (_name, unit) => {
    const units = Math.ceil(900_000 / unit.length);
    expect(xWeightedLength(unit.repeat(units))).toBe(weightOfRepeats(unit, units));
  });
});

/** parseTweet's count of `unit` repeated `times`, extrapolated from 1 and 2 repeats (what it counts exactly). */
function weightOfRepeats(unit: string, times: number): number {
  const one = twitterText.parseTweet(unit).weightedLength;
  const two = twitterText.parseTweet(unit.repeat(2)).weightedLength;
  return one + (two - one) * (times - 1);
}
