import { dbPool } from "@/lib/db/pool";
import { IDEMPOTENCY_TTL_HOURS } from "@/lib/api/idempotency/idempotency-key";

/** Deletes keys past their 24 hours (they answer nothing any more). Returns how many; safe from any number of instances. */
export async function pruneIdempotencyKeys(): Promise<number> {
  const { rowCount } = await dbPool().query(`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`);
  return rowCount ?? 0;
}
