// ALLOWED_ORIGINS = "https://app.example,https://brandcast.internal:8443": further origins the
// app is served at, besides NEXTAUTH_URL's, that a signed-in page may send writes from
// (lib/api/check-origin.ts). This file only reads the text; it imports nothing of the app, so
// that lib/env.ts checks the variable at start-up with the same code that uses it.

export class OriginListFormatError extends Error {}

/**
 * One origin as a browser sends it in `Origin` (scheme, host and port; the default port left
 * out), from an http(s) URL with nothing but an optional "/" after the host. Throws with the
 * reason for anything else: a path, a query, user information, another scheme.
 */
export function parseOrigin(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new OriginListFormatError(`"${text}" is not a URL (write it as https://host[:port])`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new OriginListFormatError(`"${text}" must start with http:// or https://`);
  if (url.username || url.password) throw new OriginListFormatError(`"${text}" must not hold user information (user@host)`);
  if (url.pathname !== "/" || url.search || url.hash) throw new OriginListFormatError(`"${text}" must be an origin only (scheme, host and port), without a path`);
  return url.origin;
}

/** The origins of the variable's text, in order, each once; undefined or blank means none. */
export function parseOriginList(text: string | undefined): string[] {
  if (text === undefined || text.trim() === "") return [];
  const origins = new Set<string>();
  for (const [index, entry] of text.split(",").entries()) {
    const trimmed = entry.trim();
    if (!trimmed) throw new OriginListFormatError(`entry ${index + 1} is empty`);
    try {
      origins.add(parseOrigin(trimmed));
    } catch (error) {
      throw new OriginListFormatError(`entry ${index + 1}: ${(error as Error).message}`);
    }
  }
  return [...origins];
}
