import { describe, expect, it } from "vitest";
import { countCodePoints, utf8Length } from "@/lib/platforms/counting/code-points";
import { platformRule } from "@/lib/platforms/registry";

describe("code-point platforms", () => {
  it("count code points, not UTF-16 units or graphemes", () => {
    expect(countCodePoints("😀")).toBe(1);
    expect("😀".length).toBe(2);
    expect(countCodePoints("👨‍👩‍👧‍👦")).toBe(7);
    expect(countCodePoints("e\u0301")).toBe(2);
    for (const id of ["instagram", "facebook", "linkedin", "google_business", "tiktok"] as const) {
      expect(platformRule(id).count("hi 😀 日本")).toBe(7);
    }
  });

  it("utf8Length matches TextEncoder", () => {
    for (const text of ["a", "é", "日", "😀", "👨‍👩‍👧‍👦", "\ud800"]) {
      expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
    }
  });
});
