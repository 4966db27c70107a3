import { invalidRequest } from "@/lib/errors";
import { platformsMissingMedia, type MediaFields, type MissingMedia } from "@/lib/publishing/missing-media";
import type { PostWarning } from "@/lib/schemas/post-warning";

export { mediaFieldsOf, platformsMissingMedia } from "@/lib/publishing/missing-media";

/**
 * A draft may lack the image Instagram or TikTok needs (its media can come later): saving answers
 * a warning; scheduling or queueing refuses (lib/posts/schedule-post.ts, the one place every
 * scheduling path passes). The rule itself: lib/publishing/missing-media.ts.
 */

/** What to add, said for the field the image comes from. */
function remedy({ field }: MissingMedia): string {
  return field === "image_url" ? "add an image_url" : "give its version an image_url, or leave image_url out of the version to publish the post's";
}

/** Said on saving a draft: saved, and what it needs before it can go out. */
export function missingMediaWarnings(post: MediaFields): PostWarning[] {
  return platformsMissingMedia(post).map((missing) => ({
    code: "media_required",
    platform: missing.platform,
    field: missing.field,
    message: `${missing.label} cannot publish text alone: ${remedy(missing)} before this post is scheduled or queued.`,
  }));
}

/** Scheduling or queueing: 400 naming each platform, the field and the rule. */
export function assertMediaToSchedule(post: MediaFields): void {
  const missing = platformsMissingMedia(post);
  if (missing.length === 0) return;
  const parts = missing.map((entry) => `${entry.field}: ${entry.label} cannot publish text alone, so a post for it is scheduled or queued only with an image; ${remedy(entry)} (PATCH /posts/{id}) or remove ${entry.label} from platforms`);
  throw invalidRequest(`${parts.join("; ")}.`, missing.map(({ field, platform }) => ({ field, platform })));
}
