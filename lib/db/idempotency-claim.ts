import { AsyncLocalStorage } from "node:async_hooks";
import { Prisma } from "@/lib/db/generated/client";

// The Idempotency-Key claim a request runs under (lib/api/steps/run-idempotently.ts), readable by
// the domain functions below the API layer without passing it through every signature. A write
// that creates a resource stores it with the resource (posts, brands, webhook_endpoints:
// idempotency_claim), in the same INSERT, so that a retry of a request that died after its write
// finds that resource again instead of creating a second one (docs/publishing.md, "What happens
// when a server dies").

const claims = new AsyncLocalStorage<string>();

/** Runs `work` under the claim: writes made inside it carry the claim id. */
export function runUnderIdempotencyClaim<T>(claimId: string, work: () => Promise<T>): Promise<T> {
  return claims.run(claimId, work);
}

/** The claim of the request being handled, or null when it came without an Idempotency-Key. */
export function currentIdempotencyClaim(): string | null {
  return claims.getStore() ?? null;
}

/**
 * Creates a resource exactly once per claim: under a claim (a keyed request), the resource this
 * claim already created (its request died before its answer was kept) is returned instead of a
 * second one. `create` must write the claim in the resource's own INSERT, so `find` cannot miss a
 * committed one; the unique index on the claim settles two runs of one claim at the same moment
 * (possible only if a key's lock was lost with its database connection).
 */
export async function createOnceUnderClaim<T>(find: (claim: string) => Promise<T | null>, create: (claim: string | null) => Promise<T>): Promise<T> {
  const claim = currentIdempotencyClaim();
  if (claim === null) return create(null);
  const earlier = await find(claim);
  if (earlier) return earlier;
  try {
    return await create(claim);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const winner = await find(claim);
      if (winner) return winner;
    }
    throw error;
  }
}
