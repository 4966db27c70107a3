import type { Caller } from "@/lib/auth/caller";
import type { Role } from "@/lib/auth/roles";
import { dbPool } from "@/lib/db/pool";
import { testCaller } from "@/lib/testing/test-caller";

/**
 * A shared (non-personal) workspace with these members, as invitations will make it: for tests
 * of what members share. Returns its id and a session caller for each member, in member order.
 */
export async function createSharedWorkspace(members: { userId: string; role: Role }[], name = "Agency"): Promise<{ workspaceId: string; callers: Caller[] }> {
  const workspaceId = (await dbPool().query<{ id: string }>("INSERT INTO workspaces (name) VALUES ($1) RETURNING id", [name])).rows[0].id;
  const callers: Caller[] = [];
  for (const member of members) {
    await dbPool().query("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, $3)", [workspaceId, member.userId, member.role]);
    callers.push(await testCaller(member.userId, { workspaceId, role: member.role }));
  }
  return { workspaceId, callers };
}
