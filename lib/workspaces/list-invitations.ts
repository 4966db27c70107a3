import type { Caller } from "@/lib/auth/caller";
import { brandRestriction } from "@/lib/auth/brand-restriction";
import { dbPool } from "@/lib/db/pool";
import { assertActingIn } from "@/lib/workspaces/acting-workspace";
import type { InvitationOutput } from "@/lib/schemas/workspace";

export type InvitationRow = {
  id: string;
  email: string;
  role: InvitationOutput["role"];
  brand_ids: string[];
  invited_by: string | null;
  expires_at: Date;
  created_at: Date;
};

export const INVITATION_COLUMNS = "id, email, role, brand_ids, invited_by, expires_at, created_at";

/** An invitation as the API shows it: never its token (only the token's hash is stored anyway). */
export function toInvitationOutput(row: InvitationRow): InvitationOutput {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    brand_ids: brandRestriction(row.brand_ids),
    invited_by: row.invited_by,
    expires_at: row.expires_at.toISOString(),
    created_at: row.created_at.toISOString(),
  };
}

/** The workspace's pending invitations (not accepted, revoked or expired), newest first. */
export async function listInvitations(caller: Caller, workspaceId: string): Promise<InvitationOutput[]> {
  assertActingIn(caller, workspaceId);
  const { rows } = await dbPool().query<InvitationRow>(
    `SELECT ${INVITATION_COLUMNS} FROM workspace_invitations
     WHERE workspace_id = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()
     ORDER BY created_at DESC, id`,
    [workspaceId],
  );
  return rows.map(toInvitationOutput);
}
