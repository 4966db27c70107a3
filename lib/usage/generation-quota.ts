import { ApiError } from "@/lib/errors";
import type { Caller } from "@/lib/auth/caller";
import { countersPool, dbPool } from "@/lib/db/pool";
import { PLAN_CAPS } from "@/lib/users/plans";

// Generations per user per UTC month, counted like the rate limits: one conditional upsert
// that only increments below the plan's quota, so concurrent requests never overrun it.
// The same statement records the generation per user, key and day (only when the quota
// admitted it), and the plan's quota is read inside it ($3: the quotas by plan as JSON):
// reserving is one round trip. A failed generation gives both counts back.
const RESERVE = `
WITH u AS (SELECT id, ($3::jsonb ->> plan::text)::int AS quota FROM users WHERE id = $1),
month AS (SELECT date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS start),
reserved AS (
  INSERT INTO rate_limit_counters AS c (subject, period, window_start, count)
  SELECT 'generations:' || u.id, 'month', month.start, 1 FROM u, month
  ON CONFLICT (subject, period, window_start) DO UPDATE SET count = c.count + 1
    WHERE c.count < (SELECT quota FROM u)
  RETURNING c.count
),
recorded AS (
  INSERT INTO usage_records AS r (id, user_id, api_key_id, day, generations)
  SELECT gen_random_uuid(), $1, $2::uuid, (now() AT TIME ZONE 'UTC')::date, 1 WHERE EXISTS (SELECT 1 FROM reserved)
  ON CONFLICT (user_id, api_key_id, day) DO UPDATE SET generations = r.generations + 1
  RETURNING 1
)
SELECT count FROM reserved`;

const REFUND = `
WITH quota AS (
  UPDATE rate_limit_counters SET count = count - 1
  WHERE subject = 'generations:' || $1::text AND period = 'month'
    AND window_start = date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AND count > 0
  RETURNING 1
)
UPDATE usage_records SET generations = generations - 1
WHERE user_id = $1::uuid AND api_key_id IS NOT DISTINCT FROM $2::uuid AND day = (now() AT TIME ZONE 'UTC')::date AND generations > 0`;

const QUOTAS = JSON.stringify(Object.fromEntries(Object.entries(PLAN_CAPS).map(([plan, caps]) => [plan, caps.generationsPerMonth])));

function secondsToNextMonth(now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** Takes one generation from the user's monthly quota and records it, or throws 429 quota_exceeded. */
export async function reserveGeneration(caller: Caller): Promise<void> {
  const { rows } = await countersPool().query(RESERVE, [caller.userId, caller.keyId, QUOTAS]);
  if (rows.length > 0) return;
  const { rows: users } = await dbPool().query<{ plan: keyof typeof PLAN_CAPS }>("SELECT plan FROM users WHERE id = $1", [caller.userId]);
  const plan = users[0]?.plan ?? "free";
  throw new ApiError(
    "quota_exceeded",
    `This month's ${PLAN_CAPS[plan].generationsPerMonth} generations of the ${plan} plan are used up; the quota renews on the 1st (UTC).`,
    { "retry-after": String(secondsToNextMonth()) },
  );
}

/** Gives a reserved generation back when generation failed, in the quota and in the usage. */
export async function refundGeneration(caller: Caller): Promise<void> {
  await countersPool().query(REFUND, [caller.userId, caller.keyId]);
}
