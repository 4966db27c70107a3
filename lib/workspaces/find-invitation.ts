import { dbPool } from "@/lib/db/pool";
import { hashInvitationToken } from "@/lib/workspaces/invitation-token";

/** Where an invitation stands, for the accept page and for the reason an accept was refused. */
export type InvitationState = "pending" | "accepted" | "revoked" | "expired";

export type InvitationByToken = {
  workspaceId: string;
  workspaceName: string;
  email: string;
  role: string;
  inviterName: string | null;
  expiresAt: Date;
  state: InvitationState;
};

/** The invitation a link's token names (by its hash), whatever its state; null when none does. */
export async function findInvitationByToken(token: string): Promise<InvitationByToken | null> {
  const { rows } = await dbPool().query<InvitationByToken>(
    `SELECT i.workspace_id AS "workspaceId", w.name AS "workspaceName", i.email, i.role, u.name AS "inviterName", i.expires_at AS "expiresAt",
            CASE WHEN i.accepted_at IS NOT NULL THEN 'accepted' WHEN i.revoked_at IS NOT NULL THEN 'revoked'
                 WHEN i.expires_at <= now() THEN 'expired' ELSE 'pending' END AS state
     FROM workspace_invitations i JOIN workspaces w ON w.id = i.workspace_id LEFT JOIN users u ON u.id = i.invited_by
     WHERE i.token_hash = $1`,
    [hashInvitationToken(token)],
  );
  return rows[0] ?? null;
}
