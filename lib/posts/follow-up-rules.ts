import { invalidRequest } from "@/lib/errors";
import { firstCommentLimit } from "@/lib/platforms/comment-limit";
import { maxTextLength } from "@/lib/platforms/counting/max-text-length";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { firstCommentForPlatform, threadForPlatform } from "@/lib/publishing/post-follow-ups";
import type { Versions } from "@/lib/publishing/post-versions";

// The rules of a thread and a first comment (docs/api-decisions.md, "Threads and a first
// comment"): only where the platform publishes them, and each part counted against the
// platform's limit exactly as the post's text is; a first comment that goes out through a
// comments API against that API's own limit (lib/platforms/comment-limit.ts).

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
      thread.forEach((part, index) => assertPartFits(platform, part, `${field}[${index}]`, `part ${index + 2} of the thread`, rule.limit));
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
      assertPartFits(platform, comment, field, "the first comment", firstCommentLimit(rule));
    }
  }
}

/**
 * One part against `limit` (the post's, or a comment's own): too long to count is refused before
 * counting, as `content` is. A comment's own limit is named as such, so the rule is clear.
 */
function assertPartFits(platform: PlatformId, text: string, field: string, what: string, limit: number): void {
  const rule = platformRule(platform);
  const details = (actual?: number) => [{ field, platform: rule.id, limit, ...(actual === undefined ? {} : { actual }) }];
  const ownRule = limit === rule.limit ? `the limit is ${limit}` : `a ${rule.label} comment holds at most ${limit} ${rule.countUnit} (its comments API's limit, not a post's ${rule.limit})`;
  if (text.length > maxTextLength({ ...rule, limit })) {
    throw invalidRequest(`${field}: ${what} is ${text.length} characters, more than it can hold on ${rule.id} (${rule.label}); ${ownRule}.`, details());
  }
  const count = rule.count(text);
  if (count <= limit) return;
  throw invalidRequest(`${field}: ${what} is ${count} ${rule.countUnit} on ${rule.id} (${rule.label}); ${ownRule}.`, details(count));
}
