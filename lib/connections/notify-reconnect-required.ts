import { notify } from "@/lib/notifications/notify";
import type { SqlTx } from "@/lib/notifications/sql-tx";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

export type MarkedConnection = { id: string; was: string; workspace_id: string; brand_id: string; platform: PlatformId; brand_name: string | null };

/** Tells the workspace's owners and admins (those who reach the brand) that a connection must be signed in again. */
export async function notifyReconnectRequired(tx: SqlTx, connection: MarkedConnection, reason: string): Promise<void> {
  await notify(tx, {
    workspaceId: connection.workspace_id,
    kind: "connection_reconnect_required",
    recipients: { roles: ["owner", "admin"], brandId: connection.brand_id },
    brandId: connection.brand_id,
    resourceId: connection.id,
    platformLabel: platformRule(connection.platform).label,
    brandName: connection.brand_name,
    reason,
  });
}
