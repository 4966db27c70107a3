import { dbPool } from "@/lib/db/pool";
import type { SessionClaims } from "@/lib/auth/sessions/session-claims";

/**
 * Makes `workspaceId` the workspace the session acts in from its next request on (the
 * dashboard's switcher); null = the user's personal one. One conditional UPDATE: it changes
 * the row only while the user is a member of that workspace, so the answer is false for a
 * workspace the user is not (or no longer) in, and for an ended session.
 */
export async function chooseSessionWorkspace(claims: SessionClaims, workspaceId: string | null): Promise<boolean> {
  const { rowCount } = await dbPool().query(
    `UPDATE user_sessions us SET workspace_id = $3
     WHERE us.id = $1 AND us.user_id = $2 AND us.expires_at > now()
       AND ($3::uuid IS NULL OR EXISTS (SELECT 1 FROM workspace_members m WHERE m.workspace_id = $3 AND m.user_id = us.user_id))`,
    [claims.sessionId, claims.userId, workspaceId],
  );
  return rowCount === 1;
}
