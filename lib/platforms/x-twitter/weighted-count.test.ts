import twitterText from "twitter-text";
import { describe, expect, it } from "vitest";
import { xTwitter } from "@/lib/platforms/x-twitter/platform";
import { countXWeighted } from "@/lib/platforms/x-twitter/weighted-count";

describe("X weighted count (twitter-text parseTweet)", () => {
  it("counts Latin characters 1 each", () => {
    expect(countXWeighted("hello world")).toBe(11);
  });

  it("counts every URL as 23, however long or short", () => {
    expect(countXWeighted("https://a.co")).toBe(23);
    expect(countXWeighted(`https://example.com/${"x".repeat(200)}?utm_source=brandcast`)).toBe(23);
    expect(countXWeighted("see example.com")).toBe(4 + 23); // bare domains are links too
  });

  it("counts CJK characters 2 each", () => {
    expect(countXWeighted("日本語")).toBe(6);
    expect(countXWeighted("안녕")).toBe(4);
  });

  it("counts an emoji 2, whatever its code points", () => {
    expect(countXWeighted("😀")).toBe(2);
    expect(countXWeighted("👍🏽")).toBe(2);
    expect(countXWeighted("👨‍👩‍👧‍👦")).toBe(2);
    expect(countXWeighted("🇫🇷")).toBe(2);
  });

  it("NFC-normalises first: e + combining acute counts as é", () => {
    expect(countXWeighted("e\u0301")).toBe(1);
    expect(countXWeighted("\u00e9")).toBe(1);
  });

  it("has the limit twitter-text itself uses", () => {
    const configs = (twitterText as unknown as { configs: { defaults: { maxWeightedTweetLength: number } } }).configs;
    expect(xTwitter.limit).toBe(configs.defaults.maxWeightedTweetLength);
    expect(xTwitter.count("a".repeat(280))).toBe(280);
    expect(twitterText.parseTweet("a".repeat(281)).valid).toBe(false);
  });
});
