import { insertReadingsInBulk } from "./bulk-metric-readings";

// bench:scale's analytics data: every published post of a scale account gets a succeeded X
// delivery and one metrics reading (a metric_snapshots row, as a runner stores one), and the
// delivery totals and the day, hour and voice rollups the database's triggers would make of
// them, computed in bulk (bulk-metric-readings.ts, held to the triggers' results by its test):
// through the triggers a million readings took about 45 minutes. Called after each growth
// step: posts that already have their delivery are left alone, so a larger account only adds
// its older history.

type Queryable = { query: (text: string, values?: unknown[]) => Promise<unknown> };

const SEED_DELIVERIES_SQL = `
WITH fresh AS MATERIALIZED (
  SELECT p.id AS post_id, gen_random_uuid() AS job_id, gen_random_uuid() AS delivery_id, p.published_at, row_number() OVER () AS n
  FROM posts p
  WHERE p.workspace_id = $1::uuid AND p.status = 'published'
    AND NOT EXISTS (SELECT 1 FROM publish_jobs j WHERE j.post_id = p.id)
), jobs AS (
  INSERT INTO publish_jobs (id, post_id, status, run_at, created_at)
  SELECT job_id, post_id, 'done', published_at, published_at FROM fresh
)
-- Not joined with the jobs' RETURNING rows: the planner, blind to the CTE's size, joined them
-- by nested loop (quadratic: 100k posts took over five minutes). The foreign key to the job is
-- checked at the end of the statement, when both are in.
INSERT INTO deliveries (id, post_id, job_id, platform, status, platform_post_id, attempts, created_at, updated_at)
SELECT f.delivery_id, f.post_id, f.job_id, 'x_twitter', 'succeeded', (8000000000000000000 + f.n)::text, 1, f.published_at, f.published_at
FROM fresh f`;

// One reading per delivery with every X metric a value: figures that differ by post (a hash of
// its id), so that top posts and best times have an order to find.
export const SEED_READINGS_SQL = `
INSERT INTO metric_snapshots (workspace_id, post_id, delivery_id, platform, taken_at, source_endpoint,
  views, views_state, reach, reach_state, likes, likes_state, comments, comments_state, shares, shares_state, saves, saves_state, clicks, clicks_state)
SELECT $1::uuid, d.post_id, d.id, d.platform, d.created_at, 'GET /2/tweets?ids=…',
  100 + h % 5000, 'value', NULL, 'not_offered', h % 300, 'value', h % 40, 'value', h % 25, 'value', h % 10, 'value', NULL, 'not_offered'
FROM deliveries d
CROSS JOIN LATERAL (SELECT abs(hashtext(d.id::text)) AS h) AS hash
WHERE d.post_id IN (SELECT id FROM posts WHERE workspace_id = $1::uuid)
  AND NOT EXISTS (SELECT 1 FROM metric_snapshots s WHERE s.delivery_id = d.id)`;

/**
 * The deliveries go in with their table's own triggers off (in this transaction only: DDL is
 * transactional): a metrics schedule and a webhook event per delivery would double the seeding
 * of a million posts and are not read by any measured request. A reading without a schedule is
 * counted on the day it was taken, so each is taken at its post's publishing time.
 */
export async function seedScaleMetrics(client: Queryable, workspaceId: string): Promise<void> {
  await client.query("BEGIN");
  try {
    await client.query("ALTER TABLE deliveries DISABLE TRIGGER USER");
    await client.query(SEED_DELIVERIES_SQL, [workspaceId]);
    await client.query("ALTER TABLE deliveries ENABLE TRIGGER USER");
    await insertReadingsInBulk(client, workspaceId, SEED_READINGS_SQL, [workspaceId]);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
}
