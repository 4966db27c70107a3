import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { requireKeyRing } from "@/lib/sealing/key-ring";
import type { KeyRing } from "@/lib/env/parse-key-ring";

// AES-256-GCM. A sealed value is base64(iv | tag | ciphertext): a random 12-byte iv per seal
// (never reused under one key), the 16-byte authentication tag, then the ciphertext. The AAD
// is authenticated but not stored: whoever opens must know it, so a blob copied to another
// row (another brand or platform) does not open.
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Opening failed: unknown key id, wrong key, wrong AAD or altered data. Carries no secret. */
export class SealOpenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SealOpenError";
  }
}

/** The AAD of a connection row: binds its sealed credentials to its brand and platform. */
export const connectionAad = (brandId: string, platform: string) => `brandcast/platform-connection/v1/${brandId}/${platform}`;

/** Seals `plaintext` (the credentials JSON) with the ring's current key. */
export function seal(plaintext: string, aad: string, ring: KeyRing = requireKeyRing()): { sealed: string; keyId: string } {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", ring.current.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(aad, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return { sealed: Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64"), keyId: ring.current.id };
}

/** Opens what `seal` made with the key `keyId`, which must still be in the ring. */
export function open(sealed: string, keyId: string, aad: string, ring: KeyRing = requireKeyRing()): string {
  const key = ring.byId.get(keyId);
  if (!key) throw new SealOpenError(`The key "${keyId}" that sealed these credentials is not in CONNECTIONS_ENCRYPTION_KEYS.`);
  const box = Buffer.from(sealed, "base64");
  if (box.length < IV_BYTES + TAG_BYTES) throw new SealOpenError("The sealed credentials are truncated.");
  const decipher = createDecipheriv("aes-256-gcm", key, box.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(aad, "utf8"));
  decipher.setAuthTag(box.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(box.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
  } catch {
    throw new SealOpenError(`The sealed credentials do not open with the key "${keyId}": wrong key, another row's data, or altered.`);
  }
}
