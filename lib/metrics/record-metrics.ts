import { inTransaction } from "@/lib/db/in-transaction";
import { nextSnapshot } from "@/lib/metrics/snapshot-steps";
import { METRIC_NAMES, type MetricReading } from "@/lib/platforms/metrics-kit/metric-reading";
import type { ClaimedMetrics } from "@/lib/metrics/claim-due-metrics";

/** What one fetch came to: a reading, or an error recorded as the snapshot of its step. */
export type MetricsOutcome = { kind: "reading"; reading: MetricReading } | { kind: "error"; sourceEndpoint: string; reason: string };

const COLUMNS = METRIC_NAMES.flatMap((name) => [`"${name}"`, `"${name}_state"`]).join(", ");

/**
 * Stores the snapshot and schedules the next, in one transaction, only while `claim`'s runner
 * still holds the schedule: a runner whose claim ran out (and was taken over) writes nothing.
 * False when the claim was lost.
 */
export async function recordMetrics(claim: ClaimedMetrics, outcome: MetricsOutcome, now: Date): Promise<boolean> {
  const next = nextSnapshot(claim.publishedAt, now);
  return inTransaction(async (client) => {
    const held = await client.query(
      `UPDATE metric_schedules SET step = $3, due_at = $4, retries = 0, last_error = NULL, claimed_by = NULL, claimed_until = NULL
       WHERE delivery_id = $1 AND claimed_by = $2`,
      [claim.deliveryId, claim.runnerId, next.step, next.dueAt],
    );
    if (held.rowCount !== 1) return false;
    const values: unknown[] = [claim.workspaceId, claim.postId, claim.deliveryId, claim.platform, now];
    if (outcome.kind === "reading") {
      values.push(outcome.reading.sourceEndpoint, null, JSON.stringify(outcome.reading.extras));
      for (const name of METRIC_NAMES) {
        const metric = outcome.reading.metrics[name];
        values.push(metric.state === "value" ? metric.value : null, metric.state);
      }
    } else {
      // A failed reading holds no value: every metric is "not returned", the reason says why.
      values.push(outcome.sourceEndpoint, outcome.reason, "{}");
      for (const _name of METRIC_NAMES) values.push(null, "not_returned");
    }
    const placeholders = values.map((_, index) => `$${index + 1}`).join(", ");
    await client.query(
      `INSERT INTO metric_snapshots (workspace_id, post_id, delivery_id, platform, taken_at, source_endpoint, error, extras, ${COLUMNS}) VALUES (${placeholders})`,
      values,
    );
    return true;
  });
}

/**
 * A passing failure (429, 5xx, no answer): the same step again at `retryAt`, nothing stored. False
 * when the claim was lost.
 */
export async function postponeMetrics(claim: ClaimedMetrics, retryAt: Date, reason: string): Promise<boolean> {
  const { rowCount } = await inTransaction((client) =>
    client.query(
      `UPDATE metric_schedules SET due_at = $3, retries = retries + 1, last_error = $4, claimed_by = NULL, claimed_until = NULL
       WHERE delivery_id = $1 AND claimed_by = $2`,
      [claim.deliveryId, claim.runnerId, retryAt, reason],
    ),
  );
  return rowCount === 1;
}
