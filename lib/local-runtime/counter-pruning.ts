import { pruneOldCounters, PRUNE_COUNTERS_EVERY_MINUTES } from "@/lib/ratelimit/prune-counters";
import { startPeriodicJob } from "@/lib/local-runtime/periodic-job";

/** The local runtime's counter pruning (Inngest mode has a cron function instead). Returns its stop function. */
export function startCounterPruning(everyMs = PRUNE_COUNTERS_EVERY_MINUTES * 60_000): () => void {
  return startPeriodicJob("prune-counters", everyMs, pruneOldCounters);
}
