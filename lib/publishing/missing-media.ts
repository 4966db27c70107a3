import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { hasOwnImageChoice, imageUrlForPlatform, readVersions, type Versions } from "@/lib/publishing/post-versions";

/**
 * "Cannot publish text alone" (Instagram, TikTok), checked on the image each platform will
 * publish. What follows from it lives above: a draft's warning and the refusal to schedule
 * (lib/posts/media-requirement.ts), the sandbox's failed delivery (deliver-sandbox.ts).
 */
export type MediaFields = { platforms: readonly PlatformId[]; imageUrl: string | null; versions: Versions };

export type MissingMedia = { platform: PlatformId; label: string; field: string };

/** The platforms that need an image and have none to publish, each with the field it comes from. */
export function platformsMissingMedia(post: MediaFields): MissingMedia[] {
  return [...new Set(post.platforms)]
    .map(platformRule)
    .filter((rule) => rule.requiresMedia && imageUrlForPlatform(post, rule.id) === null)
    .map((rule) => ({ platform: rule.id, label: rule.label, field: hasOwnImageChoice(post.versions, rule.id) ? `versions.${rule.id}.image_url` : "image_url" }));
}

/** A stored post as read (platforms as text, versions as JSON) in the fields the rule reads. */
export function mediaFieldsOf(row: { platforms: readonly string[]; imageUrl: string | null; versions: unknown }): MediaFields {
  const platforms = row.platforms.filter((p): p is PlatformId => (PLATFORM_IDS as readonly string[]).includes(p));
  return { platforms, imageUrl: row.imageUrl, versions: readVersions(row.versions) };
}
