import type { Caller } from "@/lib/auth/caller";
import type { Role } from "@/lib/auth/roles";
import { dbPool } from "@/lib/db/pool";
import { testCaller } from "@/lib/testing/test-caller";

export type SharedMember = { userId: string; role: Role; brandIds?: string[] };

/**
 * A shared (non-personal) workspace with these existing users as members, as accepted
 * invitations leave it: for tests of what members share. Returns its id and a session caller
 * for each member (in the workspace, with the member's role and brands), in member order.
 */
export async function createSharedWorkspace(members: SharedMember[], name = "Agency"): Promise<{ workspaceId: string; callers: Caller[] }> {
  const workspaceId = (await dbPool().query<{ id: string }>("INSERT INTO workspaces (name) VALUES ($1) RETURNING id", [name])).rows[0].id;
  const callers: Caller[] = [];
  for (const member of members) {
    const brandIds = member.brandIds ?? [];
    await dbPool().query("INSERT INTO workspace_members (workspace_id, user_id, role, brand_ids) VALUES ($1, $2, $3, $4::uuid[])", [workspaceId, member.userId, member.role, brandIds]);
    callers.push(await testCaller(member.userId, { workspaceId, role: member.role, brandIds: brandIds.length > 0 ? brandIds : null }));
  }
  return { workspaceId, callers };
}
