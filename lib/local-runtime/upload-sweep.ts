import { PRUNE_COUNTERS_EVERY_MINUTES } from "@/lib/ratelimit/prune-counters";
import { sweepUploadSessions } from "@/lib/media/uploads/sweep-upload-sessions";
import { startPeriodicJob } from "@/lib/local-runtime/periodic-job";

/** The local runtime's sweep of abandoned uploads, on the counter pruning's period (Inngest mode: a cron function). Returns its stop function. */
export function startUploadSweep(everyMs = PRUNE_COUNTERS_EVERY_MINUTES * 60_000): () => void {
  return startPeriodicJob("sweep-upload-sessions", everyMs, () => sweepUploadSessions());
}
