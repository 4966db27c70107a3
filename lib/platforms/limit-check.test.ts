import { describe, expect, it } from "vitest";
import { exceedsLimit, fitsPlatform } from "@/lib/platforms/limit-check";

describe("fitsPlatform", () => {
  it("accepts exactly the limit and rejects one more", () => {
    expect(fitsPlatform("x_twitter", "a".repeat(280))).toBe(true);
    expect(fitsPlatform("x_twitter", "a".repeat(281))).toBe(false);
    expect(fitsPlatform("x_twitter", "日".repeat(140))).toBe(true);
    expect(fitsPlatform("x_twitter", "日".repeat(141))).toBe(false);
  });
});

describe("exceedsLimit", () => {
  it("returns null when the text fits every platform", () => {
    expect(exceedsLimit(["facebook", "x_twitter", "bluesky"], "Hello 👋")).toBeNull();
  });

  it("names the strictest exceeded platform, whatever the order given", () => {
    const text = "a".repeat(400);
    expect(exceedsLimit(["threads", "bluesky", "x_twitter", "facebook"], text)).toEqual({
      platform: "x_twitter",
      label: "X",
      count: 400,
      limit: 280,
      unit: "weighted characters",
    });
  });

  it("counts each platform its own way: a long URL fits X but not Bluesky", () => {
    const text = `Read this: https://example.com/${"x".repeat(300)}`;
    expect(exceedsLimit(["x_twitter"], text)).toBeNull();
    expect(exceedsLimit(["x_twitter", "bluesky"], text)).toMatchObject({ platform: "bluesky", count: 331, limit: 300 });
  });

  it("counts Threads emoji by bytes: 125 emoji are 500, 126 exceed", () => {
    expect(exceedsLimit(["threads"], "😀".repeat(125))).toBeNull();
    expect(exceedsLimit(["threads"], "😀".repeat(126))).toMatchObject({ platform: "threads", count: 504, limit: 500 });
  });
});
