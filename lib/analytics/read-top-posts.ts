import type { Caller } from "@/lib/auth/caller";
import { analyticsRange } from "@/lib/analytics/analytics-range";
import { getBrandOrThrow } from "@/lib/brands/get-brand-or-throw";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { TOP_POST_PREVIEW_CHARS, type TopPostMetric, type TopPosts, type TopPostsQuery } from "@/lib/schemas/top-posts";

type RankedRow = { post_id: string; value: number; as_of: Date; content: string; image_url: string | null; platforms: string[]; published_at: Date | null };
type DeliveryRow = { post_id: string; platform: string; value: number | null; taken_at: Date; permalink: string | null };

/**
 * A delivery's value of the metric, null when it is none: `engagements` adds the four counts
 * that are values and is null when none of them is (a Bluesky post has likes but no views, so it
 * has engagements although it has no rate). Column names only from this fixed list.
 */
function valueExpression(metric: TopPostMetric, alias = "t"): string {
  if (metric !== "engagements") return `${alias}.${metric}`;
  const counts = ["likes", "comments", "shares", "saves"].map((name) => `${alias}.${name}`);
  return `CASE WHEN num_nonnulls(${counts.join(", ")}) > 0 THEN ${counts.map((count) => `coalesce(${count}, 0)`).join(" + ")} END`;
}

/**
 * GET /api/v1/analytics/top-posts: the brand's published posts of a range of publishing days,
 * ranked by a metric summed over their platforms (each delivery with its latest reading). Reads
 * `metric_delivery_totals` of the brand and range through its (workspace, brand, day) index,
 * then the top posts' rows by key: never another brand's or another day's deliveries.
 */
export async function readTopPosts(caller: Caller, query: TopPostsQuery, now = new Date()): Promise<TopPosts> {
  const brand = await getBrandOrThrow(caller, query.brand_id);
  const queue = await db().brandQueue.findUnique({ where: { brandId: brand.id }, select: { timezone: true } });
  const timeZone = queue?.timezone ?? "UTC";
  const { from, to } = analyticsRange(query, timeZone, now);
  const values: unknown[] = [caller.workspaceId, brand.id, from, to, query.limit];
  const platformFilter = query.platform ? " AND t.platform = $6" : "";
  if (query.platform) values.push(query.platform);
  const value = valueExpression(query.metric);

  const { rows: ranked } = await dbPool().query<RankedRow>(
    `WITH ranked AS (
       SELECT t.post_id, sum(${value})::float8 AS value, max(t.taken_at) AS as_of, max(t.day) AS day
       FROM metric_delivery_totals t
       WHERE t.workspace_id = $1 AND t.brand_id = $2 AND t.day BETWEEN $3::date AND $4::date${platformFilter}
       GROUP BY t.post_id HAVING count(${value}) > 0
       ORDER BY 2 DESC, 4 DESC, 1 LIMIT $5
     )
     SELECT r.post_id, r.value, r.as_of, p.content, p.image_url, p.platforms, p.published_at
     FROM ranked r JOIN posts p ON p.id = r.post_id AND p.workspace_id = $1
     ORDER BY r.value DESC, r.day DESC, r.post_id`,
    values,
  );
  if (ranked.length === 0) return { brand_id: brand.id, metric: query.metric, platform: query.platform ?? null, from, to, time_zone: timeZone, posts: [] };

  // The ranked posts' deliveries of the same range (at most limit × platforms rows, by post).
  const deliveryValues: unknown[] = [caller.workspaceId, brand.id, from, to, ranked.map((row) => row.post_id)];
  if (query.platform) deliveryValues.push(query.platform);
  const { rows: deliveries } = await dbPool().query<DeliveryRow>(
    `SELECT t.post_id, t.platform, (${value})::float8 AS value, t.taken_at, d.permalink
     FROM metric_delivery_totals t JOIN deliveries d ON d.id = t.delivery_id
     WHERE t.post_id = ANY($5::uuid[]) AND t.workspace_id = $1 AND t.brand_id = $2 AND t.day BETWEEN $3::date AND $4::date${platformFilter}
     ORDER BY t.platform`,
    deliveryValues,
  );

  const posts = ranked.map((row, index) => {
    const own = deliveries.filter((delivery) => delivery.post_id === row.post_id);
    const text = row.content.slice(0, TOP_POST_PREVIEW_CHARS);
    return {
      post_id: row.post_id,
      rank: index + 1,
      value: Number(row.value),
      as_of: new Date(row.as_of).toISOString(),
      preview: {
        text,
        truncated: row.content.length > text.length,
        image_url: row.image_url,
        platforms: row.platforms as TopPosts["posts"][number]["preview"]["platforms"],
        published_at: row.published_at ? new Date(row.published_at).toISOString() : null,
      },
      deliveries: own.map((delivery) => ({
        platform: delivery.platform as TopPosts["posts"][number]["deliveries"][number]["platform"],
        permalink: delivery.permalink,
        value: delivery.value === null ? null : Number(delivery.value),
        as_of: new Date(delivery.taken_at).toISOString(),
      })),
    };
  });
  return { brand_id: brand.id, metric: query.metric, platform: query.platform ?? null, from, to, time_zone: timeZone, posts };
}
