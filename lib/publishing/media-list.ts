import type { PostMediaItem } from "@/lib/schemas/post-media";

/**
 * A stored list of images (a post's `media` column, a version's `media`) as read: each entry
 * with a string `url`, its `alt_text` a string or null; anything else is dropped. Null when the
 * value is no list at all (a version that sets none).
 */
export function readMediaList(value: unknown): PostMediaItem[] | null {
  if (!Array.isArray(value)) return null;
  return value.flatMap((entry) => {
    if (!entry || typeof entry !== "object") return [];
    const { url, alt_text: altText } = entry as { url?: unknown; alt_text?: unknown };
    if (typeof url !== "string") return [];
    return [{ url, alt_text: typeof altText === "string" ? altText : null }];
  });
}

/** Given items as stored: alt text left out is null. */
export function toMediaList(items: readonly { url: string; alt_text?: string | null }[]): PostMediaItem[] {
  return items.map((item) => ({ url: item.url, alt_text: item.alt_text ?? null }));
}
