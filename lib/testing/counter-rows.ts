import { randomUUID } from "node:crypto";
import { dbPool } from "@/lib/db/pool";

/**
 * Rate-limit counter rows of a fresh subject, for the pruning tests: minute windows two hours
 * and one minute old, and a day window two days old. Returns the subject and a reader of
 * which of the three are left.
 */
export async function seedCounterRows() {
  const subject = `key:${randomUUID()}`;
  await dbPool().query(
    `INSERT INTO rate_limit_counters (subject, period, window_start, count) VALUES
       ($1, 'm', date_trunc('minute', now() - interval '2 hours'), 3),
       ($1, 'm', date_trunc('minute', now() - interval '1 minute'), 2),
       ($1, 'd', date_trunc('day', now() - interval '2 days'), 40)`,
    [subject],
  );
  const left = async () => {
    const { rows } = await dbPool().query<{ period: string; age: string }>(
      `SELECT period, CASE WHEN window_start < now() - interval '1 hour' THEN 'old' ELSE 'recent' END AS age
       FROM rate_limit_counters WHERE subject = $1 ORDER BY period, window_start`,
      [subject],
    );
    return rows.map((row) => `${row.period}:${row.age}`);
  };
  return { subject, left };
}
