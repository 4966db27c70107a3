import type { Caller } from "@/lib/auth/caller";
import { analyticsRange } from "@/lib/analytics/analytics-range";
import { VOICE_MIN_POSTS } from "@/lib/analytics/consistency-bands";
import { getBrandOrThrow } from "@/lib/brands/get-brand-or-throw";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { METRIC_NAMES } from "@/lib/platforms/metrics-kit/metric-reading";
import type { AnalyticsGroup, AnalyticsQuery, AnalyticsReport } from "@/lib/schemas/analytics";

type Row = Record<string, string | number | null>;

// What each grouping reads: the rollup table and the group key. Only rollup rows are read (one
// per brand × platform × day, or × hour), never snapshots or posts, so an answer costs the same
// however many posts the brand has (docs/analytics.md, "Rollups").
const GROUPINGS = {
  day: { table: "metric_day_rollups", key: "to_char(day, 'YYYY-MM-DD') AS day", groupBy: "day", orderBy: "day" },
  platform: { table: "metric_day_rollups", key: "platform", groupBy: "platform", orderBy: "platform" },
  weekday_hour: { table: "metric_hour_rollups", key: "extract(dow FROM day)::int AS weekday, hour", groupBy: "weekday, hour", orderBy: "weekday, hour" },
  // Per theme or band AND platform (engagement differs too much between platforms to mix):
  // at most 21 themes or 4 bands × platforms × days rows (docs/analytics.md, "Voice against performance").
  theme: { table: "metric_voice_rollups", key: "content_theme AS theme, platform", groupBy: "content_theme, platform", orderBy: "content_theme = '', content_theme, platform" },
  consistency_band: {
    table: "metric_voice_rollups",
    key: "consistency_band, platform",
    groupBy: "consistency_band, platform",
    orderBy: "array_position(ARRAY['high', 'medium', 'low', 'unscored'], consistency_band), platform",
  },
} as const;

const VOICE_GROUPINGS: readonly string[] = ["theme", "consistency_band"];

const SUMS = ["deliveries", ...METRIC_NAMES.flatMap((name) => [name, `${name}_n`]), "engagements", "engagement_base", "rated_n"]
  .map((column) => `sum(${column})::float8 AS ${column}`)
  .join(", ");

/** GET /api/v1/analytics: the brand's metrics per group, read from the rollups. */
export async function readAnalytics(caller: Caller, query: AnalyticsQuery, now = new Date()): Promise<AnalyticsReport> {
  const brand = await getBrandOrThrow(caller, query.brand_id);
  const queue = await db().brandQueue.findUnique({ where: { brandId: brand.id }, select: { timezone: true } });
  const timeZone = queue?.timezone ?? "UTC";
  const { from, to } = analyticsRange(query, timeZone, now);
  const grouping = GROUPINGS[query.group_by];
  const values: unknown[] = [caller.workspaceId, brand.id, from, to];
  if (query.platform) values.push(query.platform);
  const { rows } = await dbPool().query<Row>(
    `SELECT ${grouping.key}, ${SUMS} FROM ${grouping.table}
     WHERE workspace_id = $1 AND brand_id = $2 AND day BETWEEN $3::date AND $4::date${query.platform ? " AND platform = $5" : ""}
     GROUP BY ${grouping.groupBy} HAVING sum(deliveries) > 0 ORDER BY ${grouping.orderBy}`,
    values,
  );
  const groups = rows.map((row) => ({
    day: row.day === undefined ? null : String(row.day),
    platform: row.platform === undefined ? null : (String(row.platform) as AnalyticsGroup["platform"]),
    weekday: row.weekday === undefined ? null : Number(row.weekday),
    hour: row.hour === undefined ? null : Number(row.hour),
    // '' is the rollup's key for "no theme".
    theme: row.theme === undefined || row.theme === "" ? null : String(row.theme),
    consistency_band: row.consistency_band === undefined ? null : (String(row.consistency_band) as AnalyticsGroup["consistency_band"]),
    sample: VOICE_GROUPINGS.includes(query.group_by) ? sampleOf(Number(row.rated_n ?? 0)) : null,
    ...figures(row),
  }));
  return { brand_id: brand.id, platform: query.platform ?? null, from, to, time_zone: timeZone, group_by: query.group_by, totals: figures(sumRows(rows)), groups };
}

/** A theme or band group's evidence: its posts with a rate, against the documented minimum. */
function sampleOf(posts: number) {
  return { posts, min_posts: VOICE_MIN_POSTS, enough: posts >= VOICE_MIN_POSTS };
}

/** All rows' sums together: the report's totals. */
function sumRows(rows: Row[]): Row {
  const total: Row = {};
  for (const row of rows) for (const [column, value] of Object.entries(row)) if (typeof value === "number") total[column] = Number(total[column] ?? 0) + value;
  return total;
}

/** A group's figures from its sums: a metric without a value in any delivery is null, never 0. */
function figures(row: Row) {
  const count = (column: string) => Number(row[column] ?? 0);
  const metrics = Object.fromEntries(METRIC_NAMES.map((name) => [name, { total: count(`${name}_n`) > 0 ? count(name) : null, deliveries: count(`${name}_n`) }]));
  const rated = count("rated_n");
  return {
    deliveries: count("deliveries"),
    metrics: metrics as AnalyticsGroup["metrics"],
    engagement_rate: { value: rated > 0 && count("engagement_base") > 0 ? count("engagements") / count("engagement_base") : null, deliveries: rated },
  };
}
