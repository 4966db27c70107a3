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
  const { rowCount } = await dbPool().query(
    "DELETE FROM user_sessions WHERE user_id = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)",
    [userId, options.keep ?? null],
  );
  return rowCount ?? 0;
}
