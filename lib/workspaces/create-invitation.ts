import type { Caller } from "@/lib/auth/caller";
import { storedBrandIds } from "@/lib/auth/brand-restriction";
import { ApiError } from "@/lib/errors";
import { assertActingIn } from "@/lib/workspaces/acting-workspace";
import { inTransaction } from "@/lib/db/in-transaction";
import { sendInvitationMail } from "@/lib/notifications/send-invitation-mail";
import { INVITATION_PAGE_PATH, invitationUrl } from "@/lib/workspaces/invitation-link";
import { generateInvitationToken, hashInvitationToken } from "@/lib/workspaces/invitation-token";
import { INVITATION_COLUMNS, toInvitationOutput, type InvitationRow } from "@/lib/workspaces/list-invitations";
import { assertWorkspaceBrands } from "@/lib/workspaces/workspace-brands";
import type { CreateInvitationInput, InvitationOutput } from "@/lib/schemas/workspace";

/** How long an invitation's link works. */
export const INVITATION_LIFETIME_DAYS = 7;

/**
 * Invites an address to the workspace the request acts in (admin or owner: the declaration).
 * The one place an invitation is made: the e-mail carrying `accept_url` is written to the mail
 * outbox in this transaction when e-mail is set up (`emailed`), so that no invitation exists
 * without its message, nor a message without its invitation. A newer invitation
 * to the same address replaces the pending one (its link stops working), so "send again" is
 * simply inviting again.
 */
export async function createInvitation(caller: Caller, workspaceId: string, input: CreateInvitationInput): Promise<InvitationOutput & { accept_url: string; emailed: boolean }> {
  assertActingIn(caller, workspaceId);
  const token = generateInvitationToken();
  const { row, emailed } = await inTransaction(async (client) => {
    await assertWorkspaceBrands(client, workspaceId, input.brand_ids);
    const { rowCount } = await client.query(
      "SELECT 1 FROM workspace_members m JOIN users u ON u.id = m.user_id WHERE m.workspace_id = $1 AND lower(u.email) = $2",
      [workspaceId, input.email],
    );
    if (rowCount) throw new ApiError("already_member", `${input.email} is already a member of this workspace; change their role instead.`);
    await client.query(
      "UPDATE workspace_invitations SET revoked_at = now() WHERE workspace_id = $1 AND email = $2 AND accepted_at IS NULL AND revoked_at IS NULL",
      [workspaceId, input.email],
    );
    const { rows } = await client.query<InvitationRow>(
      `INSERT INTO workspace_invitations (workspace_id, email, role, brand_ids, token_hash, invited_by, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(days => $7))
       RETURNING ${INVITATION_COLUMNS}`,
      [workspaceId, input.email, input.role, storedBrandIds(input.brand_ids), hashInvitationToken(token), caller.userId, INVITATION_LIFETIME_DAYS],
    );
    const names = await client.query<{ workspace: string; inviter: string }>(
      "SELECT w.name AS workspace, u.name AS inviter FROM workspaces w, users u WHERE w.id = $1 AND u.id = $2",
      [workspaceId, caller.userId],
    );
    const emailed = await sendInvitationMail(client, {
      workspaceId,
      toAddress: input.email,
      workspaceName: names.rows[0]?.workspace ?? "a workspace",
      inviterName: names.rows[0]?.inviter ?? "A Brandcast user",
      role: input.role,
      acceptPath: `${INVITATION_PAGE_PATH}/${encodeURIComponent(token)}`,
      expiresAt: rows[0].expires_at,
    });
    return { row: rows[0], emailed };
  });
  return { ...toInvitationOutput(row), accept_url: invitationUrl(token), emailed };
}
