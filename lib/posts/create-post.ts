import { ApiError, invalidRequest } from "@/lib/api/errors";
import { canReachBrand, type Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import type { PlatformId } from "@/lib/platforms/ids";
import { exceedsLimit } from "@/lib/platforms/limit-check";
import { platformRule } from "@/lib/platforms/registry";
import type { CreatePostInput } from "@/lib/schemas/post";

export type PostSource = "api" | "dashboard";

/** Creates a draft (SPEC.md, POST /posts) after the checks API.md adds. */
export async function createPost(caller: Caller, input: CreatePostInput, source: PostSource) {
  const platforms = input.platforms as PlatformId[];
  assertFitsPlatforms(input.content, platforms);
  assertMediaWhereNeeded(platforms, input.image_url ?? null);
  const brandId = input.brand_id ?? null;
  await assertBrandUsable(caller, brandId);

  return db().post.create({
    data: {
      userId: caller.userId,
      brandId,
      content: input.content,
      platforms,
      imageUrl: input.image_url ?? null,
      status: "draft",
      source,
    },
  });
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
