import { activeKeyCondition } from "@/lib/auth/active-key";
import type { Role } from "@/lib/auth/roles";
import { countersPool } from "@/lib/db/pool";
import { serverEnv } from "@/lib/env/server-env";

// Per-minute and per-UTC-day admission, counted in PostgreSQL so that every server
// instance shares one count (docs/api-decisions.md, "Rate limits").
//
// Each window is ONE conditional upsert: `ON CONFLICT DO UPDATE ... WHERE count < limit`
// runs on the latest committed row under its row lock, so N concurrent requests against
// a limit of L admit exactly min(N, L), never read-then-write. The day window is only
// touched once the minute window admitted the request. A request refused by the day
// window still spends a minute slot, which cannot refuse anything the day would admit:
// the day stays exhausted until 00:00 UTC, itself a minute boundary.
//
// The statement also carries the subject lookup (an API key by hash, or a session's live
// row in user_sessions) and the caller's membership of the workspace it acts in (its role and
// brands as they are now), so authenticating and admitting a request is a single round trip.
//
// Both statements are named (prepared once per connection): PostgreSQL then parses and plans
// each once per connection instead of on every request, and the request sends the key's hash,
// not 2 KB of SQL (docs/performance.md, "With teams"). The plan is re-made by PostgreSQL
// whenever a table it reads changes, and every execution reads the rows as they are then.

const WINDOWS_AND_RESULT = `
clock AS (
  SELECT date_trunc('minute', now()) AS minute_start,
         date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS day_start
),
m AS (
  INSERT INTO rate_limit_counters AS c (subject, period, window_start, count)
  SELECT s.subject, 'm', clock.minute_start, 1 FROM s, clock
  ON CONFLICT (subject, period, window_start)
    DO UPDATE SET count = c.count + 1 WHERE c.count < (SELECT rpm FROM s)
  RETURNING c.count
),
d AS (
  INSERT INTO rate_limit_counters AS c (subject, period, window_start, count)
  SELECT s.subject, 'd', clock.day_start, 1 FROM s, clock WHERE EXISTS (SELECT 1 FROM m)
  ON CONFLICT (subject, period, window_start)
    DO UPDATE SET count = c.count + 1 WHERE c.count < (SELECT rpd FROM s)
  RETURNING c.count
)`;

const RESULT_COLUMNS = `
  s.rpm, s.rpd,
  (SELECT count FROM m) AS minute_used,
  (SELECT count FROM d) AS day_used,
  -- Read only for a request the minute refused (what the day has left), not on every request.
  CASE WHEN NOT EXISTS (SELECT 1 FROM m) THEN
    (SELECT c.count FROM rate_limit_counters c
      WHERE c.subject = s.subject AND c.period = 'd' AND c.window_start = clock.day_start) END AS day_used_before,
  extract(epoch FROM clock.minute_start)::float8 AS minute_start,
  extract(epoch FROM clock.day_start)::float8 AS day_start`;

const API_KEY_STATEMENT = `
WITH s AS (
  SELECT 'key:' || a.id AS subject, a.id, a.user_id, a.scopes, a.brand_ids,
         a.workspace_id, m.role, m.brand_ids AS member_brand_ids,
         a.rate_limit_rpm AS rpm, a.rate_limit_rpd AS rpd
  FROM api_keys a
  JOIN workspace_members m ON m.workspace_id = a.workspace_id AND m.user_id = a.user_id
  WHERE a.key_hash = $1 AND ${activeKeyCondition("a")}
),
touched AS (
  -- last_used_at at most once a minute per key: the WHERE is re-checked on the latest
  -- row version, so concurrent requests do not all write it.
  UPDATE api_keys a SET last_used_at = now() FROM s
  WHERE a.id = s.id AND (a.last_used_at IS NULL OR a.last_used_at < now() - interval '1 minute')
  RETURNING a.id
),
${WINDOWS_AND_RESULT}
SELECT s.id AS key_id, s.user_id, s.scopes, s.brand_ids, s.workspace_id, s.role, s.member_brand_ids, ${RESULT_COLUMNS}
FROM s, clock`;

