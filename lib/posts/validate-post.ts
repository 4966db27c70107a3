import { ApiError, invalidRequest } from "@/lib/api/errors";
import { canReachBrand, type Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import type { PlatformId } from "@/lib/platforms/ids";
import { exceedsLimit } from "@/lib/platforms/limit-check";
import { platformRule } from "@/lib/platforms/registry";

/** The rules API.md adds to a post's fields, shared by creation and editing. */
export async function assertValidPost(
  caller: Caller,
  post: { content: string; platforms: PlatformId[]; brandId: string | null; imageUrl: string | null },
): Promise<void> {
  assertFitsPlatforms(post.content, post.platforms);
  assertMediaWhereNeeded(post.platforms, post.imageUrl);
  await assertBrandUsable(caller, post.brandId);
}

function assertFitsPlatforms(content: string, platforms: PlatformId[]): void {
  const exceeded = exceedsLimit(platforms, content);
  if (exceeded) {
    throw invalidRequest(`content: ${exceeded.count} ${exceeded.unit} as ${exceeded.label} counts them, over its limit of ${exceeded.limit}.`);
  }
}

function assertMediaWhereNeeded(platforms: PlatformId[], imageUrl: string | null): void {
  const needing = platforms.map(platformRule).filter((rule) => rule.requiresMedia);
  if (imageUrl === null && needing.length > 0) {
    const names = needing.map((rule) => rule.label).join(" and ");
    throw invalidRequest(`image_url: ${names} cannot publish text alone; add an image_url or remove ${needing.length > 1 ? "them" : "it"}.`);
  }
}

async function assertBrandUsable(caller: Caller, brandId: string | null): Promise<void> {
  if (brandId === null) {
    if (caller.brandIds) throw new ApiError("brand_forbidden", "This API key is restricted to specific brands; give one of them as brand_id.");
    return;
  }
  const owned = await db().brand.count({ where: { id: brandId, userId: caller.userId } });
  if (owned === 0) throw invalidRequest("brand_id: no such brand.");
  if (!canReachBrand(caller, brandId)) throw new ApiError("brand_forbidden", "This API key is restricted to other brands.");
}
