import type { Caller } from "@/lib/auth/caller";
import type { Role } from "@/lib/auth/roles";
import { dbPool } from "@/lib/db/pool";
import type { WorkspaceOutput } from "@/lib/schemas/workspace";

type WorkspaceRow = { id: string; name: string; personal_for: string | null; role: Role; created_at: Date };

/** A workspace as `userId` sees it: `personal` is their own personal workspace (someone else's is a workspace like any other to them). */
export function toWorkspaceOutput(row: WorkspaceRow, userId: string, currentId: string): WorkspaceOutput {
  return { id: row.id, name: row.name, personal: row.personal_for === userId, role: row.role, current: row.id === currentId, created_at: row.created_at.toISOString() };
}

/** The workspaces the caller's user is a member of, with their role in each: the personal one first, then by name. */
export async function listWorkspaces(caller: Caller): Promise<WorkspaceOutput[]> {
  const { rows } = await dbPool().query<WorkspaceRow>(
    `SELECT w.id, w.name, w.personal_for, m.role, w.created_at
     FROM workspace_members m JOIN workspaces w ON w.id = m.workspace_id
     WHERE m.user_id = $1
     ORDER BY (w.personal_for IS DISTINCT FROM m.user_id), lower(w.name), w.id`,
    [caller.userId],
  );
  return rows.map((row) => toWorkspaceOutput(row, caller.userId, caller.workspaceId));
}

/** One workspace of the caller's user, as GET /workspaces lists it; null when they are not a member. */
export async function findMemberWorkspace(userId: string, workspaceId: string, currentId: string): Promise<WorkspaceOutput | null> {
  const { rows } = await dbPool().query<WorkspaceRow>(
    `SELECT w.id, w.name, w.personal_for, m.role, w.created_at
     FROM workspace_members m JOIN workspaces w ON w.id = m.workspace_id
     WHERE m.user_id = $1 AND m.workspace_id = $2`,
    [userId, workspaceId],
  );
  return rows[0] ? toWorkspaceOutput(rows[0], userId, currentId) : null;
}
