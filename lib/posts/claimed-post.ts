import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { createOnceUnderClaim } from "@/lib/db/idempotency-claim";
import { postVoiceFields } from "@/lib/posts/post-voice-fields";

/**
 * Creates a post, once per Idempotency-Key claim (lib/db/idempotency-claim.ts): a retry after a crash gets the post its dead predecessor wrote.
 * Every new post (created or duplicated) is written here, with its content theme and brand-consistency score (lib/posts/post-voice-fields.ts).
 */
export async function createClaimedPost(data: Omit<Prisma.PostUncheckedCreateInput, "idempotencyClaim" | "contentTheme" | "consistencyScore">) {
  const voice = await postVoiceFields(data.brandId, data.content);
  return createOnceUnderClaim(
    (claim) => db().post.findFirst({ where: { idempotencyClaim: claim, userId: data.userId } }),
    (claim) => db().post.create({ data: { ...data, ...voice, idempotencyClaim: claim } }),
  );
}
