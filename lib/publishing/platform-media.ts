import type { PlatformId } from "@/lib/platforms/ids";
import type { PostMediaItem } from "@/lib/schemas/post-media";
import { readMediaList } from "@/lib/publishing/media-list";
import type { Versions } from "@/lib/publishing/post-versions";

/**
 * A post's images in order (docs/api-decisions.md, "Several images per post"): the stored list,
 * or, when it is empty, the `image_url` alone (every post written before the list, and every
 * post given only an `image_url`). `image_url` is always the first image's URL.
 */
export function postMediaOf(post: { imageUrl: string | null; media?: unknown }): PostMediaItem[] {
  const stored = readMediaList(post.media) ?? [];
  if (stored.length > 0) return stored;
  return post.imageUrl === null ? [] : [{ url: post.imageUrl, alt_text: null }];
}

/** Whether `platform`'s version lists its own images. */
export function hasOwnMedia(versions: Versions, platform: PlatformId): boolean {
  return Array.isArray(versions[platform]?.media);
}

/**
 * The images `platform` publishes, in order: its version's own list; else its version's
 * `image_url` (one image, or none for null); else the post's (postMediaOf).
 */
export function mediaForPlatform(post: { imageUrl: string | null; media?: unknown; versions: Versions }, platform: PlatformId): PostMediaItem[] {
  const version = post.versions[platform];
  if (version?.media) return version.media;
  if (version?.image_url !== undefined) return version.image_url === null ? [] : [{ url: version.image_url, alt_text: null }];
  return postMediaOf(post);
}

/** Every image URL a post stores, its own list's and its versions' (each once). */
export function allStoredImageUrls(post: { imageUrl: string | null; media?: unknown; versions: Versions }): string[] {
  const urls = postMediaOf(post).map((item) => item.url);
  for (const version of Object.values(post.versions)) {
    if (version?.image_url) urls.push(version.image_url);
    for (const item of version?.media ?? []) urls.push(item.url);
  }
  return [...new Set(urls)];
}
