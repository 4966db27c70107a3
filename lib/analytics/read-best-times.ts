import type { Caller } from "@/lib/auth/caller";
import { todayIn } from "@/lib/analytics/analytics-range";
import { getBrandOrThrow } from "@/lib/brands/get-brand-or-throw";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import {
  BEST_TIMES_HISTORY_DAYS,
  BEST_TIMES_MIN_POSTS,
  BEST_TIMES_MIN_SLOT_POSTS,
  BEST_TIMES_SLOTS,
  DEFAULT_BEST_TIMES,
  type BestTimes,
  type BestTimesQuery,
} from "@/lib/schemas/best-times";

type SlotRow = { weekday: number; hour: number; posts: number; engagements: number; engagement_base: number };
type Slot = BestTimes["slots"][number];

const DAY_MS = 86_400_000;

/**
 * GET /api/v1/analytics/best-times: the weekday × hour slots where the brand's own posts had the
 * best engagement rate, from the hour rollups (at most 90 days × 24 hours × platforms rows, so the
 * cost does not grow with the number of posts); the general defaults when the history is too thin.
 */
export async function readBestTimes(caller: Caller, query: BestTimesQuery, now = new Date()): Promise<BestTimes> {
  const brand = await getBrandOrThrow(caller, query.brand_id);
  const queue = await db().brandQueue.findUnique({ where: { brandId: brand.id }, select: { timezone: true } });
  const timeZone = queue?.timezone ?? "UTC";
  const to = todayIn(timeZone, now);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (BEST_TIMES_HISTORY_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const values: unknown[] = [caller.workspaceId, brand.id, from, to];
  if (query.platform) values.push(query.platform);
  // Only rated deliveries count as evidence: a rate needs views or reach, so Bluesky-only slots have none.
  const { rows } = await dbPool().query<SlotRow>(
    `SELECT extract(dow FROM day)::int AS weekday, hour::int AS hour, sum(rated_n)::int AS posts, sum(engagements)::float8 AS engagements, sum(engagement_base)::float8 AS engagement_base
     FROM metric_hour_rollups
     WHERE workspace_id = $1 AND brand_id = $2 AND day BETWEEN $3::date AND $4::date${query.platform ? " AND platform = $5" : ""}
     GROUP BY 1, 2 HAVING sum(rated_n) > 0`,
    values,
  );
  const slots = rows.map(toSlot);
  const ratedPosts = slots.reduce((sum, slot) => sum + slot.posts, 0);
  const eligible = slots.filter((slot) => slot.posts >= BEST_TIMES_MIN_SLOT_POSTS && slot.engagement_rate !== null);
  const history = { from, to, rated_posts: ratedPosts, min_posts: BEST_TIMES_MIN_POSTS, min_slot_posts: BEST_TIMES_MIN_SLOT_POSTS };
  const base = { brand_id: brand.id, platform: query.platform ?? null, time_zone: timeZone, history };

  if (ratedPosts >= BEST_TIMES_MIN_POSTS && eligible.length >= BEST_TIMES_SLOTS) {
    const best = eligible.sort((a, b) => (b.engagement_rate ?? 0) - (a.engagement_rate ?? 0) || b.posts - a.posts || a.weekday - b.weekday || a.hour - b.hour).slice(0, BEST_TIMES_SLOTS);
    return { ...base, source: "history", reason: `${ratedPosts} rated posts in the last ${BEST_TIMES_HISTORY_DAYS} days; slots with at least ${BEST_TIMES_MIN_SLOT_POSTS} of them, best engagement rate first.`, slots: best };
  }
  const known = new Map(slots.map((slot) => [`${slot.weekday}-${slot.hour}`, slot]));
  const reason =
    ratedPosts < BEST_TIMES_MIN_POSTS
      ? `Only ${ratedPosts} rated posts in the last ${BEST_TIMES_HISTORY_DAYS} days (at least ${BEST_TIMES_MIN_POSTS} are needed): Brandcast's general defaults.`
      : `Only ${eligible.length} slots have ${BEST_TIMES_MIN_SLOT_POSTS} or more rated posts (${BEST_TIMES_SLOTS} are needed): Brandcast's general defaults.`;
  return {
    ...base,
    source: "defaults",
    reason,
    slots: DEFAULT_BEST_TIMES.map(({ weekday, hour }) => known.get(`${weekday}-${hour}`) ?? { weekday, hour, posts: 0, engagements: 0, engagement_rate: null }),
  };
}

function toSlot(row: SlotRow): Slot {
  const base = Number(row.engagement_base);
  return { weekday: Number(row.weekday), hour: Number(row.hour), posts: Number(row.posts), engagements: Number(row.engagements), engagement_rate: base > 0 ? Number(row.engagements) / base : null };
}
