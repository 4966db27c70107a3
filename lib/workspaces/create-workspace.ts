import type { Caller } from "@/lib/auth/caller";
import { toWorkspaceOutput } from "@/lib/workspaces/list-workspaces";
import { inTransaction } from "@/lib/db/in-transaction";
import type { WorkspaceOutput } from "@/lib/schemas/workspace";
import { assertUnderWorkspaceLimit } from "@/lib/workspaces/workspace-limit";

/**
 * A shared workspace, its creator its owner; the session keeps acting where it was until it
 * switches. Refused past the creator's cap (lib/workspaces/workspace-limit.ts), counted under a
 * lock so that two creations at the cap make one.
 */
export async function createWorkspace(caller: Caller, name: string): Promise<WorkspaceOutput> {
  return inTransaction(async (client) => {
    await assertUnderWorkspaceLimit(client, caller.userId);
    const { rows } = await client.query<{ id: string; name: string; personal_for: null; created_at: Date }>(
      "INSERT INTO workspaces (name, created_by) VALUES ($1, $2) RETURNING id, name, personal_for, created_at",
      [name, caller.userId],
    );
    await client.query("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'owner')", [rows[0].id, caller.userId]);
    return toWorkspaceOutput({ ...rows[0], role: "owner" }, caller.userId, caller.workspaceId);
  });
}
