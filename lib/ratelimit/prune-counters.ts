import { countersPool } from "@/lib/db/pool";

/** How often each runtime prunes: a local periodic job, or an Inngest cron function. */
export const PRUNE_COUNTERS_EVERY_MINUTES = 10;

/**
 * Deletes minute windows older than an hour (they answer nothing any more); day rows stay,
 * they are the request usage. Returns how many rows it deleted. Safe to run from any number
 * of instances at once.
 */
export async function pruneOldCounters(): Promise<number> {
  const { rowCount } = await countersPool().query(
    "DELETE FROM rate_limit_counters WHERE period = 'm' AND window_start < now() - interval '1 hour'",
  );
  return rowCount ?? 0;
}
