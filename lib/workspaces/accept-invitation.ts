import type { Caller } from "@/lib/auth/caller";
import { dbPool } from "@/lib/db/pool";
import { ApiError, notFound } from "@/lib/errors";
import { notify } from "@/lib/notifications/notify";
import { findInvitationByToken } from "@/lib/workspaces/find-invitation";
import { inTransaction } from "@/lib/db/in-transaction";
import { hashInvitationToken } from "@/lib/workspaces/invitation-token";

// Accepting is ONE statement: the invitation is marked used only if it is pending, addressed to
// the caller and the caller is not a member yet, and the membership is inserted from the row it
// marked. Of two accepts at once, the second waits for the first's row lock, re-checks
// `accepted_at IS NULL` on the row the first committed, and changes nothing: one membership.
const ACCEPT = `
WITH used AS (
  UPDATE workspace_invitations i SET accepted_at = now(), accepted_by = $2
  WHERE i.token_hash = $1 AND i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()
    AND i.email = (SELECT lower(u.email) FROM users u WHERE u.id = $2)
    AND NOT EXISTS (SELECT 1 FROM workspace_members m WHERE m.workspace_id = i.workspace_id AND m.user_id = $2)
  RETURNING i.workspace_id, i.role, i.brand_ids
)
INSERT INTO workspace_members (workspace_id, user_id, role, brand_ids)
SELECT workspace_id, $2, role, brand_ids FROM used
ON CONFLICT DO NOTHING
RETURNING workspace_id, role`;

/** `someone@example.com` → `so•••@example.com`: enough to recognise one's address, not to learn another's. */
function maskedAddress(email: string): string {
  const [local, domain] = email.split("@");
  return `${local.slice(0, 2)}•••@${domain}`;
}

/** Why an accept changed nothing, as the API answers it. */
async function refusal(caller: Caller, token: string): Promise<ApiError> {
  const invitation = await findInvitationByToken(token);
  if (!invitation) return notFound("Invitation");
  if (invitation.state === "accepted") return new ApiError("invitation_unavailable", "This invitation has already been used: each link works once.");
  if (invitation.state === "revoked") return new ApiError("invitation_unavailable", "This invitation was revoked: ask a workspace admin for a new one.");
  if (invitation.state === "expired") {
    return new ApiError("invitation_unavailable", `This invitation expired on ${invitation.expiresAt.toISOString()}: ask a workspace admin for a new one.`);
  }
  const { rows } = await dbPool().query<{ email: string; member: boolean }>(
    "SELECT lower(u.email) AS email, EXISTS (SELECT 1 FROM workspace_members m WHERE m.workspace_id = $2 AND m.user_id = u.id) AS member FROM users u WHERE u.id = $1",
    [caller.userId, invitation.workspaceId],
  );
  if (rows[0] && rows[0].email !== invitation.email) {
    return new ApiError(
      "invitation_email_mismatch",
      `This invitation was sent to ${maskedAddress(invitation.email)}; you are signed in as ${rows[0].email}. Sign in with the invited address to accept it.`,
    );
  }
  if (rows[0]?.member) return new ApiError("already_member", "You are already a member of this workspace.");
  // The invitation changed between the statement and this look (revoked, accepted at that moment).
  return new ApiError("invitation_unavailable", "This invitation can no longer be accepted: ask a workspace admin for a new one.");
}

/**
 * The signed-in caller accepts the invitation `token` names; returns the workspace joined. The
 * workspace's owners and admins are told in the same transaction (the bell, and e-mail where
 * their preferences want it).
 */
export async function acceptInvitation(caller: Caller, token: string): Promise<{ workspaceId: string }> {
  const joined = await inTransaction(async (client) => {
    const { rows } = await client.query<{ workspace_id: string; role: string }>(ACCEPT, [hashInvitationToken(token), caller.userId]);
    if (!rows[0]) return null;
    const names = await client.query<{ member: string; workspace: string }>(
      "SELECT u.name AS member, w.name AS workspace FROM users u, workspaces w WHERE u.id = $1 AND w.id = $2",
      [caller.userId, rows[0].workspace_id],
    );
    await notify(client, {
      workspaceId: rows[0].workspace_id,
      kind: "invitation_accepted",
      recipients: { roles: ["owner", "admin"] },
      actor: { userId: caller.userId, name: names.rows[0]?.member ?? "A new member" },
      role: rows[0].role,
      workspaceName: names.rows[0]?.workspace ?? null,
      link: "/settings/members",
    });
    return rows[0].workspace_id;
  });
  if (joined) return { workspaceId: joined };
  throw await refusal(caller, token);
}
