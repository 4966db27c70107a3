import { dbPool } from "@/lib/db/pool";
import { publishedDelivery } from "@/lib/testing/metrics-fixtures";
import { METRIC_NAMES, type MetricName } from "@/lib/platforms/metrics-kit/metric-reading";

// Test support for the analytics read model: a delivery published at an exact instant, and
// snapshots stored as the pipeline stores them (INSERTs into metric_snapshots; the database's
// triggers, once per statement since 20270141000000_metric_rollups_per_statement, do the rest,
// whoever the writer is).

/** A published post with one live delivery on `platform`, published at `publishedAt` (its schedule says so). */
export async function deliveryPublishedAt(owner: { userId: string; brandId: string | null }, platform: string, publishedAt: Date) {
  const delivery = await publishedDelivery(owner, platform, `pp-${crypto.randomUUID()}`, { due: false });
  await dbPool().query("UPDATE metric_schedules SET published_at = $2 WHERE delivery_id = $1", [delivery.deliveryId, publishedAt]);
  return delivery;
}

/** Counts for a snapshot: a number is a value, "not_offered" is that, anything left out is not returned. */
export type SnapshotCounts = Partial<Record<MetricName, number | "not_offered">>;

/** Stores one snapshot of `delivery` taken at `takenAt` (an `error` stores no value). */
export async function storeSnapshot(
  delivery: { postId: string; deliveryId: string },
  platform: string,
  takenAt: Date,
  counts: SnapshotCounts,
  error: string | null = null,
): Promise<void> {
  await storeSnapshots([{ delivery, platform, takenAt, counts, error }]);
}

/** Stores snapshots in ONE statement, in the order given, as the pipeline stores a batch read in one request. */
export async function storeSnapshots(
  items: readonly { delivery: { postId: string; deliveryId: string }; platform: string; takenAt: Date; counts: SnapshotCounts; error?: string | null }[],
): Promise<void> {
  const values: unknown[] = [];
  const tuples: string[] = [];
  for (const { delivery, platform, takenAt, counts, error = null } of items) {
    const { rows } = await dbPool().query<{ workspace_id: string }>("SELECT workspace_id FROM posts WHERE id = $1", [delivery.postId]);
    const row: unknown[] = [rows[0].workspace_id, delivery.postId, delivery.deliveryId, platform, takenAt, "GET /test", error];
    for (const name of METRIC_NAMES) {
      const count = error ? undefined : counts[name];
      row.push(typeof count === "number" ? count : null, typeof count === "number" ? "value" : count === "not_offered" ? "not_offered" : "not_returned");
    }
    tuples.push(`(${row.map((_, i) => `$${values.length + i + 1}`).join(", ")})`);
    values.push(...row);
  }
  const columns = METRIC_NAMES.flatMap((name) => [name, `${name}_state`]).join(", ");
  await dbPool().query(`INSERT INTO metric_snapshots (workspace_id, post_id, delivery_id, platform, taken_at, source_endpoint, error, ${columns}) VALUES ${tuples.join(", ")}`, values);
}
