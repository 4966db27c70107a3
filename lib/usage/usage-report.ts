import type { Caller } from "@/lib/auth/caller";
import { dbPool } from "@/lib/db/pool";

// Requests and generations per key (and for the dashboard's session) per UTC day. Requests are the day windows of the rate
// limiter (one admitted request = one count), generations the usage records; both are
// written anyway, so the report costs no write on the hot path.

const REPORT = `
WITH days AS (
  SELECT generate_series((now() AT TIME ZONE 'UTC')::date - ($2::int - 1), (now() AT TIME ZONE 'UTC')::date, interval '1 day')::date AS day
),
keys AS (SELECT id, name, key_prefix, revoked_at FROM api_keys WHERE user_id = $1),
requests AS (
  SELECT k.id AS key_id, (c.window_start AT TIME ZONE 'UTC')::date AS day, c.count
  FROM keys k JOIN rate_limit_counters c ON c.subject = 'key:' || k.id AND c.period = 'd'
  WHERE c.window_start >= (SELECT min(day) FROM days)::timestamp AT TIME ZONE 'UTC'
),
generations AS (
  SELECT api_key_id AS key_id, day, generations FROM usage_records
  WHERE user_id = $1 AND day >= (SELECT min(day) FROM days)
)
SELECT k.id AS key_id, k.name, k.key_prefix, k.revoked_at, d.day,
       coalesce(r.count, 0)::int AS requests, coalesce(g.generations, 0)::int AS generations
FROM keys k CROSS JOIN days d
LEFT JOIN requests r ON r.key_id = k.id AND r.day = d.day
LEFT JOIN generations g ON g.key_id = k.id AND g.day = d.day
UNION ALL
SELECT NULL, 'Dashboard', NULL, NULL, d.day, coalesce(c.count, 0)::int, coalesce(g.generations, 0)::int
FROM days d
LEFT JOIN rate_limit_counters c ON c.subject = 'user:' || $1 AND c.period = 'd' AND (c.window_start AT TIME ZONE 'UTC')::date = d.day
LEFT JOIN generations g ON g.key_id IS NULL AND g.day = d.day
ORDER BY 1 NULLS LAST, 5`;

type Row = { key_id: string | null; name: string; key_prefix: string | null; revoked_at: Date | null; day: Date; requests: number; generations: number };

export type UsageSeries = { key_id: string | null; name: string; key_prefix: string | null; revoked: boolean; requests: number[]; generations: number[] };

/** The last `days` UTC days, oldest first; one series per key that had any use, plus the dashboard's generations. */
export async function usageReport(caller: Caller, days: number) {
  const { rows } = await dbPool().query<Row>(REPORT, [caller.userId, days]);
  const series = new Map<string, UsageSeries>();
  const dayList: string[] = [];
  for (const row of rows) {
    const id = row.key_id ?? "dashboard";
    let entry = series.get(id);
    if (!entry) {
      entry = { key_id: row.key_id, name: row.name, key_prefix: row.key_prefix, revoked: row.revoked_at !== null, requests: [], generations: [] };
      series.set(id, entry);
    }
    entry.requests.push(row.requests);
    entry.generations.push(row.generations);
    if (id === "dashboard") dayList.push(new Date(row.day).toISOString().slice(0, 10));
  }
  const used = [...series.values()].filter((entry) => entry.requests.some(Boolean) || entry.generations.some(Boolean) || (entry.key_id && !entry.revoked));
  return { days: dayList, series: used };
}
