import { AsyncLocalStorage } from "node:async_hooks";

// The Idempotency-Key claim a request runs under (lib/api/steps/run-idempotently.ts), readable by
// the domain functions below the API layer without passing it through every signature. A write
// that creates a resource stores it with the resource (posts.idempotency_claim), in the same
// INSERT, so that a retry of a request that died after its write finds that resource again
// instead of creating a second one (docs/publishing.md, "What happens when a server dies").

const claims = new AsyncLocalStorage<string>();

/** Runs `work` under the claim: writes made inside it carry the claim id. */
export function runUnderIdempotencyClaim<T>(claimId: string, work: () => Promise<T>): Promise<T> {
  return claims.run(claimId, work);
}

/** The claim of the request being handled, or null when it came without an Idempotency-Key. */
export function currentIdempotencyClaim(): string | null {
  return claims.getStore() ?? null;
}
