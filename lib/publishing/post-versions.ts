import type { PlatformId } from "@/lib/platforms/ids";
import type { PostVersions } from "@/lib/schemas/post";
import type { PostMediaItem } from "@/lib/schemas/post-media";
import { readMediaList } from "@/lib/publishing/media-list";
import { readThread } from "@/lib/publishing/post-follow-ups";

/** A post's own text and image choice per platform (docs/api-decisions.md, "Per-platform versions"). */
export type Versions = PostVersions;

/** The text `platform` publishes: its own version's, or else the post's `content`. */
export function textForPlatform(post: { content: string; versions: Versions }, platform: PlatformId): string {
  return post.versions[platform]?.content ?? post.content;
}

/**
 * The image URL `platform` publishes: its own version's (null: it goes without an image), or
 * else the post's `image_url`.
 */
export function imageUrlForPlatform(post: { imageUrl: string | null; versions: Versions }, platform: PlatformId): string | null {
  const own = post.versions[platform]?.image_url;
  return own === undefined ? post.imageUrl : own;
}

/** Whether `platform`'s version makes its own image choice (an image, or none). */
export function hasOwnImageChoice(versions: Versions, platform: PlatformId): boolean {
  return versions[platform]?.image_url !== undefined;
}

/** Every image URL a post stores: its own and its versions' (each once). */
export function storedImageUrls(post: { imageUrl: string | null; versions: Versions }): string[] {
  const urls = [post.imageUrl, ...Object.values(post.versions).map((version) => version?.image_url)];
  return [...new Set(urls.filter((url): url is string => typeof url === "string"))];
}

type StoredVersion = { content?: string; image_url?: string | null; media?: PostMediaItem[]; thread?: string[]; first_comment?: string | null };

/**
 * The stored JSONB as versions, as the API shows them: per platform the `content` and `image_url`
 * it sets (a version setting neither is none); `{}` for anything else. Webhook payloads show the
 * stored JSON as it is, so it is written in this very shape (toStoredVersions).
 */
export function readVersions(value: unknown): Versions {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return {};
  const out: Record<string, StoredVersion> = {};
  for (const [platform, version] of Object.entries(value)) {
    if (!version || typeof version !== "object") continue;
    const { content, image_url: imageUrl, media, thread, first_comment: firstComment } = version as {
      content?: unknown;
      image_url?: unknown;
      media?: unknown;
      thread?: unknown;
      first_comment?: unknown;
    };
    const kept: StoredVersion = {};
    if (typeof content === "string") kept.content = content;
    if (typeof imageUrl === "string" || imageUrl === null) kept.image_url = imageUrl;
    // Its own images (lib/posts/post-media.ts); stored only beside the image_url of the first.
    const images = readMediaList(media);
    if (images) kept.media = images;
    // Its own thread and first comment (lib/publishing/post-follow-ups.ts).
    const parts = readThread(thread);
    if (parts) kept.thread = parts;
    if (typeof firstComment === "string" || firstComment === null) kept.first_comment = firstComment;
    if (Object.keys(kept).length > 0) out[platform] = kept;
  }
  return out as Versions;
}

/** Given versions (`null` clears) as they are stored: `{}` for none. */
export function toStoredVersions(versions: Versions | null | undefined): Versions {
  return versions ?? {};
}
