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
  const [held] = await recordMetricsBatch([{ claim, outcome }], now);
  return held;
}

/**
 * recordMetrics for a batch read in one request: every snapshot still its own row with its own
 * provenance or error, and its own claim check, in one transaction (one commit, not one per post).
 * Answers, per item, whether its claim was still held (and so stored).
 */
export async function recordMetricsBatch(items: readonly { claim: ClaimedMetrics; outcome: MetricsOutcome }[], now: Date): Promise<boolean[]> {
  if (items.length === 0) return [];
  const nexts = items.map(({ claim }) => nextSnapshot(claim.publishedAt, now));
  return inTransaction(async (client) => {
    const { rows } = await client.query<{ delivery_id: string }>(
      `UPDATE metric_schedules s SET step = v.step, due_at = v.due_at, retries = 0, last_error = NULL, claimed_by = NULL, claimed_until = NULL
       FROM unnest($1::uuid[], $2::text[], $3::int[], $4::timestamptz[]) AS v(delivery_id, runner, step, due_at)
       WHERE s.delivery_id = v.delivery_id AND s.claimed_by = v.runner
       RETURNING s.delivery_id`,
      [items.map(({ claim }) => claim.deliveryId), items.map(({ claim }) => claim.runnerId), nexts.map((next) => next.step), nexts.map((next) => next.dueAt)],
    );
    const held = new Set(rows.map((row) => row.delivery_id));
    const kept = items.filter(({ claim }) => held.has(claim.deliveryId));
    if (kept.length === 0) return items.map(() => false);
    const values: unknown[] = [];
    const tuples: string[] = [];
    for (const { claim, outcome } of kept) {
      const row: unknown[] = [claim.workspaceId, claim.postId, claim.deliveryId, claim.platform, now];
      if (outcome.kind === "reading") {
        row.push(outcome.reading.sourceEndpoint, null, JSON.stringify(outcome.reading.extras));
        for (const name of METRIC_NAMES) {
          const metric = outcome.reading.metrics[name];
          row.push(metric.state === "value" ? metric.value : null, metric.state);
        }
      } else {
        // A failed reading holds no value: every metric is "not returned", the reason says why.
        row.push(outcome.sourceEndpoint, outcome.reason, "{}");
        for (const _name of METRIC_NAMES) row.push(null, "not_returned");
      }
      tuples.push(`(${row.map((_, index) => `$${values.length + index + 1}`).join(", ")})`);
      values.push(...row);
    }
    await client.query(`INSERT INTO metric_snapshots (workspace_id, post_id, delivery_id, platform, taken_at, source_endpoint, error, extras, ${COLUMNS}) VALUES ${tuples.join(", ")}`, values);
    return items.map(({ claim }) => held.has(claim.deliveryId));
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
