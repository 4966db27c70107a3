import type { z } from "zod";

// CONNECTIONS_ENCRYPTION_KEYS = "id:base64key,id:base64key,…": the first key seals, every key
// opens. Rotating is: put a new key first, keep the old ones after it, run resealAll(), then
// drop the old ones. This file only reads the text; it imports nothing of the app, so that
// lib/env/server-env.ts can check the variable at start-up with the same code that uses it.

export type ConnectionKey = { id: string; key: Buffer };
export type KeyRing = {
  /** Seals everything new. */
  current: ConnectionKey;
  /** Every key, the current one included, by id: all of them open. */
  byId: ReadonlyMap<string, Buffer>;
};

export const KEY_BYTES = 32;
const KEY_ID = /^[A-Za-z0-9_.-]{1,40}$/;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

export class KeyRingFormatError extends Error {}

/**
 * The ring from the variable's text; undefined or blank means "no keys". Messages name the
 * entry by position and id, never the key material.
 */
export function parseKeyRing(text: string | undefined): KeyRing | null {
  if (text === undefined || text.trim() === "") return null;
  const keys: ConnectionKey[] = [];
  const byId = new Map<string, Buffer>();
  for (const [index, rawEntry] of text.split(",").entries()) {
    const entry = rawEntry.trim();
    const where = `entry ${index + 1}`;
    const colon = entry.indexOf(":");
    if (colon < 0) throw new KeyRingFormatError(`${where} is not of the form id:base64key`);
    const id = entry.slice(0, colon).trim();
    const encoded = entry.slice(colon + 1).trim();
    if (!KEY_ID.test(id)) throw new KeyRingFormatError(`${where}: the id must be 1-40 characters of A-Z a-z 0-9 _ . -`);
    if (byId.has(id)) throw new KeyRingFormatError(`${where}: the id "${id}" is used twice`);
    const key = BASE64.test(encoded) ? Buffer.from(encoded, encoded.includes("-") || encoded.includes("_") ? "base64url" : "base64") : Buffer.alloc(0);
    if (key.length !== KEY_BYTES) {
      throw new KeyRingFormatError(`${where} ("${id}"): the key must be base64 of exactly ${KEY_BYTES} bytes (e.g. \`openssl rand -base64 32\`)`);
    }
    keys.push({ id, key });
    byId.set(id, key);
  }
  return { current: keys[0], byId };
}

/** For lib/env/server-env.ts: a zod refinement that reports a malformed ring at start-up. */
export function checkKeyRingText(text: string | undefined, ctx: z.RefinementCtx): void {
  try {
    parseKeyRing(text);
  } catch (error) {
    if (!(error instanceof KeyRingFormatError)) throw error;
    ctx.addIssue({ code: "custom", message: `${error.message}; expected comma-separated id:base64key entries, current key first` });
  }
}
