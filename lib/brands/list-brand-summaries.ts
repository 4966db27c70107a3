import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { countPostsByBrand } from "@/lib/brands/count-posts-by-brand";

export type BrandSummary = { id: string; name: string; website: string; createdAt: Date; hasVoice: boolean; postCount: number };

/**
 * The caller's brands for an overview, newest first, each with whether it has a voice profile
 * and how many posts it has. The same brands listBrands returns (tenant and a key's brand list
 * in the WHERE); the post counts come from the post counters, a few rows per brand however many
 * posts it has.
 */
export async function listBrandSummaries(caller: Caller, { limit = 50 }: { limit?: number } = {}): Promise<BrandSummary[]> {
  const brands = await db().brand.findMany({
    where: { userId: caller.userId, ...(caller.brandIds ? { id: { in: [...caller.brandIds] } } : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: limit,
    select: { id: true, name: true, website: true, createdAt: true, voice: { select: { brandId: true } } },
  });
  const postCounts = await countPostsByBrand(caller.userId, brands.map((brand) => brand.id));
  return brands.map((brand) => ({
    id: brand.id,
    name: brand.name,
    website: brand.website,
    createdAt: brand.createdAt,
    hasVoice: brand.voice !== null,
    postCount: postCounts.get(brand.id) ?? 0,
  }));
}
