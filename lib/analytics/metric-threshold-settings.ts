import type { Caller } from "@/lib/auth/caller";
import { getBrandOrThrow } from "@/lib/brands/get-brand-or-throw";
import { dbPool } from "@/lib/db/pool";
import type { MetricThresholds, MetricThresholdsInput } from "@/lib/schemas/metric-thresholds";

type Row = { metric: MetricThresholds["thresholds"][number]["metric"]; threshold: string };

async function readRows(workspaceId: string, brandId: string): Promise<MetricThresholds["thresholds"]> {
  const { rows } = await dbPool().query<Row>("SELECT metric, threshold FROM metric_thresholds WHERE workspace_id = $1 AND brand_id = $2 ORDER BY metric, threshold", [workspaceId, brandId]);
  return rows.map((row) => ({ metric: row.metric, threshold: Number(row.threshold) }));
}

/** GET /api/v1/brands/{id}/metric-thresholds: the counts that send post.metrics_threshold. */
export async function getMetricThresholds(caller: Caller, brandId: string): Promise<MetricThresholds> {
  const brand = await getBrandOrThrow(caller, brandId);
  return { brand_id: brand.id, thresholds: await readRows(caller.workspaceId, brand.id) };
}

/**
 * PUT /api/v1/brands/{id}/metric-thresholds: replaces the brand's thresholds in one transaction.
 * Crossings already remembered stay (metric_threshold_crossings): a threshold removed and set
 * again does not fire a second time for a post that already reached it.
 */
export async function setMetricThresholds(caller: Caller, brandId: string, input: MetricThresholdsInput): Promise<MetricThresholds> {
  const brand = await getBrandOrThrow(caller, brandId);
  const unique = [...new Map(input.thresholds.map((entry) => [`${entry.metric}:${entry.threshold}`, entry])).values()];
  const client = await dbPool().connect();
  try {
    await client.query("BEGIN");
    await client.query("DELETE FROM metric_thresholds WHERE workspace_id = $1 AND brand_id = $2", [caller.workspaceId, brand.id]);
    if (unique.length) {
      await client.query(
        "INSERT INTO metric_thresholds (brand_id, workspace_id, metric, threshold) SELECT $1, $2, m, t FROM unnest($3::text[], $4::bigint[]) AS x(m, t)",
        [brand.id, caller.workspaceId, unique.map((entry) => entry.metric), unique.map((entry) => entry.threshold)],
      );
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }
  return { brand_id: brand.id, thresholds: await readRows(caller.workspaceId, brand.id) };
}
