import { ApiError, invalidRequest } from "@/lib/errors";
import { canReachBrand, type Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { ownMediaOfUrl, type OwnMedia } from "@/lib/media/own-media-of-url";
import { privateAllowlistFor } from "@/lib/net/private-allowlist-for";
import { storedUrlProblem } from "@/lib/net/stored-url-problem";
import { imageRuleProblem } from "@/lib/platforms/image-rules";
import { maxTextLength } from "@/lib/platforms/counting/max-text-length";
import type { PlatformId } from "@/lib/platforms/ids";
import { exceedsLimit } from "@/lib/platforms/limit-check";
import { platformRule } from "@/lib/platforms/registry";
import { textForPlatform, type Versions } from "@/lib/publishing/post-versions";
import { allStoredImageUrls, mediaForPlatform, postMediaOf } from "@/lib/publishing/platform-media";
import { assertFollowUpsFit } from "@/lib/posts/follow-up-rules";
import { assertImageCounts, gifAloneProblem, imageFieldFor } from "@/lib/posts/post-media-rules";
import { videoPlaceProblem } from "@/lib/posts/post-video-rules";

/** `media`: the post's own images in order (lib/posts/post-media.ts); left out: `imageUrl` alone. */
type PostFields = { content: string; versions: Versions; platforms: PlatformId[]; brandId: string | null; imageUrl: string | null; media?: unknown; thread?: unknown; firstComment?: string | null };

/**
 * The rules docs/api-decisions.md adds to a post's fields, shared by creation and editing.
 * `alreadyChecked`: image URLs stored before and not given again in this request, whose
 * public-address check is not repeated (an upload's image rules are always checked: its facts
 * are known without a request).
 */
export async function assertValidPost(caller: Caller, post: PostFields, alreadyChecked: ReadonlySet<string> = new Set()): Promise<void> {
  assertVersionsForSelectedPlatforms(post.versions, post.platforms);
  // Each platform's limit on the text it will publish: its own version, or else `content`.
  for (const platform of orderedByBound(post.platforms)) assertCountable(post, platform);
  assertFitsPlatforms(post);
  // A thread's replies and a first comment: only where the platform has them, each part fitted.
  assertFollowUpsFit(post);
  // A missing image (Instagram, TikTok) is no reason to refuse a draft: its media can come
  // later. Saving answers a warning; scheduling refuses (lib/posts/media-requirement.ts).
  assertImageCounts(post);
  await assertImagesUsable(caller, post, alreadyChecked);
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
  return post.versions[platform]?.content !== undefined ? `versions.${platform}.content` : "content";
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

/**
 * Every image or video the post stores, its own and its versions': an upload of the caller's is
 * served by this app (or its bucket), so its facts are known and each platform that publishes it
 * has its image rules (or, for a video, its video rules, docs/platforms.md "Video") checked, and
 * its URL needs no public-address check; any other URL must point to a public address (the
 * platforms fetch it from there, docs/api-decisions.md).
 */
async function assertImagesUsable(caller: Caller, post: PostFields, alreadyChecked: ReadonlySet<string>): Promise<void> {
  const own = new Map<string, OwnMedia | null>();
  for (const url of allStoredImageUrls(post)) {
    const media = await ownMediaOfUrl(caller.workspaceId, url);
    own.set(url, media);
    if (!media && !alreadyChecked.has(url)) await assertPublicImage(url, fieldsStoring(post, url)[0] ?? "media");
  }
  const broken: { field: string; platform: PlatformId; problem: string }[] = [];
  for (const platform of new Set(post.platforms)) {
    const rule = platformRule(platform);
    const items = mediaForPlatform(post, platform);
    const videoCount = items.filter(({ url }) => own.get(url)?.kind === "video").length;
    items.forEach(({ url }, index) => {
      const media = own.get(url);
      if (!media) return;
      const problem =
        media.kind === "video"
          ? videoPlaceProblem(rule.video, rule.label, media, { index, count: items.length, videoCount })
          : (imageRuleProblem(rule.images, { mimeType: media.mimeType, bytes: media.bytes, width: media.width, height: media.height }) ?? gifAloneProblem(platform, media.mimeType, items.length));
      if (problem) broken.push({ field: imageFieldFor(post, platform, index, items.length), platform, problem });
    });
  }
  if (broken.length === 0) return;
  const parts = [...groupBy(broken, (entry) => entry.field)].map(([field, entries]) => `${field}: ${entries.map(({ platform, problem }) => `${platform}: ${problem}`).join("; ")}`);
  throw invalidRequest(`${parts.join("; ")}.`, broken.map(({ field, platform }) => ({ field, platform })));
}

/** The fields that hold `url`: `image_url` first, then versions in platform order. */
function fieldsStoring(post: Pick<PostFields, "imageUrl" | "media" | "versions" | "platforms">, url: string): string[] {
  const fields = post.imageUrl === url ? ["image_url"] : [];
  postMediaOf(post).forEach((item, index) => index > 0 && item.url === url && fields.push(`media[${index}].url`));
  for (const platform of post.platforms) {
    if (post.versions[platform]?.image_url === url) fields.push(`versions.${platform}.image_url`);
    post.versions[platform]?.media?.forEach((item, index) => index > 0 && item.url === url && fields.push(`versions.${platform}.media[${index}].url`));
  }
  return fields;
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** The platforms fetch the image from wherever the URL points: never inside a network (docs/api-decisions.md). */
async function assertPublicImage(imageUrl: string, field: string): Promise<void> {
  const problem = await storedUrlProblem(imageUrl, undefined, privateAllowlistFor("images"));
  if (problem) throw invalidRequest(`${field}: ${problem}.`, [{ field }]);
}

async function assertBrandUsable(caller: Caller, brandId: string | null): Promise<void> {
  if (brandId === null) {
    if (caller.brandIds) throw new ApiError("brand_forbidden", "This API key is restricted to specific brands; give one of them as brand_id.");
    return;
  }
  const owned = await db().brand.count({ where: { id: brandId, workspaceId: caller.workspaceId } });
  if (owned === 0) throw invalidRequest("brand_id: no such brand.", [{ field: "brand_id" }]);
  if (!canReachBrand(caller, brandId)) throw new ApiError("brand_forbidden", "This API key is restricted to other brands.");
}
