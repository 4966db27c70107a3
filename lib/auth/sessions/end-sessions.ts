import { dbPool } from "@/lib/db/pool";
import type { SessionClaims } from "@/lib/auth/sessions/session-claims";

/** Sign-out on one device: only that cookie's session ends. */
export async function endSession(claims: SessionClaims): Promise<void> {
  await dbPool().query("DELETE FROM user_sessions WHERE id = $1 AND user_id = $2", [claims.sessionId, claims.userId]);
}

/**
 * Ends every session of the user ("sign out everywhere"), or every one but `keep` (a password
 * change keeps the device that made it signed in). Returns how many ended.
 */
export async function endAllSessions(userId: string, options: { keep?: string } = {}): Promise<number> {
  // Sign-ins at a platform that the ended sessions started end too: a flow outlives a session
  // ended by a plain sign-out (so the same user can finish it), but this is the "someone else
  // may have my session" button, and a flow started there must not be finishable afterwards.
  const { rows } = await dbPool().query<{ ended: number }>(
    `WITH flows AS (
       DELETE FROM oauth_flows WHERE user_id = $1 AND ($2::uuid IS NULL OR session_id IS DISTINCT FROM $2::uuid)
     ), ended AS (
       DELETE FROM user_sessions WHERE user_id = $1 AND ($2::uuid IS NULL OR id <> $2::uuid) RETURNING 1
     )
     SELECT count(*)::int AS ended FROM ended`,
    [userId, options.keep ?? null],
  );
  return rows[0].ended;
}
