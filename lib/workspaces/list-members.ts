import type pg from "pg";
import type { Caller } from "@/lib/auth/caller";
import { brandRestriction } from "@/lib/auth/brand-restriction";
import type { Role } from "@/lib/auth/roles";
import { dbPool } from "@/lib/db/pool";
import { assertActingIn } from "@/lib/workspaces/acting-workspace";
import type { MemberOutput } from "@/lib/schemas/workspace";

export type MemberRow = { user_id: string; email: string; name: string; role: Role; brand_ids: string[]; created_at: Date };

export const MEMBER_COLUMNS = "m.user_id, u.email, u.name, m.role, m.brand_ids, m.created_at";

export function toMemberOutput(row: MemberRow): MemberOutput {
  return { user_id: row.user_id, email: row.email, name: row.name, role: row.role, brand_ids: brandRestriction(row.brand_ids), joined_at: row.created_at.toISOString() };
}

/** One member's row (locked when `forUpdate`), or null. */
export async function findMember(client: pg.PoolClient, workspaceId: string, userId: string, forUpdate = false): Promise<MemberRow | null> {
  const { rows } = await client.query<MemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM workspace_members m JOIN users u ON u.id = m.user_id
     WHERE m.workspace_id = $1 AND m.user_id = $2${forUpdate ? " FOR UPDATE OF m" : ""}`,
    [workspaceId, userId],
  );
  return rows[0] ?? null;
}

const ROLE_ORDER = "array_position(ARRAY['owner','admin','editor','contributor','viewer'], m.role)";

/** The members of the workspace the request acts in: owners first, then by role, then by when they joined. */
export async function listMembers(caller: Caller, workspaceId: string): Promise<MemberOutput[]> {
  assertActingIn(caller, workspaceId);
  const { rows } = await dbPool().query<MemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM workspace_members m JOIN users u ON u.id = m.user_id
     WHERE m.workspace_id = $1 ORDER BY ${ROLE_ORDER}, m.created_at, m.user_id`,
    [workspaceId],
  );
  return rows.map(toMemberOutput);
}
