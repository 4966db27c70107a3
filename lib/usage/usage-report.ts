import type { Caller } from "@/lib/auth/caller";
import { dbPool } from "@/lib/db/pool";

// Requests and generations per key (and for the dashboard's session) per UTC day. Requests are the day windows of the rate
// limiter (one admitted request = one count), generations the usage records; both are
// written anyway, so the report costs no write on the hot path.

// Every figure is one probe of a primary or unique key (a counter row, a usage row) per key
// and day: the report costs the window's size, never the account's years of history.
const REPORT = `
WITH days AS (
  SELECT (now() AT TIME ZONE 'UTC')::date - i AS day FROM generate_series(0, $2::int - 1) AS i
),
-- Active keys, and keys revoked since the first day (one revoked earlier cannot have been used
-- since): two ranges of the (user_id, revoked_at) index, however many keys were revoked before.
keys AS (
  SELECT id, name, key_prefix, revoked_at FROM api_keys WHERE user_id = $1 AND revoked_at IS NULL
  UNION ALL
  SELECT id, name, key_prefix, revoked_at FROM api_keys
  WHERE user_id = $1 AND revoked_at >= ((now() AT TIME ZONE 'UTC')::date - ($2::int - 1))::timestamp AT TIME ZONE 'UTC'
)
SELECT k.id AS key_id, k.name, k.key_prefix, k.revoked_at, d.day,
       coalesce((SELECT c.count FROM rate_limit_counters c
                 WHERE c.subject = 'key:' || k.id AND c.period = 'd' AND c.window_start = d.day::timestamp AT TIME ZONE 'UTC'), 0)::int AS requests,
       coalesce((SELECT u.generations FROM usage_records u WHERE u.user_id = $1 AND u.api_key_id = k.id AND u.day = d.day), 0)::int AS generations
FROM keys k CROSS JOIN days d
UNION ALL
SELECT NULL, 'Dashboard', NULL, NULL, d.day,
       coalesce((SELECT c.count FROM rate_limit_counters c
                 WHERE c.subject = 'user:' || $1 AND c.period = 'd' AND c.window_start = d.day::timestamp AT TIME ZONE 'UTC'), 0)::int,
       coalesce((SELECT u.generations FROM usage_records u WHERE u.user_id = $1 AND u.api_key_id IS NULL AND u.day = d.day), 0)::int
FROM days d
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
