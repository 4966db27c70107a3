import type { Caller } from "@/lib/auth/caller";
import { getBrandOrThrow } from "@/lib/brands/get-brand-or-throw";
import { db } from "@/lib/db/client";
import type { UpdateBrandInput } from "@/lib/schemas/brand";

export async function updateBrand(caller: Caller, brandId: string, input: UpdateBrandInput) {
  await getBrandOrThrow(caller, brandId);
  // The owner stays in the WHERE of the write itself, not only in the check above.
  const [brand] = await db().brand.updateManyAndReturn({
    where: { id: brandId, workspaceId: caller.workspaceId },
    data: { ...(input.name !== undefined && { name: input.name }), ...(input.website !== undefined && { website: input.website }) },
  });
  return brand;
}
