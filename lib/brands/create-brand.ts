import { ApiError } from "@/lib/errors";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import type { CreateBrandInput } from "@/lib/schemas/brand";

export function createBrand(caller: Caller, input: CreateBrandInput) {
  // A key restricted to some brands could never see a brand it created.
  if (caller.brandIds) {
    throw new ApiError("brand_forbidden", "A key restricted to specific brands cannot create brands.");
  }
  return db().brand.create({ data: { userId: caller.userId, workspaceId: caller.workspaceId, name: input.name, website: input.website } });
}
