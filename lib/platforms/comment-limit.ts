import type { Platform } from "@/lib/platforms/platform";

/**
 * The most a first comment may hold on `rule`'s platform, in the unit `rule.count` counts: a
 * comment published through a comments API has that API's own limit (`followUps.commentLimit`,
 * from the platform's own platform.ts); a reply is a post, so it has the post's `limit`.
 */
export function firstCommentLimit(rule: Platform): number {
  return rule.followUps.firstComment === "comment" ? (rule.followUps.commentLimit ?? rule.limit) : rule.limit;
}
