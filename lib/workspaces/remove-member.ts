import type pg from "pg";
import type { Caller } from "@/lib/auth/caller";
import { notFound } from "@/lib/errors";
import { assertOwner, requireScope } from "@/lib/auth/require-scope";
import { assertActingIn } from "@/lib/workspaces/acting-workspace";
import { inTransaction } from "@/lib/db/in-transaction";
import { findMember } from "@/lib/workspaces/list-members";
import { assertOwnerMayGo, currentActor, lockWorkspace } from "@/lib/workspaces/owner-rules";

/**
 * Takes the member out: their membership goes, their keys in this workspace are revoked (so
 * being invited again brings none of them back), and their sessions that had chosen it fall
 * back to their personal workspace. The admission statement would refuse the keys and move the
 * sessions anyway on the very next request; this makes it stay so.
 */
async function dropMembership(client: pg.PoolClient, workspaceId: string, userId: string): Promise<void> {
  await client.query("DELETE FROM workspace_members WHERE workspace_id = $1 AND user_id = $2", [workspaceId, userId]);
  await client.query("UPDATE api_keys SET revoked_at = now() WHERE workspace_id = $1 AND user_id = $2 AND revoked_at IS NULL", [workspaceId, userId]);
  await client.query("UPDATE user_sessions SET workspace_id = NULL WHERE workspace_id = $1 AND user_id = $2", [workspaceId, userId]);
}

/** Removes a member of the workspace the request acts in (admin or owner; only an owner removes an owner; never the last). */
export async function removeMember(caller: Caller, workspaceId: string, userId: string): Promise<{ removed: true; user_id: string }> {
  assertActingIn(caller, workspaceId);
  await inTransaction(async (client) => {
    const workspace = await lockWorkspace(client, workspaceId);
    const actor = await currentActor(client, caller, workspaceId);
    requireScope(actor, "admin");
    const member = await findMember(client, workspaceId, userId, true);
    if (!member) throw notFound("Member");
    if (member.role === "owner") assertOwner(actor, "removing an owner");
    await assertOwnerMayGo(client, workspace, userId, member.role);
    await dropMembership(client, workspaceId, userId);
  });
  return { removed: true, user_id: userId };
}

/**
 * The caller leaves a workspace they are a member of (any role; any of their workspaces, not only
 * the one the session acts in), unless they are its last owner or it is their personal one.
 */
export async function leaveWorkspace(caller: Caller, workspaceId: string): Promise<{ left: true; workspace_id: string }> {
  await inTransaction(async (client) => {
    const member = await findMember(client, workspaceId, caller.userId);
    if (!member) throw notFound("Workspace");
    const workspace = await lockWorkspace(client, workspaceId);
    const locked = await findMember(client, workspaceId, caller.userId, true);
    if (!locked) throw notFound("Workspace");
    await assertOwnerMayGo(client, workspace, caller.userId, locked.role);
    await dropMembership(client, workspaceId, caller.userId);
  });
  return { left: true, workspace_id: workspaceId };
}
