import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import bcrypt from "bcryptjs";

// Passwords are hashed with scrypt (RFC 7914), which Node runs in libuv's thread pool: a hash
// never holds the event loop. (bcryptjs, used before, is JavaScript on the main thread and held
// it for 60-90 ms per hash, during which every other request waited.) Parameters: N = 2^16,
// r = 8, p = 2, one of OWASP's recommended scrypt settings (64 MiB per hash). The stored form
// records them, so a later change of parameters still verifies older hashes.
//
// Hashes made by bcrypt before the change still verify; a successful sign-in replaces them
// (needsRehash).

const LOG_N = 16;
const PARAMS = { N: 2 ** LOG_N, r: 8, p: 2 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const PREFIX = `$scrypt$ln=${LOG_N},r=${PARAMS.r},p=${PARAMS.p}$`;
const SCRYPT_FORM = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  // Node refuses more than 32 MiB unless told; 128 · N · r bytes is what scrypt needs.
  const options: ScryptOptions = { ...params, maxmem: 2 * 128 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS);
  return `${PREFIX}${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const form = SCRYPT_FORM.exec(stored);
  if (form) {
    const [, logN, r, p, salt, expected] = form;
    const wanted = Buffer.from(expected, "base64");
    const key = await derive(password, Buffer.from(salt, "base64"), { N: 2 ** Number(logN), r: Number(r), p: Number(p) });
    return key.length === wanted.length && timingSafeEqual(key, wanted);
  }
  if (/^\$2[aby]\$/.test(stored)) return bcrypt.compare(password, stored);
  return false;
}

/** Whether a stored hash was made otherwise than hashPassword makes them today (bcrypt, older parameters). */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(PREFIX);
}
