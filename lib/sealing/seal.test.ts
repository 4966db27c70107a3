import { describe, expect, it } from "vitest";
import { parseKeyRing } from "@/lib/env/parse-key-ring";
import { connectionAad, open, seal, SealOpenError } from "@/lib/sealing/seal";

const keyA = Buffer.alloc(32, 0xa1).toString("base64");
const keyB = Buffer.alloc(32, 0xb2).toString("base64url");
const ringA = parseKeyRing(`a:${keyA}`)!;
const ringBA = parseKeyRing(`b:${keyB}, a:${keyA}`)!;
const ringB = parseKeyRing(`b:${keyB}`)!;
const SECRET = JSON.stringify({ access_token: "tok-SECRET-1234" });
const aad = connectionAad("11111111-1111-4111-8111-111111111111", "x_twitter");

describe("seal/open (AES-256-GCM)", () => {
  it("round-trips, with a fresh iv each time and nothing of the plaintext in the box", () => {
    const first = seal(SECRET, aad, ringA);
    const second = seal(SECRET, aad, ringA);
    expect(first.keyId).toBe("a");
    expect(first.sealed).not.toBe(second.sealed);
    expect(Buffer.from(first.sealed, "base64").length).toBe(12 + 16 + Buffer.byteLength(SECRET));
    expect(first.sealed).not.toContain("SECRET");
    expect(Buffer.from(first.sealed, "base64").toString("latin1")).not.toContain("tok-SECRET");
    expect(open(first.sealed, first.keyId, aad, ringA)).toBe(SECRET);
  });

  it.each([
    ["another row's AAD (brand)", () => open(seal(SECRET, aad, ringA).sealed, "a", connectionAad("22222222-2222-4222-8222-222222222222", "x_twitter"), ringA)],
    ["another row's AAD (platform)", () => open(seal(SECRET, aad, ringA).sealed, "a", connectionAad("11111111-1111-4111-8111-111111111111", "bluesky"), ringA)],
    ["a key id not in the ring", () => open(seal(SECRET, aad, ringA).sealed, "a", aad, ringB)],
    ["the wrong key under the same id", () => open(seal(SECRET, aad, ringA).sealed, "a", aad, parseKeyRing(`a:${keyB}`)!)],
    ["a flipped ciphertext bit", () => {
      const box = Buffer.from(seal(SECRET, aad, ringA).sealed, "base64");
      box[box.length - 1] ^= 1;
      return open(box.toString("base64"), "a", aad, ringA);
    }],
    ["a truncated box", () => open(Buffer.alloc(20).toString("base64"), "a", aad, ringA)],
  ])("fails to open with %s", (_name, attempt) => {
    expect(attempt).toThrow(SealOpenError);
  });

  it("error messages never carry key material or plaintext", () => {
    expect.assertions(3);
    try {
      open(seal(SECRET, aad, ringA).sealed, "a", aad, parseKeyRing(`a:${keyB}`)!);
    } catch (error) {
      expect((error as Error).message).not.toContain(keyA);
      expect((error as Error).message).not.toContain(keyB);
      expect((error as Error).message).not.toContain("tok-SECRET");
    }
  });

  it("rotation: a ring with a new current key seals with it and still opens the old key's boxes", () => {
    const old = seal(SECRET, aad, ringA);
    expect(open(old.sealed, old.keyId, aad, ringBA)).toBe(SECRET);
    const fresh = seal(SECRET, aad, ringBA);
    expect(fresh.keyId).toBe("b");
    expect(open(fresh.sealed, "b", aad, ringB)).toBe(SECRET);
  });
});

describe("parseKeyRing", () => {
  it("reads id:base64 entries, first = current, base64 and base64url alike", () => {
    const ring = parseKeyRing(` b:${keyB} ,a:${keyA}`)!;
    expect(ring.current.id).toBe("b");
    expect([...ring.byId.keys()]).toEqual(["b", "a"]);
    expect(ring.byId.get("a")).toEqual(Buffer.alloc(32, 0xa1));
    expect(ring.byId.get("b")).toEqual(Buffer.alloc(32, 0xb2));
  });

  it.each([undefined, "", "   "])("no keys for %j", (text) => expect(parseKeyRing(text)).toBeNull());

  it.each([
    ["no colon", keyA, /entry 1 is not of the form/],
    ["a short key", `a:${Buffer.alloc(16).toString("base64")}`, /exactly 32 bytes/],
    ["a long key", `a:${Buffer.alloc(33).toString("base64")}`, /exactly 32 bytes/],
    ["not base64", "a:not base64 at all!", /exactly 32 bytes/],
    ["a repeated id", `a:${keyA},a:${keyB}`, /entry 2: the id "a" is used twice/],
    ["a bad id", `a b:${keyA}`, /entry 1: the id must be/],
    ["an empty entry", `a:${keyA},`, /entry 2 is not of the form/],
  ])("rejects %s", (_name, text, message) => {
    expect(() => parseKeyRing(text)).toThrow(message);
  });
});
