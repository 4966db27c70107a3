import { describe, expect, it } from "vitest";
import { cleanAccountProfile } from "@/lib/schemas/clean-account-profile";
import { httpsPictureUrl } from "@/lib/schemas/https-picture-url";
import { plainAccountText } from "@/lib/schemas/plain-account-text";

// A connected account's name and picture as a platform may send them, and what is kept.

describe("plainAccountText: one line of plain text", () => {
  it.each([
    ["Northwind Coffee", "Northwind Coffee"],
    ["  Northwind\tCoffee\r\n", "Northwind Coffee"],
    ['<img src=x onerror="alert(1)">Northwind <b>Coffee</b>', "Northwind Coffee"],
    ["<script>alert(1)</script>", "alert(1)"],
    ["Evil\u202Eexe.txt", "Evil exe.txt"],
    ["Null\u0000byte\u0007bell\u009Bcsi", "Null byte bell csi"],
    ["I <3 coffee & tea", "I <3 coffee & tea"],
    ["Cafe\u0301", "Café"],
    ["Family 👨‍👩‍👧 roasters", "Family 👨‍👩‍👧 roasters"],
    ["lone \uD800 surrogate", "lone \uFFFD surrogate"],
  ])("%j → %j", (raw, plain) => {
    expect(plainAccountText(raw)).toBe(plain);
  });

  it.each([[""], ["   "], ["\u200B\u200B"], ["<b></b>"], ["\u0000\u0001"], [null], [42], [undefined]])("nothing visible (%j) is null", (raw) => {
    expect(plainAccountText(raw)).toBeNull();
  });

  it("is cut to 200 characters between graphemes, ending in …", () => {
    const cut = plainAccountText("👨‍👩‍👧".repeat(100))!;
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut.endsWith("👨‍👩‍👧…")).toBe(true);
    expect(plainAccountText("a".repeat(500), 10)).toBe("aaaaaaaaa…");
  });
});

describe("httpsPictureUrl: https or nothing", () => {
  it.each([
    ["https://pbs.example/a.jpg", "https://pbs.example/a.jpg"],
    ["  https://pbs.example/a b.jpg ", "https://pbs.example/a%20b.jpg"],
    ["HTTPS://PBS.EXAMPLE/A.jpg", "https://pbs.example/A.jpg"],
  ])("%j → %j", (raw, kept) => {
    expect(httpsPictureUrl(raw)).toBe(kept);
  });

  it.each([
    "javascript:alert(document.cookie)",
    "JavaScript:alert(1)",
    "java\nscript:alert(1)",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "http://pbs.example/a.jpg",
    "//pbs.example/a.jpg",
    "/avatar.png",
    "https://user:pass@pbs.example/a.jpg",
    `https://pbs.example/${"a".repeat(2100)}`,
    "",
  ])("%j is null", (raw) => {
    expect(httpsPictureUrl(raw)).toBeNull();
  });
});

describe("cleanAccountProfile", () => {
  it("keeps a clean profile as it is", () => {
    const profile = { name: "Northwind", handle: "@northwind", avatarUrl: "https://pbs.example/n.jpg" };
    expect(cleanAccountProfile(profile)).toEqual(profile);
    expect(cleanAccountProfile(cleanAccountProfile(profile))).toEqual(profile);
  });

  it("a name with nothing visible falls back to the handle, then to a neutral name", () => {
    expect(cleanAccountProfile({ name: "<b></b>", handle: "@northwind\u0000", avatarUrl: "javascript:alert(1)" })).toEqual({ name: "@northwind", handle: "@northwind", avatarUrl: null });
    expect(cleanAccountProfile({ name: "\u202E", handle: null, avatarUrl: null })).toEqual({ name: "Unnamed account", handle: null, avatarUrl: null });
  });
});
