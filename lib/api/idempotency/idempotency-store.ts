import { dbPool } from "@/lib/db/pool";
import { IDEMPOTENCY_TTL_HOURS } from "@/lib/api/idempotency/idempotency-key";

// One row per user and key value (prisma/schema.prisma, IdempotencyKey): the request's
// fingerprint, its answer once kept, and the claim id its writes carry. Who may run the key is
// decided before these statements, by the key's lock (key-lock.ts); every statement is still one
// statement on the primary key, so they stay right even for a request whose lock was lost.

export type StoredAnswer = { fingerprint: string; requestId: string; statusCode: number | null; responseBody: string | null };

export type Claim = { kind: "claimed"; claimId: string } | { kind: "taken"; stored: StoredAnswer };

const EXPIRED = `k.created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`;

// A new key, or one past its 24 hours, starts afresh with a new claim id. A key with the same
// fingerprint and no answer was held by a request that died (its lock is free, and this request
// holds it now): this request runs it again under the same claim id, so a write the dead one
// committed is found, not made twice. A kept answer, or another fingerprint, is left alone.
const CLAIM = `
INSERT INTO idempotency_keys AS k (user_id, key, fingerprint, request_id, created_at, claim_id)
VALUES ($1, $2, $3, $4, now(), gen_random_uuid())
ON CONFLICT (user_id, key) DO UPDATE
  SET fingerprint = EXCLUDED.fingerprint, request_id = EXCLUDED.request_id, status_code = NULL, response_body = NULL,
      created_at = CASE WHEN ${EXPIRED} THEN now() ELSE k.created_at END,
      claim_id = CASE WHEN ${EXPIRED} THEN EXCLUDED.claim_id ELSE k.claim_id END
  WHERE ${EXPIRED} OR (k.status_code IS NULL AND k.fingerprint = EXCLUDED.fingerprint)
RETURNING k.claim_id AS "claimId"`;

const FIND = `
SELECT fingerprint, request_id AS "requestId", status_code AS "statusCode", response_body AS "responseBody"
FROM idempotency_keys k WHERE user_id = $1 AND key = $2 AND NOT (${EXPIRED})`;

/** With the key's lock held: takes the key for this request, or tells what holds it (another request's answer or fingerprint). */
export async function claimIdempotencyKey(userId: string, key: string, fingerprint: string, requestId: string): Promise<Claim> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const claimed = await dbPool().query<{ claimId: string }>(CLAIM, [userId, key, fingerprint, requestId]);
    if (claimed.rows[0]) return { kind: "claimed", claimId: claimed.rows[0].claimId };
    const stored = await findIdempotentAnswer(userId, key);
    // Gone between the two statements (pruned, released or expired): claim again.
    if (stored) return { kind: "taken", stored };
  }
  throw new Error("idempotency key claim kept racing with its removal");
}

/** The key's row within its 24 hours (answered or not), or null. */
export async function findIdempotentAnswer(userId: string, key: string): Promise<StoredAnswer | null> {
  const { rows } = await dbPool().query<StoredAnswer>(FIND, [userId, key]);
  return rows[0] ?? null;
}

/** Keeps the first answer; only the request that holds the claim can write it. */
export async function storeIdempotentAnswer(userId: string, key: string, requestId: string, statusCode: number, responseBody: string): Promise<void> {
  await dbPool().query(
    "UPDATE idempotency_keys SET status_code = $4, response_body = $5 WHERE user_id = $1 AND key = $2 AND request_id = $3 AND status_code IS NULL",
    [userId, key, requestId, statusCode, responseBody],
  );
}

/** The request was refused before it did anything (its input did not parse): the key is free again. */
export async function releaseIdempotencyKey(userId: string, key: string, requestId: string): Promise<void> {
  await dbPool().query("DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND request_id = $3 AND status_code IS NULL", [
    userId,
    key,
    requestId,
  ]);
}
