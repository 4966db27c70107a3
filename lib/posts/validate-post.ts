import { ApiError, invalidRequest } from "@/lib/errors";
import { canReachBrand, type Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { ownMediaOfUrl } from "@/lib/media/own-media-of-url";
import { storedUrlProblem } from "@/lib/net/stored-url-problem";
import { imageRuleProblem, type ImageFacts } from "@/lib/platforms/image-rules";
import { maxTextLength } from "@/lib/platforms/counting/max-text-length";
import type { PlatformId } from "@/lib/platforms/ids";
import { exceedsLimit } from "@/lib/platforms/limit-check";
import { platformRule } from "@/lib/platforms/registry";
import { textForPlatform, type Versions } from "@/lib/posts/post-versions";

type PostFields = { content: string; versions: Versions; platforms: PlatformId[]; brandId: string | null; imageUrl: string | null };

/**
 * The rules docs/api-decisions.md adds to a post's fields, shared by creation and editing.
 * `imageUrlChanged`: the image_url was given in this request (an unchanged one is not looked up again).
 */
export async function assertValidPost(caller: Caller, post: PostFields, imageUrlChanged = true): Promise<void> {
  assertVersionsForSelectedPlatforms(post.versions, post.platforms);
  // Each platform's limit on the text it will publish: its own version, or else `content`.
  for (const platform of orderedByBound(post.platforms)) assertCountable(post, platform);
  assertFitsPlatforms(post);
  assertMediaWhereNeeded(post.platforms, post.imageUrl);
  // An upload of the caller's is served by this app (or its bucket): its facts are known, so each
  // platform's image rules are checked, and its URL needs no public-address check.
  const media = post.imageUrl === null ? null : await ownMediaOfUrl(caller.userId, post.imageUrl);
  if (media) assertImageFitsPlatforms({ mimeType: media.mimeType, bytes: media.bytes, width: media.width, height: media.height }, post.platforms);
  else if (post.imageUrl !== null && imageUrlChanged) await assertPublicImage(post.imageUrl);
  await assertBrandUsable(caller, post.brandId);
}

function assertVersionsForSelectedPlatforms(versions: Versions, platforms: PlatformId[]): void {
  const stray = Object.keys(versions).filter((platform) => !platforms.includes(platform as PlatformId));
  if (stray.length === 0) return;
  throw invalidRequest(
    `versions: ${stray.join(", ")} ${stray.length > 1 ? "are" : "is"} not among the post's platforms; add ${stray.length > 1 ? "them" : "it"} to platforms or remove ${stray.length > 1 ? "their versions" : "its version"}.`,
    stray.map((platform) => ({ field: `versions.${platform}`, platform })),
  );
}

/** The platforms, the one with the smallest countable bound first (the 400 names the strictest). */
function orderedByBound(platforms: PlatformId[]): PlatformId[] {
  return [...new Set(platforms)].sort((a, b) => maxTextLength(platformRule(a)) - maxTextLength(platformRule(b)));
}

/** The field a platform's text comes from, as errors name it. */
function fieldFor(post: Pick<PostFields, "versions">, platform: PlatformId): string {
  return post.versions[platform] ? `versions.${platform}.content` : "content";
}

/** Cost before work: a text longer than a platform could ever take is refused before any counting. */
function assertCountable(post: Pick<PostFields, "content" | "versions">, platform: PlatformId): void {
  const rule = platformRule(platform);
  const bound = maxTextLength(rule);
  const text = textForPlatform(post, platform);
  if (text.length <= bound) return;
  const field = fieldFor(post, platform);
  throw invalidRequest(
    `${field}: ${rule.id} (${rule.label}): ${text.length} characters, more than any ${rule.label} post can hold (limit ${rule.limit} ${rule.countUnit}; text over ${bound} characters is not counted).`,
    [{ field, platform: rule.id, limit: rule.limit }],
  );
}

/** Strictest limit first, as for one text (lib/platforms/limit-check.ts), each on its own text. */
function assertFitsPlatforms(post: Pick<PostFields, "content" | "versions" | "platforms">): void {
  const strictestFirst = [...new Set(post.platforms)].sort((a, b) => platformRule(a).limit - platformRule(b).limit);
  for (const platform of strictestFirst) {
    const exceeded = exceedsLimit([platform], textForPlatform(post, platform));
    if (!exceeded) continue;
    const field = fieldFor(post, platform);
    throw invalidRequest(`${field}: ${exceeded.platform} (${exceeded.label}): ${exceeded.count} ${exceeded.unit}, limit ${exceeded.limit}.`, [
      { field, platform: exceeded.platform, limit: exceeded.limit, actual: exceeded.count },
    ]);
  }
}

function assertMediaWhereNeeded(platforms: PlatformId[], imageUrl: string | null): void {
  const needing = platforms.map(platformRule).filter((rule) => rule.requiresMedia);
  if (imageUrl === null && needing.length > 0) {
    const names = needing.map((rule) => rule.label).join(" and ");
    throw invalidRequest(
      `image_url: ${names} cannot publish text alone; add an image_url or remove ${needing.length > 1 ? "them" : "it"}.`,
      needing.map((rule) => ({ field: "image_url", platform: rule.id })),
    );
  }
}

/** Every selected platform's image rules (lib/platforms/<p>/image-rules.ts); all that are broken, in one message. */
function assertImageFitsPlatforms(image: ImageFacts, platforms: PlatformId[]): void {
  const broken = [...new Set(platforms)].flatMap((platform) => {
    const problem = imageRuleProblem(platformRule(platform).images, image);
    return problem ? [{ platform, problem }] : [];
  });
  if (broken.length === 0) return;
  throw invalidRequest(
    `image_url: ${broken.map(({ platform, problem }) => `${platform}: ${problem}`).join("; ")}.`,
    broken.map(({ platform }) => ({ field: "image_url", platform })),
  );
}

/** The platforms fetch the image from wherever the URL points: never inside a network (docs/api-decisions.md). */
async function assertPublicImage(imageUrl: string): Promise<void> {
  const problem = await storedUrlProblem(imageUrl);
  if (problem) throw invalidRequest(`image_url: ${problem}.`, [{ field: "image_url" }]);
}

async function assertBrandUsable(caller: Caller, brandId: string | null): Promise<void> {
  if (brandId === null) {
    if (caller.brandIds) throw new ApiError("brand_forbidden", "This API key is restricted to specific brands; give one of them as brand_id.");
    return;
  }
  const owned = await db().brand.count({ where: { id: brandId, userId: caller.userId } });
  if (owned === 0) throw invalidRequest("brand_id: no such brand.", [{ field: "brand_id" }]);
  if (!canReachBrand(caller, brandId)) throw new ApiError("brand_forbidden", "This API key is restricted to other brands.");
}
