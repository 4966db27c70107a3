import { dbPool } from "@/lib/db/pool";
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

// The batch's schedules move on and its snapshots are stored in ONE statement (one round trip,
// atomic by itself): each row of `v` is one claim with its next step and its reading; only the
// rows whose claim the runner still holds (`moved`) are stored, and the stored ones come back.
// The analytics triggers then run once for the whole statement (20270141000000_metric_rollups_per_statement).
const VALUE_COLUMNS = METRIC_NAMES.flatMap((name) => [name, `${name}_state`]);
const RECORD = `
WITH v AS (
  SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[], $4::timestamptz[], $5::uuid[], $6::uuid[], $7::text[], $8::text[], $9::text[], $10::text[],
    ${METRIC_NAMES.map((_, index) => `$${11 + 2 * index}::bigint[], $${12 + 2 * index}::text[]`).join(", ")})
    AS v(delivery_id, runner, step, due_at, workspace_id, post_id, platform, source_endpoint, error, extras, ${VALUE_COLUMNS.join(", ")})
), moved AS (
  UPDATE metric_schedules s SET step = v.step, due_at = v.due_at, retries = 0, last_error = NULL, claimed_by = NULL, claimed_until = NULL
  FROM v WHERE s.delivery_id = v.delivery_id AND s.claimed_by = v.runner
  RETURNING s.delivery_id
)
INSERT INTO metric_snapshots (workspace_id, post_id, delivery_id, platform, taken_at, source_endpoint, error, extras, ${COLUMNS})
SELECT v.workspace_id, v.post_id, v.delivery_id, v.platform, $${11 + 2 * METRIC_NAMES.length}::timestamptz, v.source_endpoint, v.error, v.extras::jsonb,
  ${VALUE_COLUMNS.map((column) => `v.${column}`).join(", ")}
FROM v JOIN moved ON moved.delivery_id = v.delivery_id
RETURNING delivery_id`;

/**
 * recordMetrics for a batch read in one request: every snapshot still its own row with its own
 * provenance or error, and its own claim check, in one statement (one round trip and one commit,
 * not four statements, nor one commit per post). Answers, per item, whether its claim was still
 * held (and so stored).
 */
export async function recordMetricsBatch(items: readonly { claim: ClaimedMetrics; outcome: MetricsOutcome }[], now: Date): Promise<boolean[]> {
  if (items.length === 0) return [];
  const nexts = items.map(({ claim }) => nextSnapshot(claim.publishedAt, now));
  const values = items.map(({ outcome }) => {
    // A failed reading holds no value: every metric is "not returned", the reason says why.
    if (outcome.kind === "error") return METRIC_NAMES.map(() => ({ value: null, state: "not_returned" }));
    return METRIC_NAMES.map((name) => {
      const metric = outcome.reading.metrics[name];
      return { value: metric.state === "value" ? metric.value : null, state: metric.state };
    });
  });
  const { rows } = await dbPool().query<{ delivery_id: string }>(RECORD, [
    items.map(({ claim }) => claim.deliveryId),
    items.map(({ claim }) => claim.runnerId),
    nexts.map((next) => next.step),
    nexts.map((next) => next.dueAt),
    items.map(({ claim }) => claim.workspaceId),
    items.map(({ claim }) => claim.postId),
    items.map(({ claim }) => claim.platform),
    items.map(({ outcome }) => (outcome.kind === "reading" ? outcome.reading.sourceEndpoint : outcome.sourceEndpoint)),
    items.map(({ outcome }) => (outcome.kind === "reading" ? null : outcome.reason)),
    items.map(({ outcome }) => (outcome.kind === "reading" ? JSON.stringify(outcome.reading.extras) : "{}")),
    ...METRIC_NAMES.flatMap((_, index) => [values.map((row) => row[index].value), values.map((row) => row[index].state)]),
    now,
  ]);
  const held = new Set(rows.map((row) => row.delivery_id));
  return items.map(({ claim }) => held.has(claim.deliveryId));
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
