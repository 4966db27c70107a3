import { dbPool } from "@/lib/db/pool";
import type { SendOutcome } from "@/lib/webhooks/send-webhook";
import { retryDelaySeconds } from "@/lib/webhooks/retry-schedule";

const MAX_ERROR_LENGTH = 500;

export const DISABLED_REASON = "Deliveries kept failing for about a day (every retry of a delivery failed, and none succeeded since).";

type Attempted = { id: string; attempts: number; createdAt: Date; endpointId: string };

/**
 * Writes one attempt's outcome. A failure is tried again after its backoff; once its retries
 * are spent the delivery fails for good, and its endpoint is disabled unless some delivery to
 * it succeeded since this one was created (it has been failing for about a day). `final`: no
 * retry whatever happens (a test event).
 */
export async function recordAttempt(delivery: Attempted, outcome: SendOutcome, options: { final?: boolean } = {}): Promise<"succeeded" | "retrying" | "failed"> {
  const error = outcome.error?.slice(0, MAX_ERROR_LENGTH) ?? null;
  const report = [delivery.id, outcome.statusCode, outcome.latencyMs, error];
  if (outcome.ok) {
    await dbPool().query(
      `UPDATE webhook_deliveries SET status = 'succeeded', next_attempt_at = NULL, last_status_code = $2, last_latency_ms = $3, last_error = $4, updated_at = now() WHERE id = $1`,
      report,
    );
    return "succeeded";
  }
  const delay = options.final ? null : retryDelaySeconds(delivery.attempts);
  if (delay !== null) {
    await dbPool().query(
      `UPDATE webhook_deliveries SET next_attempt_at = now() + make_interval(secs => $5), last_status_code = $2, last_latency_ms = $3, last_error = $4, updated_at = now() WHERE id = $1 AND status = 'pending'`,
      [...report, delay],
    );
    return "retrying";
  }
  await dbPool().query(
    `UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = NULL, last_status_code = $2, last_latency_ms = $3, last_error = $4, updated_at = now() WHERE id = $1`,
    report,
  );
  if (!options.final) await disableIfPersistentlyFailing(delivery.endpointId, delivery.createdAt);
  return "failed";
}

/** Disables the endpoint when nothing reached it since `since`, and fails what still waits for it. */
async function disableIfPersistentlyFailing(endpointId: string, since: Date): Promise<void> {
  const { rowCount } = await dbPool().query(
    `UPDATE webhook_endpoints w SET disabled_at = now(), disabled_reason = $3, updated_at = now()
     WHERE w.id = $1 AND w.disabled_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM webhook_deliveries s WHERE s.endpoint_id = w.id AND s.status = 'succeeded' AND s.updated_at >= $2)`,
    [endpointId, since, DISABLED_REASON],
  );
  if (rowCount) await failPendingDeliveries(endpointId, "The endpoint was disabled.");
}

/** Every delivery still waiting for a (disabled or deleted) endpoint fails with `reason`. */
export async function failPendingDeliveries(endpointId: string, reason: string): Promise<void> {
  await dbPool().query(
    `UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = NULL, last_error = $2, updated_at = now() WHERE endpoint_id = $1 AND status = 'pending'`,
    [endpointId, reason],
  );
}