// A session counts only while its row is live (signed out, "sign out everywhere" and a
// password change delete it); the user's requests share one count whatever the session. It acts
// in the workspace it has chosen (user_sessions.workspace_id, the dashboard's switcher) while
// its user is a member there, else in its user's personal workspace, with the role the user has
// there now: a member removed from the chosen workspace is back in their own on the next request.
const SESSION_STATEMENT = `
WITH s AS (
  SELECT 'user:' || us.user_id AS subject, us.user_id,
         COALESCE(cm.workspace_id, pm.workspace_id) AS workspace_id,
         CASE WHEN cm.workspace_id IS NULL THEN pm.role ELSE cm.role END AS role,
         CASE WHEN cm.workspace_id IS NULL THEN pm.brand_ids ELSE cm.brand_ids END AS member_brand_ids,
         $3::int AS rpm, $4::int AS rpd
  FROM user_sessions us
  JOIN workspaces w ON w.personal_for = us.user_id
  JOIN workspace_members pm ON pm.workspace_id = w.id AND pm.user_id = us.user_id
  -- The chosen membership by its primary key; no lookup at all for a session that chose none
  -- (LIMIT keeps the subquery whole, so its test of us.workspace_id is a one-time filter).
  LEFT JOIN LATERAL (
    SELECT c.workspace_id, c.role, c.brand_ids FROM workspace_members c
    WHERE us.workspace_id IS NOT NULL AND c.workspace_id = us.workspace_id AND c.user_id = us.user_id LIMIT 1
  ) cm ON true
  WHERE us.id = $1 AND us.user_id = $2 AND us.expires_at > now()
),
${WINDOWS_AND_RESULT}
SELECT s.user_id, s.workspace_id, s.role, s.member_brand_ids, ${RESULT_COLUMNS}
FROM s, clock`;

/**
 * The statement's name on PostgreSQL; none on embedded PGlite, whose one session is shared by
 * every client connection, so a name prepared by one is already taken for the next.
 */
function statementName(name: string): string | undefined {
  return serverEnv().EMBEDDED_DB ? undefined : name;
}

export type Admission = {
  admitted: boolean;
  limitRpm: number;
  limitRpd: number;
  remainingRpm: number;
  remainingRpd: number;
  /** When the window that matters resets: the minute, or the day once the day is spent. */
  resetAt: Date;
  /** Whole seconds until the exhausted window resets (only when refused). */
  retryAfterSeconds: number;
};

type WindowRow = {
  rpm: number;
  rpd: number;
  minute_used: number | null;
  day_used: number | null;
  day_used_before: number | null;
  minute_start: number;
  day_start: number;
};

function toAdmission(row: WindowRow): Admission {
  const minuteReset = (row.minute_start + 60) * 1000;
  const dayReset = (row.day_start + 86_400) * 1000;
  if (row.minute_used === null) {
    return refused(row, 0, Math.max(0, row.rpd - (row.day_used_before ?? 0)), minuteReset);
  }
  if (row.day_used === null) {
    return refused(row, Math.max(0, row.rpm - row.minute_used), 0, dayReset);
  }
  return {
    admitted: true,
    limitRpm: row.rpm,
    limitRpd: row.rpd,
    remainingRpm: row.rpm - row.minute_used,
    remainingRpd: row.rpd - row.day_used,
    resetAt: new Date(minuteReset),
    retryAfterSeconds: 0,
  };
}

function refused(row: WindowRow, remainingRpm: number, remainingRpd: number, resetMs: number): Admission {
  return {
    admitted: false,
    limitRpm: row.rpm,
    limitRpd: row.rpd,
    remainingRpm,
    remainingRpd,
    resetAt: new Date(resetMs),
    retryAfterSeconds: Math.max(1, Math.ceil((resetMs - Date.now()) / 1000)),
  };
}

/** Where a request acts and with which role, as the admission statement read it with the key or session. */
export type Membership = { workspaceId: string; role: Role; memberBrandIds: string[] };

export type KeyAdmission = Membership & {
  keyId: string;
  userId: string;
  scopes: string[];
  brandIds: string[];
  admission: Admission;
};

const membershipOf = (row: { workspace_id: string; role: Role; member_brand_ids: string[] }): Membership => ({
  workspaceId: row.workspace_id,
  role: row.role,
  memberBrandIds: row.member_brand_ids,
});

/**
 * Looks a key up by its hash and admits one request; null for an unknown, revoked or expired key,
 * and for a key whose creator is no longer a member of its workspace.
 */
export async function admitApiKeyRequest(keyHash: string): Promise<KeyAdmission | null> {
  const { rows } = await countersPool().query({ name: statementName("admit-api-key"), text: API_KEY_STATEMENT, values: [keyHash] });
  const row = rows[0];
  if (!row) return null;
  return { keyId: row.key_id, userId: row.user_id, scopes: row.scopes, brandIds: row.brand_ids, ...membershipOf(row), admission: toAdmission(row) };
}

/** Admits one request of a signed-in session; null when the session has ended or its user is gone. */
export async function admitSessionRequest(sessionId: string, userId: string, rpm: number, rpd: number): Promise<(Membership & { admission: Admission }) | null> {
  const { rows } = await countersPool().query({ name: statementName("admit-session"), text: SESSION_STATEMENT, values: [sessionId, userId, rpm, rpd] });
  return rows[0] ? { ...membershipOf(rows[0]), admission: toAdmission(rows[0]) } : null;
}
