import type pg from "pg";
import type { Caller } from "@/lib/auth/caller";
import type { Role } from "@/lib/auth/roles";
import { ApiError, notFound } from "@/lib/errors";

// The two rules that keep a workspace owned (docs/teams.md): it keeps at least one owner, and a
// personal workspace keeps its own user as its owner (it is made and deleted with the account).
// Every change of who is a member or an owner first locks the workspace's row, so two owners
// demoting each other at once run one after the other and the second sees the first.

export type LockedWorkspace = { id: string; personal_for: string | null };

/** Locks the workspace's row for the rest of the transaction; 404 when it is gone. */
export async function lockWorkspace(client: pg.PoolClient, workspaceId: string): Promise<LockedWorkspace> {
  const { rows } = await client.query<LockedWorkspace>("SELECT id, personal_for FROM workspaces WHERE id = $1 FOR UPDATE", [workspaceId]);
  if (!rows[0]) throw notFound("Workspace");
  return rows[0];
}

/** Refuses a change that would take `userId` out of the owners (removal, demotion, leaving). */
export async function assertOwnerMayGo(client: pg.PoolClient, workspace: LockedWorkspace, userId: string, role: string): Promise<void> {
  if (workspace.personal_for === userId) {
    throw new ApiError("personal_workspace", "This is the member's personal workspace: they stay its owner. Create a shared workspace for a team whose ownership may change.");
  }
  if (role !== "owner") return;
  const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM workspace_members WHERE workspace_id = $1 AND role = 'owner'", [workspace.id]);
  if (rows[0].n <= 1) {
    throw new ApiError("last_owner", "This is the workspace's last owner: make another member an owner first.");
  }
}

/**
 * The caller as they are now, under the workspace's lock: their role read again, so that an owner
 * lowered a moment ago (after this request's admission) no longer acts as one here.
 */
export async function currentActor(client: pg.PoolClient, caller: Caller, workspaceId: string): Promise<Caller> {
  const { rows } = await client.query<{ role: Role }>("SELECT role FROM workspace_members WHERE workspace_id = $1 AND user_id = $2", [workspaceId, caller.userId]);
  if (!rows[0]) throw notFound("Workspace");
  return { ...caller, role: rows[0].role };
}
