import { invalidRequest } from "@/lib/errors";
import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { hasOwnImageChoice, imageUrlForPlatform, readVersions, type Versions } from "@/lib/publishing/post-versions";
import type { PostWarning } from "@/lib/schemas/post-warning";

/**
 * "Cannot publish text alone" (Instagram, TikTok), checked on the image each platform will
 * publish. A draft may lack it (its media can come later): saving answers a warning; scheduling
 * or queueing refuses (lib/posts/schedule-post.ts, the one place every scheduling path passes).
 */
type MediaFields = { platforms: readonly PlatformId[]; imageUrl: string | null; versions: Versions };

type Missing = { platform: PlatformId; label: string; field: string };

/** The platforms that need an image and have none to publish, each with the field it comes from. */
export function platformsMissingMedia(post: MediaFields): Missing[] {
  return [...new Set(post.platforms)]
    .map(platformRule)
    .filter((rule) => rule.requiresMedia && imageUrlForPlatform(post, rule.id) === null)
    .map((rule) => ({ platform: rule.id, label: rule.label, field: hasOwnImageChoice(post.versions, rule.id) ? `versions.${rule.id}.image_url` : "image_url" }));
}

/** What to add, said for the field the image comes from. */
function remedy({ field }: Missing): string {
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

/** A stored post as read (platforms as text, versions as JSON) in the fields the rule reads. */
export function mediaFieldsOf(row: { platforms: readonly string[]; imageUrl: string | null; versions: unknown }): MediaFields {
  const platforms = row.platforms.filter((p): p is PlatformId => (PLATFORM_IDS as readonly string[]).includes(p));
  return { platforms, imageUrl: row.imageUrl, versions: readVersions(row.versions) };
}

/** Scheduling or queueing: 400 naming each platform, the field and the rule. */
export function assertMediaToSchedule(post: MediaFields): void {
  const missing = platformsMissingMedia(post);
  if (missing.length === 0) return;
  const parts = missing.map((entry) => `${entry.field}: ${entry.label} cannot publish text alone, so a post for it is scheduled or queued only with an image; ${remedy(entry)} (PATCH /posts/{id}) or remove ${entry.label} from platforms`);
  throw invalidRequest(`${parts.join("; ")}.`, missing.map(({ field, platform }) => ({ field, platform })));
}
