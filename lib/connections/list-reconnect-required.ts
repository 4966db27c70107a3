import type { Caller } from "@/lib/auth/caller";
import { dbPool } from "@/lib/db/pool";
import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";

export type ReconnectNeeded = { brandId: string; brandName: string; platform: PlatformId; reason: string | null };

/**
 * The connections of the caller's workspace that must be signed in again, for the dashboard's
 * home: whichever member connected them, limited to the brands the caller may reach.
 */
export async function listReconnectRequired(caller: Caller, limit = 20): Promise<ReconnectNeeded[]> {
  const { rows } = await dbPool().query<{ brand_id: string; brand_name: string; platform: string; status_reason: string | null }>(
    `SELECT c.brand_id, b.name AS brand_name, c.platform, c.status_reason
       FROM platform_connections c JOIN brands b ON b.id = c.brand_id
      WHERE c.workspace_id = $1 AND c.status = 'reconnect_required'
        AND ($2::uuid[] IS NULL OR c.brand_id = ANY($2::uuid[]))
      ORDER BY b.name, c.platform
      LIMIT $3`,
    [caller.workspaceId, caller.brandIds, limit],
  );
  return rows
    .filter((row) => (PLATFORM_IDS as readonly string[]).includes(row.platform))
    .map((row) => ({ brandId: row.brand_id, brandName: row.brand_name, platform: row.platform as PlatformId, reason: row.status_reason }));
}
