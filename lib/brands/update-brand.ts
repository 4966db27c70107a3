import type { Caller } from "@/lib/auth/caller";
import { getBrandOrThrow } from "@/lib/brands/get-brand-or-throw";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/errors";
import type { UpdateBrandInput } from "@/lib/schemas/brand";

export async function updateBrand(caller: Caller, brandId: string, input: UpdateBrandInput) {
  await getBrandOrThrow(caller, brandId);
  // Who must wait for a person is a person's choice: a key (an agent) could otherwise lift its own gate.
  if (input.approval_policy !== undefined && (caller.authMethod !== "session" || (caller.role !== "owner" && caller.role !== "admin"))) {
    throw new ApiError("insufficient_scope", "Only an owner or admin, signed in, may change a brand's approval_policy; an API key never can.", {}, [{ field: "approval_policy" }]);
  }
  // The owner stays in the WHERE of the write itself, not only in the check above.
  const [brand] = await db().brand.updateManyAndReturn({
    where: { id: brandId, workspaceId: caller.workspaceId },
    data: { ...(input.name !== undefined && { name: input.name }), ...(input.website !== undefined && { website: input.website }),
      ...(input.approval_policy !== undefined && { approvalPolicy: input.approval_policy }),
    },
  });
  return brand;
}
