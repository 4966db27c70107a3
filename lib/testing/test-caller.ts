import type { Caller } from "@/lib/auth/caller";
import { SCOPES } from "@/lib/auth/scopes";
import { dbPool } from "@/lib/db/pool";

/** The personal workspace the database made with the user (docs/teams.md). */
export async function personalWorkspaceId(userId: string): Promise<string> {
  const { rows } = await dbPool().query<{ id: string }>("SELECT id FROM workspaces WHERE personal_for = $1", [userId]);
  if (!rows[0]) throw new Error(`user ${userId} has no personal workspace`);
  return rows[0].id;
}

/**
 * A caller of domain functions as authentication would make it for `userId`: by default a
 * session in the user's personal workspace, where the user is owner.
 */
export async function testCaller(userId: string, overrides: Partial<Caller> = {}): Promise<Caller> {
  return {
    userId,
    authMethod: "session",
    keyId: null,
    scopes: SCOPES,
    brandIds: null,
    workspaceId: overrides.workspaceId ?? (await personalWorkspaceId(userId)),
    role: "owner",
    ...overrides,
  };
}
