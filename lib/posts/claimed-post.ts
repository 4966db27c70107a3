import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { createOnceUnderClaim } from "@/lib/db/idempotency-claim";

/** Creates a post, once per Idempotency-Key claim (lib/db/idempotency-claim.ts): a retry after a crash gets the post its dead predecessor wrote. */
export function createClaimedPost(data: Omit<Prisma.PostUncheckedCreateInput, "idempotencyClaim">) {
  return createOnceUnderClaim(
    (claim) => db().post.findFirst({ where: { idempotencyClaim: claim, userId: data.userId } }),
    (claim) => db().post.create({ data: { ...data, idempotencyClaim: claim } }),
  );
}
