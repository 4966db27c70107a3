import type { PlatformId } from "@/lib/platforms/ids";
import { storedVersions, type PostVersions } from "@/lib/schemas/post";

/** A post's own text per platform (docs/api-decisions.md, "Per-platform versions"). */
export type Versions = PostVersions;

/** The text `platform` publishes: its own version, or else the post's `content`. */
export function textForPlatform(post: { content: string; versions: Versions }, platform: PlatformId): string {
  return post.versions[platform]?.content ?? post.content;
}

/** The stored JSONB as versions (anything else reads as none). */
export function readVersions(value: unknown): Versions {
  return storedVersions(value);
}

/** Given versions (`null` clears) as they are stored: `{}` for none. */
export function toStoredVersions(versions: Versions | null | undefined): Versions {
  return versions ?? {};
}
