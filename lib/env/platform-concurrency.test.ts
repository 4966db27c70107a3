import { describe, expect, it } from "vitest";
import { concurrencyFor, DEFAULT_PLATFORM_CONCURRENCY, parsePlatformConcurrency } from "@/lib/env/platform-concurrency";

describe("PUBLISH_PLATFORM_CONCURRENCY", () => {
  it("unset or blank: the default for every platform", () => {
    expect(concurrencyFor(parsePlatformConcurrency(undefined), "x_twitter")).toBe(DEFAULT_PLATFORM_CONCURRENCY);
    expect(concurrencyFor(parsePlatformConcurrency("  "), "tiktok")).toBe(DEFAULT_PLATFORM_CONCURRENCY);
  });

  it("a figure for all, and a platform's own", () => {
    const figures = parsePlatformConcurrency("32, tiktok=4 ,x_twitter=100");
    expect(concurrencyFor(figures, "linkedin")).toBe(32);
    expect(concurrencyFor(figures, "tiktok")).toBe(4);
    expect(concurrencyFor(figures, "x_twitter")).toBe(100);
    expect(concurrencyFor(parsePlatformConcurrency("bluesky=2"), "bluesky")).toBe(2);
    expect(concurrencyFor(parsePlatformConcurrency("bluesky=2"), "facebook")).toBe(DEFAULT_PLATFORM_CONCURRENCY);
  });

  it("refuses what is not a platform or a whole number from 1 to 1000, saying which", () => {
    expect(() => parsePlatformConcurrency("X-Twitter=4")).toThrow(/"X-Twitter" is not a platform id/);
    expect(() => parsePlatformConcurrency("0")).toThrow(/from 1 to 1000/);
    expect(() => parsePlatformConcurrency("tiktok=2.5")).toThrow(/the figure for tiktok "2.5"/);
    expect(() => parsePlatformConcurrency("64,")).toThrow(/must be a whole number/);
    expect(() => parsePlatformConcurrency("1001")).toThrow(/from 1 to 1000/);
  });
});
