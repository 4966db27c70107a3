import { createHash } from "node:crypto";

/** JSON with object keys sorted at every level: two bodies that differ only in key order or spacing are the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * What "the same request" means for an Idempotency-Key: the method, the path (so the path's ids)
 * and the JSON body as parsed, not as typed. Hashed, so the table holds no request content.
 */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash("sha256").update(`${method} ${path}\n${body === undefined ? "" : canonicalJson(body)}`).digest("hex");
}
