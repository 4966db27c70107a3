import { describe, expect, it } from "vitest";
import { apiKeyPrefix, generateApiKey, hashApiKey, isWellFormedApiKey, KEY_LENGTH } from "@/lib/auth/api-key-format";

describe("API key format", () => {
  it("is bcst_live_ + 32 base62 + a 6-character checksum", () => {
    const key = generateApiKey();
    expect(key).toMatch(/^bcst_live_[0-9A-Za-z]{38}$/);
    expect(key).toHaveLength(KEY_LENGTH);
    expect(isWellFormedApiKey(key)).toBe(true);
  });

  it("differs every time", () => {
    const keys = new Set(Array.from({ length: 200 }, generateApiKey));
    expect(keys.size).toBe(200);
  });

  it("refuses any single-character change (the checksum catches typos)", () => {
    const key = generateApiKey();
    for (let i = "bcst_live_".length; i < key.length; i++) {
      const replacement = key[i] === "a" ? "b" : "a";
      const typo = key.slice(0, i) + replacement + key.slice(i + 1);
      expect(isWellFormedApiKey(typo), `changed position ${i}`).toBe(false);
    }
  });

  it("refuses other shapes", () => {
    const key = generateApiKey();
    expect(isWellFormedApiKey(key.slice(0, -1))).toBe(false);
    expect(isWellFormedApiKey(key.replace("live", "test"))).toBe(false);
    expect(isWellFormedApiKey(`${key}0`)).toBe(false);
    expect(isWellFormedApiKey("")).toBe(false);
  });

  it("shows 14 characters and stores a SHA-256 hex hash, never the key", () => {
    const key = generateApiKey();
    expect(apiKeyPrefix(key)).toBe(key.slice(0, 14));
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey(key)).not.toContain(key.slice(10, 20));
    expect(hashApiKey(key)).toBe(hashApiKey(key));
  });
});
