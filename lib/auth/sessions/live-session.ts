import type { Role } from "@/lib/auth/roles";
import type { Plan } from "@/lib/db/generated/enums";
import { dbPool } from "@/lib/db/pool";
import type { SessionClaims } from "@/lib/auth/sessions/session-claims";

// The per-request check that makes a session end on the server: one primary-key lookup. The
// cookie names its row; the row is deleted on sign-out, "sign out everywhere" and a password
// change, after which the cookie signs no one in, wherever it was copied to.

/** True while the cookie's session row exists, belongs to its user and has not expired. */
export async function isLiveSession(claims: SessionClaims): Promise<boolean> {
  const { rowCount } = await dbPool().query(
    "SELECT 1 FROM user_sessions WHERE id = $1 AND user_id = $2 AND expires_at > now()",
    [claims.sessionId, claims.userId],
  );
  return rowCount === 1;
}

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  plan: Plan;
  /** The workspace the session acts in, and the user's role and brands there (docs/teams.md). */
  workspaceId: string;
  role: Role;
  memberBrandIds: string[];
};

/**
 * The user of a live session, in the same lookup (the dashboard's pages need the name and plan),
 * with the workspace the session acts in as the admission statement reads it
 * (lib/auth/admit-request.ts): its chosen workspace while the user is a member there, else the
 * user's personal one.
 */
export async function liveSessionUser(claims: SessionClaims): Promise<SessionUser | null> {
  const { rows } = await dbPool().query<SessionUser>(
    `SELECT u.id, u.email, u.name, u.plan,
            COALESCE(cm.workspace_id, pm.workspace_id) AS "workspaceId",
            CASE WHEN cm.workspace_id IS NULL THEN pm.role ELSE cm.role END AS role,
            CASE WHEN cm.workspace_id IS NULL THEN pm.brand_ids ELSE cm.brand_ids END AS "memberBrandIds"
     FROM user_sessions s JOIN users u ON u.id = s.user_id
     JOIN workspaces w ON w.personal_for = u.id
     JOIN workspace_members pm ON pm.workspace_id = w.id AND pm.user_id = u.id
     LEFT JOIN LATERAL (
       SELECT c.workspace_id, c.role, c.brand_ids FROM workspace_members c
       WHERE s.workspace_id IS NOT NULL AND c.workspace_id = s.workspace_id AND c.user_id = u.id LIMIT 1
     ) cm ON true
     WHERE s.id = $1 AND s.user_id = $2 AND s.expires_at > now()`,
    [claims.sessionId, claims.userId],
  );
  return rows[0] ?? null;
}

/** The user's sessions that still sign in (the settings page shows how many). */
export async function countLiveSessions(userId: string): Promise<number> {
  const { rows } = await dbPool().query<{ n: number }>(
    "SELECT count(*)::int AS n FROM user_sessions WHERE user_id = $1 AND expires_at > now()",
    [userId],
  );
  return rows[0].n;
}
