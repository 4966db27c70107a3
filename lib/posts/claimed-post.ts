import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { currentIdempotencyClaim } from "@/lib/db/idempotency-claim";

type PostCreateData = Prisma.PostUncheckedCreateInput;

/**
 * Creates a post, exactly once per Idempotency-Key claim: under a claim (a keyed request), a
 * post this claim already wrote (its request died before its answer was kept) is returned instead
 * of a second one. The claim is written in the post's own INSERT, so the check cannot miss a
 * committed post; the unique index on posts.idempotency_claim settles two runs of one claim at
 * the same moment (possible only if a claim's lock was lost with its database connection).
 */
export async function createClaimedPost(data: Omit<PostCreateData, "idempotencyClaim">) {
  const claim = currentIdempotencyClaim();
  if (claim === null) return db().post.create({ data });
  const written = () => db().post.findFirst({ where: { idempotencyClaim: claim, userId: data.userId } });
  const earlier = await written();
  if (earlier) return earlier;
  try {
    return await db().post.create({ data: { ...data, idempotencyClaim: claim } });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const winner = await written();
      if (winner) return winner;
    }
    throw error;
  }
}
