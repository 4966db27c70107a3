import type { Role } from "@/lib/auth/roles";
import { dbPool } from "@/lib/db/pool";
import { createTestUser } from "@/lib/testing/test-user";

export type TeamMember = { userId: string; email: string; name: string };
type MemberSpec = Role | { role: Role; brandIds: string[] };

/**
 * A shared workspace with one new user per entry: `createTestTeam({ owner: "owner", narrow:
 * { role: "admin", brandIds: [brandId] } })`, each named after its label.
 */
export async function createTestTeam<L extends string>(spec: Record<L, MemberSpec>) {
  const workspaceId = (await dbPool().query<{ id: string }>("INSERT INTO workspaces (name) VALUES ('Team') RETURNING id")).rows[0].id;
  const members = {} as Record<L, TeamMember>;
  for (const [label, member] of Object.entries(spec) as [L, MemberSpec][]) {
    const { role, brandIds } = typeof member === "string" ? { role: member, brandIds: [] } : member;
    const user = await createTestUser({ name: `The ${label}` });
    await dbPool().query("INSERT INTO workspace_members (workspace_id, user_id, role, brand_ids) VALUES ($1, $2, $3, $4::uuid[])", [workspaceId, user.id, role, brandIds]);
    members[label] = { userId: user.id, email: user.email, name: user.name };
  }
  return { workspaceId, members };
}
