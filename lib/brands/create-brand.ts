import { ApiError } from "@/lib/errors";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { createOnceUnderClaim } from "@/lib/db/idempotency-claim";
import type { CreateBrandInput } from "@/lib/schemas/brand";

export function createBrand(caller: Caller, input: CreateBrandInput) {
  // A key restricted to some brands could never see a brand it created.
  if (caller.brandIds) {
    throw new ApiError("brand_forbidden", "A key restricted to specific brands cannot create brands.");
  }
  // Once per Idempotency-Key claim: a retry after a crash gets the brand its dead predecessor wrote.
  return createOnceUnderClaim(
    (claim) => db().brand.findFirst({ where: { idempotencyClaim: claim, userId: caller.userId } }),
    (claim) =>
      db().brand.create({ data: { userId: caller.userId, workspaceId: caller.workspaceId, name: input.name, website: input.website, idempotencyClaim: claim } }),
  );
}
