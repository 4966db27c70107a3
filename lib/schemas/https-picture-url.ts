import { MAX_URL_LENGTH } from "@/lib/schemas/common";

/**
 * An account's picture as a URL a page may load: https only (no `javascript:`, `data:` or plain
 * http), no user information, at most 2,048 characters; the parsed form is kept, so stray
 * spaces or line breaks cannot change its meaning later. Null for anything else.
 */
export function httpsPictureUrl(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || !url.hostname) return null;
  return url.href.length <= MAX_URL_LENGTH ? url.href : null;
}
