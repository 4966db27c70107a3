import { ApiError, notFound } from "@/lib/errors";
import { canReachBrand, type Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";

/**
 * The caller's brand by id, in the caller's workspace. Another workspace's brand is 404 (its existence must not leak);
 * the caller's own brand outside a key's brand list is 403 brand_forbidden.
 */
export async function getBrandOrThrow(caller: Caller, brandId: string) {
  const brand = await db().brand.findFirst({ where: { id: brandId, workspaceId: caller.workspaceId } });
  if (!brand) throw notFound("Brand");
  assertBrandReachable(caller, brandId);
  return brand;
}

export function assertBrandReachable(caller: Caller, brandId: string): void {
  if (!canReachBrand(caller, brandId)) {
    throw new ApiError("brand_forbidden", "This API key is restricted to other brands.");
  }
}
