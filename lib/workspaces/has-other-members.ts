import { dbPool } from "@/lib/db/pool";

/** Whether anyone but `userId` is a member of the workspace (a team, not one person's own space). */
export async function hasOtherMembers(workspaceId: string, userId: string): Promise<boolean> {
  const { rows } = await dbPool().query<{ other: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM workspace_members WHERE workspace_id = $1 AND user_id <> $2) AS other",
    [workspaceId, userId],
  );
  return rows[0]?.other ?? false;
}
