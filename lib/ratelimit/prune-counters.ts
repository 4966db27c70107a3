import { countersPool } from "@/lib/db/pool";

/** Minute windows older than an hour answer nothing; day rows stay (they are the request usage). */
export async function pruneOldCounters(): Promise<void> {
  await countersPool().query("DELETE FROM rate_limit_counters WHERE period = 'm' AND window_start < now() - interval '1 hour'");
}
