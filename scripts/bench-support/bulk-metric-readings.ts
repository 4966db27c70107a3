// Seeding metrics readings in bulk, for the benches: what the database's triggers do for the
// stored metric_snapshots rows (migrations 20261231050000_metric_rollups, 20270110000000_voice_performance,
// per statement since 20270141000000_metric_rollups_per_statement), done once for a whole set of
// readings whose deliveries have no totals yet. Written when the triggers ran per row (about
// 2.7 ms a reading on the loaded machine: 45 minutes for bench:scale's million posts); this takes
// seconds. bulk-metric-readings.test.ts holds it to the triggers' results: the same totals and
// the same day, hour and voice rollups.
//
// Only for readings whose deliveries have no totals yet, in a database without webhook
// endpoints or thresholds for them (a bench's): it sends no post.metrics_updated and checks no
// threshold, which the triggers would.

type Queryable = { query: (text: string, values?: unknown[]) => Promise<unknown> };

/** The rollups' summed columns, in the order of their tables' INSERT lists. */
const SUMS = `count(*),
  coalesce(sum(views), 0), count(views), coalesce(sum(reach), 0), count(reach), coalesce(sum(likes), 0), count(likes),
  coalesce(sum(comments), 0), count(comments), coalesce(sum(shares), 0), count(shares), coalesce(sum(saves), 0), count(saves),
  coalesce(sum(clicks), 0), count(clicks), coalesce(sum(engagements), 0), coalesce(sum(engagement_base), 0), count(engagement_base)`;
const SUM_COLUMNS = `deliveries, views, views_n, reach, reach_n, likes, likes_n, comments, comments_n, shares, shares_n, saves, saves_n, clicks, clicks_n,
  engagements, engagement_base, rated_n`;
const ADD = `deliveries = r.deliveries + excluded.deliveries,
  views = r.views + excluded.views, views_n = r.views_n + excluded.views_n, reach = r.reach + excluded.reach, reach_n = r.reach_n + excluded.reach_n,
  likes = r.likes + excluded.likes, likes_n = r.likes_n + excluded.likes_n, comments = r.comments + excluded.comments, comments_n = r.comments_n + excluded.comments_n,
  shares = r.shares + excluded.shares, shares_n = r.shares_n + excluded.shares_n, saves = r.saves + excluded.saves, saves_n = r.saves_n + excluded.saves_n,
  clicks = r.clicks + excluded.clicks, clicks_n = r.clicks_n + excluded.clicks_n,
  engagements = r.engagements + excluded.engagements, engagement_base = r.engagement_base + excluded.engagement_base, rated_n = r.rated_n + excluded.rated_n`;

/**
 * Each delivery's totals from its latest reading with values (ties: the one stored last, as the
 * trigger's `taken_at <=` let the later insert win), counted where metric_snapshots_stored counts
 * it when the first reading arrives: the post's brand (nil UUID for
 * none), the publishing day and hour in the brand queue's time zone (else UTC), publishing being
 * the schedule's time or else the first reading's (readings stored in time order); the post's
 * theme and consistency band. Then each rollup gets the sums of the
 * new rows, added to what it held.
 */
const BULK_TOTALS_SQL = `
WITH latest AS (
  SELECT DISTINCT ON (s.delivery_id) s.*, min(s.taken_at) OVER (PARTITION BY s.delivery_id) AS first_taken
  FROM metric_snapshots s
  WHERE s.workspace_id = $1::uuid AND s.error IS NULL
    AND NOT EXISTS (SELECT 1 FROM metric_delivery_totals t WHERE t.delivery_id = s.delivery_id)
  ORDER BY s.delivery_id, s.taken_at DESC, s.ctid DESC
), placed AS (
  SELECT l.*, coalesce(p.brand_id, '00000000-0000-0000-0000-000000000000') AS counted_brand,
    coalesce(q.timezone, 'UTC') AS zone, coalesce(m.published_at, l.first_taken) AS published,
    coalesce(p.content_theme, '') AS theme, consistency_band(p.consistency_score) AS band
  FROM latest l
  JOIN posts p ON p.id = l.post_id
  LEFT JOIN brand_queues q ON q.brand_id = p.brand_id
  LEFT JOIN metric_schedules m ON m.delivery_id = l.delivery_id
), totals AS (
  INSERT INTO metric_delivery_totals (delivery_id, workspace_id, brand_id, post_id, platform, day, hour, taken_at,
    views, reach, likes, comments, shares, saves, clicks, engagements, engagement_base, content_theme, consistency_band)
  SELECT x.delivery_id, x.workspace_id, x.counted_brand, x.post_id, x.platform,
    (x.published AT TIME ZONE x.zone)::date, extract(hour FROM x.published AT TIME ZONE x.zone)::smallint, x.taken_at,
    x.views, x.reach, x.likes, x.comments, x.shares, x.saves, x.clicks, rate.engagements, rate.base, x.theme, x.band
  FROM placed x
  CROSS JOIN LATERAL metric_engagement(false, x.likes, x.comments, x.shares, x.saves, x.views, x.reach) AS rate
  RETURNING *
), days AS (
  INSERT INTO metric_day_rollups AS r (workspace_id, brand_id, platform, day, ${SUM_COLUMNS})
  SELECT workspace_id, brand_id, platform, day, ${SUMS} FROM totals GROUP BY workspace_id, brand_id, platform, day
  ON CONFLICT (workspace_id, brand_id, day, platform) DO UPDATE SET ${ADD}
), hours AS (
  INSERT INTO metric_hour_rollups AS r (workspace_id, brand_id, platform, day, hour, ${SUM_COLUMNS})
  SELECT workspace_id, brand_id, platform, day, hour, ${SUMS} FROM totals GROUP BY workspace_id, brand_id, platform, day, hour
  ON CONFLICT (workspace_id, brand_id, day, hour, platform) DO UPDATE SET ${ADD}
)
INSERT INTO metric_voice_rollups AS r (workspace_id, brand_id, platform, day, content_theme, consistency_band, ${SUM_COLUMNS})
SELECT workspace_id, brand_id, platform, day, content_theme, consistency_band, ${SUMS} FROM totals
GROUP BY workspace_id, brand_id, platform, day, content_theme, consistency_band
ON CONFLICT (workspace_id, brand_id, day, platform, content_theme, consistency_band) DO UPDATE SET ${ADD}`;

/**
 * Inserts readings with `insertReadingsSql` (its parameters `values`; readings of workspace
 * `workspaceId` only) without the per-row triggers, then counts them in bulk, all in the
 * caller's transaction: the trigger switch is DDL and holds the table until commit, fine in a
 * bench's own database, never in a live one.
 */
export async function insertReadingsInBulk(client: Queryable, workspaceId: string, insertReadingsSql: string, values: unknown[]): Promise<void> {
  await client.query("ALTER TABLE metric_snapshots DISABLE TRIGGER metric_snapshots_stored");
  await client.query(insertReadingsSql, values);
  await client.query("ALTER TABLE metric_snapshots ENABLE TRIGGER metric_snapshots_stored");
  // The totals' own triggers (the rollups) are done by the statement itself.
  await client.query("ALTER TABLE metric_delivery_totals DISABLE TRIGGER USER");
  await client.query(BULK_TOTALS_SQL, [workspaceId]);
  await client.query("ALTER TABLE metric_delivery_totals ENABLE TRIGGER USER");
}
