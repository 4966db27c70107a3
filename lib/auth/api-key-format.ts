import { createHash, randomInt } from "node:crypto";
import { crc32 } from "node:zlib";

// bcst_live_ + 32 random base62 characters + a 6-character base62 CRC32 of what precedes
// (docs/api-decisions.md, "Names"). The checksum lets a typo or a truncated key be refused without a
// database lookup; the 32 random characters carry about 190 bits.
export const KEY_PREFIX = "bcst_live_";
const RANDOM_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
export const KEY_LENGTH = KEY_PREFIX.length + RANDOM_LENGTH + CHECKSUM_LENGTH;
/** What listings show of a key: `bcst_live_` and its first 4 random characters. */
export const KEY_PREFIX_LENGTH = 14;

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const KEY_PATTERN = new RegExp(`^${KEY_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);

function base62Checksum(body: string): string {
  let value = crc32(body);
  let out = "";
  for (let i = 0; i < CHECKSUM_LENGTH; i++) {
    out = BASE62[value % 62] + out;
    value = Math.floor(value / 62);
  }
  return out; // 62^6 > 2^32, so six digits always hold a CRC32
}

export function generateApiKey(): string {
  let random = "";
  for (let i = 0; i < RANDOM_LENGTH; i++) random += BASE62[randomInt(62)];
  const body = KEY_PREFIX + random;
  return body + base62Checksum(body);
}

/** True when the key has our shape and its checksum matches. */
export function isWellFormedApiKey(key: string): boolean {
  if (!KEY_PATTERN.test(key)) return false;
  const body = key.slice(0, -CHECKSUM_LENGTH);
  return base62Checksum(body) === key.slice(-CHECKSUM_LENGTH);
}

// SHA-256 rather than an HMAC: a key holds ~190 random bits, so its hash cannot be
// reversed by guessing, and no server secret has to be kept stable for keys to work.
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export function apiKeyPrefix(key: string): string {
  return key.slice(0, KEY_PREFIX_LENGTH);
}
