import type pg from "pg";
import { invalidRequest } from "@/lib/errors";

/** A member's or invitation's `brand_ids` must name brands of the workspace (null = all): 400 naming the first that does not. */
export async function assertWorkspaceBrands(client: pg.PoolClient, workspaceId: string, brandIds: string[] | null | undefined): Promise<void> {
  if (!brandIds) return;
  const { rows } = await client.query<{ id: string }>("SELECT id FROM brands WHERE workspace_id = $1 AND id = ANY($2::uuid[])", [workspaceId, brandIds]);
  const found = new Set(rows.map((row) => row.id));
  const index = brandIds.findIndex((id) => !found.has(id));
  if (index >= 0) throw invalidRequest(`brand_ids[${index}]: no such brand in this workspace.`, [{ field: `brand_ids[${index}]` }]);
}
