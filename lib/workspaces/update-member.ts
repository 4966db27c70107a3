import type { Caller } from "@/lib/auth/caller";
import { storedBrandIds } from "@/lib/auth/brand-restriction";
import { notFound } from "@/lib/errors";
import { assertOwner, requireScope } from "@/lib/auth/require-scope";
import { assertActingIn } from "@/lib/workspaces/acting-workspace";
import { inTransaction } from "@/lib/db/in-transaction";
import { findMember, toMemberOutput } from "@/lib/workspaces/list-members";
import { assertOwnerMayGo, currentActor, lockWorkspace } from "@/lib/workspaces/owner-rules";
import { assertWorkspaceBrands } from "@/lib/workspaces/workspace-brands";
import type { MemberOutput, UpdateMemberInput } from "@/lib/schemas/workspace";

/**
 * Changes a member's role or brands (admin or owner: the declaration). Only an owner changes an
 * owner or makes one; transferring ownership is making another member owner, then lowering or
 * removing oneself (docs/api-decisions.md). Counts on the member's very next request: the
 * admission statement reads the membership with every key and session.
 */
export async function updateMember(caller: Caller, workspaceId: string, userId: string, input: UpdateMemberInput): Promise<MemberOutput> {
  assertActingIn(caller, workspaceId);
  return inTransaction(async (client) => {
    const workspace = await lockWorkspace(client, workspaceId);
    const actor = await currentActor(client, caller, workspaceId);
    requireScope(actor, "admin");
    const member = await findMember(client, workspaceId, userId, true);
    if (!member) throw notFound("Member");
    if (member.role === "owner") assertOwner(actor, "changing an owner");
    if (input.role === "owner" && member.role !== "owner") assertOwner(actor, "making an owner");
    const role = input.role ?? member.role;
    if (role !== member.role || input.brand_ids !== undefined) {
      if (workspace.personal_for === userId) await assertOwnerMayGo(client, workspace, userId, member.role);
      if (member.role === "owner" && role !== "owner") await assertOwnerMayGo(client, workspace, userId, member.role);
    }
    await assertWorkspaceBrands(client, workspaceId, input.brand_ids);
    const brandIds = input.brand_ids === undefined ? member.brand_ids : storedBrandIds(input.brand_ids);
    await client.query("UPDATE workspace_members SET role = $3, brand_ids = $4 WHERE workspace_id = $1 AND user_id = $2", [workspaceId, userId, role, brandIds]);
    return toMemberOutput({ ...member, role, brand_ids: brandIds });
  });
}
