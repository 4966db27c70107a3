import { ApiError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { dbPool } from "@/lib/db/pool";
import { PLAN_CAPS } from "@/lib/users/plans";

// Generations per user per UTC month, counted like the rate limits: one conditional upsert
// that only increments below the plan's quota, so concurrent requests never overrun it.
const RESERVE = `
WITH u AS (SELECT id FROM users WHERE id = $1),
month AS (SELECT date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS start)
INSERT INTO rate_limit_counters AS c (subject, period, window_start, count)
SELECT 'generations:' || u.id, 'month', month.start, 1 FROM u, month
ON CONFLICT (subject, period, window_start) DO UPDATE SET count = c.count + 1 WHERE c.count < $2
RETURNING c.count`;

const REFUND = `
UPDATE rate_limit_counters SET count = count - 1
WHERE subject = 'generations:' || $1 AND period = 'month'
  AND window_start = date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AND count > 0`;

const RECORD_USAGE = `
INSERT INTO usage_records (id, user_id, api_key_id, day, generations)
VALUES (gen_random_uuid(), $1, $2, (now() AT TIME ZONE 'UTC')::date, 1)
ON CONFLICT (user_id, api_key_id, day) DO UPDATE SET generations = usage_records.generations + 1`;

function secondsToNextMonth(now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** Takes one generation from the user's monthly quota, or throws 429 quota_exceeded. */
export async function reserveGeneration(caller: Caller): Promise<void> {
  const { rows: users } = await dbPool().query<{ plan: keyof typeof PLAN_CAPS }>("SELECT plan FROM users WHERE id = $1", [caller.userId]);
  const quota = PLAN_CAPS[users[0]?.plan ?? "free"].generationsPerMonth;
  const { rows } = await dbPool().query(RESERVE, [caller.userId, quota]);
  if (rows.length === 0) {
    const retryAfter = secondsToNextMonth();
    throw new ApiError(
      "quota_exceeded",
      `This month's ${quota} generations of the ${users[0]?.plan ?? "free"} plan are used up; the quota renews on the 1st (UTC).`,
      { "retry-after": String(retryAfter) },
    );
  }
}

/** Gives a reserved generation back when generation failed. */
export async function refundGeneration(caller: Caller): Promise<void> {
  await dbPool().query(REFUND, [caller.userId]);
}

/** Counts a finished generation per user, key (null for the dashboard) and day. */
export async function recordGeneration(caller: Caller): Promise<void> {
  await dbPool().query(RECORD_USAGE, [caller.userId, caller.keyId]);
}
