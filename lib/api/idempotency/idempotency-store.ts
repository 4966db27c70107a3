import { dbPool } from "@/lib/db/pool";
import { IDEMPOTENCY_TTL_HOURS } from "@/lib/api/idempotency/idempotency-key";

// One row per user and key value (prisma/schema.prisma, IdempotencyKey). Every step is one
// statement on the primary key, so any number of server instances agree on who runs a key:
// the INSERT that creates the row, or the one UPDATE that takes over an expired or abandoned row.

/** A first request still "running" after this long died without answering; a retry may run again. */
export const ABANDONED_AFTER_MINUTES = 5;

export type StoredAnswer = { fingerprint: string; requestId: string; statusCode: number | null; responseBody: string | null };

export type Claim = { kind: "claimed" } | { kind: "taken"; stored: StoredAnswer };

const CLAIM = `
INSERT INTO idempotency_keys AS k (user_id, key, fingerprint, request_id, created_at)
VALUES ($1, $2, $3, $4, now())
ON CONFLICT (user_id, key) DO UPDATE
  SET fingerprint = EXCLUDED.fingerprint, request_id = EXCLUDED.request_id, status_code = NULL, response_body = NULL, created_at = now()
  WHERE k.created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})
     OR (k.status_code IS NULL AND k.fingerprint = EXCLUDED.fingerprint AND k.created_at < now() - make_interval(mins => ${ABANDONED_AFTER_MINUTES}))
RETURNING k.request_id`;

const FIND = `
SELECT fingerprint, request_id AS "requestId", status_code AS "statusCode", response_body AS "responseBody"
FROM idempotency_keys WHERE user_id = $1 AND key = $2`;

/** Takes the key for this request, or tells what holds it (a running first request, or its answer). */
export async function claimIdempotencyKey(userId: string, key: string, fingerprint: string, requestId: string): Promise<Claim> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const claimed = await dbPool().query(CLAIM, [userId, key, fingerprint, requestId]);
    if (claimed.rowCount === 1) return { kind: "claimed" };
    const { rows } = await dbPool().query<StoredAnswer>(FIND, [userId, key]);
    // Gone between the two statements (pruned or released): claim again.
    if (rows[0]) return { kind: "taken", stored: rows[0] };
  }
  throw new Error("idempotency key claim kept racing with its removal");
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
