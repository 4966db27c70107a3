import type { Role } from "@/lib/auth/roles";
import { createSharedWorkspace } from "@/lib/testing/shared-workspace";
import { createTestUser } from "@/lib/testing/test-user";

export type TeamMember = { userId: string; email: string; name: string };
type MemberSpec = Role | { role: Role; brandIds: string[] };

/**
 * A shared workspace with one new user per entry: `createTestTeam({ owner: "owner", narrow:
 * { role: "admin", brandIds: [brandId] } })`, each named after its label.
 */
export async function createTestTeam<L extends string>(spec: Record<L, MemberSpec>) {
  const members = {} as Record<L, TeamMember>;
  const shared = [];
  for (const [label, member] of Object.entries(spec) as [L, MemberSpec][]) {
    const { role, brandIds } = typeof member === "string" ? { role: member, brandIds: [] } : member;
    const user = await createTestUser({ name: `The ${label}` });
    shared.push({ userId: user.id, role, brandIds });
    members[label] = { userId: user.id, email: user.email, name: user.name };
  }
  const { workspaceId } = await createSharedWorkspace(shared, "Team");
  return { workspaceId, members };
}
