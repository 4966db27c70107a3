import type { Caller } from "@/lib/auth/caller";
import { dbPool } from "@/lib/db/pool";
import { notFound } from "@/lib/errors";
import { assertActingIn } from "@/lib/workspaces/acting-workspace";

/** Revokes a pending invitation of the workspace the request acts in; another workspace's, or one no longer pending: 404. */
export async function revokeInvitation(caller: Caller, workspaceId: string, invitationId: string): Promise<{ revoked: true; invitation_id: string }> {
  assertActingIn(caller, workspaceId);
  const { rowCount } = await dbPool().query(
    `UPDATE workspace_invitations SET revoked_at = now()
     WHERE id = $1 AND workspace_id = $2 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()`,
    [invitationId, workspaceId],
  );
  if (!rowCount) throw notFound("Invitation");
  return { revoked: true, invitation_id: invitationId };
}
