import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import type { PostVersions } from "@/lib/schemas/post";

// A post's thread and first comment (docs/api-decisions.md, "Threads and a first comment"): the
// post's own, or a platform's version's, as `textForPlatform` reads the text.

/** A stored thread: its parts when it is a list of strings; null for anything else. */
export function readThread(value: unknown): string[] | null {
  if (!Array.isArray(value) || !value.every((part) => typeof part === "string")) return null;
  return value as string[];
}

/** The replies `platform` publishes after its text: its version's own, or else the post's. */
export function threadForPlatform(post: { thread?: unknown; versions: PostVersions }, platform: PlatformId): string[] {
  return post.versions[platform]?.thread ?? readThread(post.thread) ?? [];
}

/** The first comment `platform` publishes: its version's own (null: none), or else the post's. */
export function firstCommentForPlatform(post: { firstComment?: string | null; versions: PostVersions }, platform: PlatformId): string | null {
  const own = post.versions[platform]?.first_comment;
  return own === undefined ? (post.firstComment ?? null) : own;
}

/** Whether `platform` publishes a thread or a first comment after this post's text. */
export function platformHasFollowUps(post: { thread?: unknown; firstComment?: string | null; versions: PostVersions }, platform: string): boolean {
  const id = platform as PlatformId;
  return threadForPlatform(post, id).length > 0 || firstCommentForPlatform(post, id) !== null;
}

/** What `platform` publishes after its text: its thread and its first comment, each only where the platform has it. */
export function followUpsPublishedOn(post: { thread?: unknown; firstComment?: string | null; versions: PostVersions }, platform: PlatformId): { thread: string[]; firstComment: string | null } {
  const { followUps } = platformRule(platform);
  return {
    thread: followUps.thread ? threadForPlatform(post, platform) : [],
    firstComment: followUps.firstComment !== null ? firstCommentForPlatform(post, platform) : null,
  };
}
