import { invalidRequest } from "@/lib/errors";
import type { PlatformId } from "@/lib/platforms/ids";
import { maxImageCount } from "@/lib/platforms/image-rules";
import { platformRule } from "@/lib/platforms/registry";
import { hasOwnMedia, mediaForPlatform } from "@/lib/publishing/platform-media";
import { hasOwnImageChoice, type Versions } from "@/lib/publishing/post-versions";

type MediaPost = { imageUrl: string | null; media?: unknown; versions: Versions; platforms: readonly PlatformId[] };

/** The field the images of `platform` come from, as errors name it. */
export function mediaFieldFor(post: Pick<MediaPost, "versions">, platform: PlatformId): string {
  if (hasOwnMedia(post.versions, platform)) return `versions.${platform}.media`;
  return hasOwnImageChoice(post.versions, platform) ? `versions.${platform}.image_url` : "media";
}

/**
 * The field of one image `platform` publishes: a post with one image keeps the names it always
 * had (`image_url`, `versions.<platform>.image_url`); one image of several is named by its place.
 */
export function imageFieldFor(post: Pick<MediaPost, "versions">, platform: PlatformId, index: number, count: number): string {
  const own = hasOwnMedia(post.versions, platform);
  if (count <= 1 && !own) return hasOwnImageChoice(post.versions, platform) ? `versions.${platform}.image_url` : "image_url";
  return `${own ? `versions.${platform}.` : ""}media[${index}].url`;
}

/**
 * Each platform takes a documented number of images in one post (docs/platforms.md, "Several
 * images"); Brandcast takes at most that many for it, and one where its publisher sends one.
 * 400 naming each platform, the field and the count.
 */
export function assertImageCounts(post: MediaPost): void {
  const over = [...new Set(post.platforms)].flatMap((platform) => {
    const rule = platformRule(platform);
    const count = mediaForPlatform(post, platform).length;
    const max = maxImageCount(rule.images);
    return count > max ? [{ platform, label: rule.label, count, max, field: mediaFieldFor(post, platform), what: rule.images.countLabel }] : [];
  });
  if (over.length === 0) return;
  const parts = over.map(({ platform, label, count, max, field, what }) =>
    max === 1
      ? `${field}: ${platform} (${label}): ${count} images, but Brandcast publishes one image to ${label}; give ${label} a version with its own image (versions.${platform}.media or image_url)`
      : `${field}: ${platform} (${label}): ${count} images, more than the ${max} one ${label} post takes${what ? ` (${what})` : ""}`,
  );
  throw invalidRequest(`${parts.join("; ")}.`, over.map(({ field, platform, max, count }) => ({ field, platform, limit: max, actual: count })));
}

/** X's "up to 4 photos or 1 animated GIF": a GIF among several images, in words, or null. */
export function gifAloneProblem(platform: PlatformId, mimeType: string, count: number): string | null {
  const rule = platformRule(platform);
  if (!rule.images.gifAlone || mimeType !== "image/gif" || count <= 1) return null;
  return `an animated GIF goes alone in a ${rule.label} post (up to ${maxImageCount(rule.images)} photos or 1 animated GIF), and this one has ${count} images`;
}
