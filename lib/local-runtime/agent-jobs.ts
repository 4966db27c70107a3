import { pruneIdempotencyKeys } from "@/lib/api/idempotency/prune-idempotency-keys";
import { PRUNE_COUNTERS_EVERY_MINUTES } from "@/lib/ratelimit/prune-counters";
import { dispatchDueWebhooks } from "@/lib/webhooks/dispatch-webhooks";
import { pruneWebhookHistory } from "@/lib/webhooks/prune-webhook-history";
import { startPeriodicJob } from "@/lib/local-runtime/periodic-job";

/** How often the local runtime looks for due webhook deliveries (Inngest mode: a cron every minute). */
export const WEBHOOK_DISPATCH_EVERY_MS = 1_000;

/** The local runtime's webhook dispatcher (lib/webhooks/dispatch-webhooks.ts). Returns its stop function. */
export function startWebhookDispatcher(everyMs = WEBHOOK_DISPATCH_EVERY_MS): () => void {
  return startPeriodicJob("webhooks", everyMs, () => dispatchDueWebhooks());
}

/** Idempotency keys past their 24 hours and old webhook history, on the counter pruning's period. Returns its stop function. */
export function startAgentRecordPruning(everyMs = PRUNE_COUNTERS_EVERY_MINUTES * 60_000): () => void {
  return startPeriodicJob("prune-agent-records", everyMs, async () => ({ keys: await pruneIdempotencyKeys(), events: await pruneWebhookHistory() }));
}
