import { invalidRequest } from "@/lib/errors";
import { maxTextLength } from "@/lib/platforms/counting/max-text-length";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { firstCommentForPlatform, threadForPlatform } from "@/lib/publishing/post-follow-ups";
import type { Versions } from "@/lib/publishing/post-versions";

// The rules of a thread and a first comment (docs/api-decisions.md, "Threads and a first
// comment"): only where the platform publishes them, and each part counted against the
// platform's limit exactly as the post's text is.

type FollowUpFields = { platforms: PlatformId[]; versions: Versions; thread?: unknown; firstComment?: string | null };

/** The field a platform's thread or first comment comes from, as errors name it. */
function sourceField(post: FollowUpFields, platform: PlatformId, field: "thread" | "first_comment"): string {
  return post.versions[platform]?.[field] !== undefined ? `versions.${platform}.${field}` : field;
}

export function assertFollowUpsFit(post: FollowUpFields): void {
  for (const platform of new Set(post.platforms)) {
    const rule = platformRule(platform);
    const thread = threadForPlatform(post, platform);
    if (thread.length > 0) {
      const field = sourceField(post, platform, "thread");
      if (!rule.followUps.thread) {
        throw invalidRequest(
          `${field}: ${rule.id} (${rule.label}) does not publish a thread of replies; remove the thread${field === "thread" ? `, or give versions.${rule.id}.thread as []` : ""}.`,
          [{ field, platform: rule.id }],
        );
      }
      thread.forEach((part, index) => assertPartFits(platform, part, `${field}[${index}]`, `part ${index + 2} of the thread`));
    }
    const comment = firstCommentForPlatform(post, platform);
    if (comment !== null) {
      const field = sourceField(post, platform, "first_comment");
      if (rule.followUps.firstComment === null) {
        throw invalidRequest(
          `${field}: ${rule.id} (${rule.label}) has no comments or replies to publish a first comment with; remove it${field === "first_comment" ? `, or give versions.${rule.id}.first_comment as null` : ""}.`,
          [{ field, platform: rule.id }],
        );
      }
      assertPartFits(platform, comment, field, "the first comment");
    }
  }
}

/** One part against the platform's limit: too long to count is refused before counting, as `content` is. */
function assertPartFits(platform: PlatformId, text: string, field: string, what: string): void {
  const rule = platformRule(platform);
  const details = (actual?: number) => [{ field, platform: rule.id, limit: rule.limit, ...(actual === undefined ? {} : { actual }) }];
  if (text.length > maxTextLength(rule)) {
    throw invalidRequest(`${field}: ${what} is ${text.length} characters, more than any ${rule.label} post can hold (limit ${rule.limit} ${rule.countUnit} on ${rule.id}).`, details());
  }
  const count = rule.count(text);
  if (count <= rule.limit) return;
  throw invalidRequest(`${field}: ${what} is ${count} ${rule.countUnit} on ${rule.id} (${rule.label}); the limit is ${rule.limit}.`, details(count));
}
