import type { Caller } from "@/lib/auth/caller";
import { dbPool } from "@/lib/db/pool";
import { notFound } from "@/lib/errors";
import { assertActingIn } from "@/lib/workspaces/acting-workspace";
import { toWorkspaceOutput } from "@/lib/workspaces/list-workspaces";
import type { WorkspaceOutput } from "@/lib/schemas/workspace";

/** Renames the workspace the request acts in (its owner only: the endpoint's declaration). */
export async function renameWorkspace(caller: Caller, workspaceId: string, name: string): Promise<WorkspaceOutput> {
  assertActingIn(caller, workspaceId);
  const { rows } = await dbPool().query<{ id: string; name: string; personal_for: string | null; created_at: Date }>(
    "UPDATE workspaces SET name = $2 WHERE id = $1 RETURNING id, name, personal_for, created_at",
    [workspaceId, name],
  );
  if (!rows[0]) throw notFound("Workspace");
  return toWorkspaceOutput({ ...rows[0], role: caller.role }, caller.userId, caller.workspaceId);
}
