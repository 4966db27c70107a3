import { describe, expect, it } from "vitest";
import { bluesky } from "@/lib/platforms/bluesky/platform";

describe("Bluesky grapheme count", () => {
  it("counts a ZWJ family emoji (7 code points) as 1", () => {
    expect(bluesky.count("👨‍👩‍👧‍👦")).toBe(1);
  });

  it("counts a base letter with combining marks as 1", () => {
    expect(bluesky.count("e\u0301")).toBe(1);
    expect(bluesky.count("Z\u0324\u0354\u0367\u0311\u0313")).toBe(1);
    expect(bluesky.count("cafe\u0301")).toBe(4);
  });

  it("counts flags, skin tones and keycaps as 1 each", () => {
    expect(bluesky.count("🇫🇷🇩🇪")).toBe(2);
    expect(bluesky.count("👍🏽")).toBe(1);
    expect(bluesky.count("1️⃣")).toBe(1);
  });

  it("counts CR LF as one and ASCII characters one each", () => {
    expect(bluesky.count("a\r\nb")).toBe(3);
    expect(bluesky.count("hello world")).toBe(11);
  });

  it("allows 300 graphemes", () => {
    expect(bluesky.limit).toBe(300);
    expect(bluesky.count("👨‍👩‍👧‍👦".repeat(300))).toBe(300);
  });
});
