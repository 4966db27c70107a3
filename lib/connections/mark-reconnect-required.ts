import { inTransaction } from "@/lib/db/in-transaction";
import { notifyReconnectRequired, type MarkedConnection } from "@/lib/connections/notify-reconnect-required";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

const MAX_REASON = 500;

/** The sentence stored and shown for a connection that must be signed in again. */
export function reconnectReason(platform: PlatformId, why: string): string {
  const label = platformRule(platform).label;
  const sentence = `${why.trim().replace(/\.$/, "")}. Reconnect the ${label} account in Settings.`;
  return sentence.length > MAX_REASON ? `${sentence.slice(0, MAX_REASON - 1)}…` : sentence;
}

/**
 * Marks a connection reconnect_required with a readable reason, and lets go of any renewal
 * hold. With `version`, only if its credentials are still those (a reconnect that saved new
 * ones in between stays active). True when the row changed.
 */
export async function markReconnectRequired(connectionId: string, reason: string, version?: number): Promise<boolean> {
  return inTransaction(async (client) => {
    // The status before, read under the row's lock: the owners and admins are told when it
    // becomes reconnect_required, not again each time a use finds it still so.
    const { rows } = await client.query<MarkedConnection>(
      `WITH before AS (SELECT id, status AS was FROM platform_connections WHERE id = $1 FOR UPDATE)
       UPDATE platform_connections c
          SET status = 'reconnect_required', status_reason = $2, refreshing_until = NULL, refreshing_by = NULL
         FROM before
        WHERE c.id = before.id AND ($3::int IS NULL OR c.credentials_version = $3::int)
       RETURNING before.was, c.id, c.workspace_id, c.brand_id, c.platform, (SELECT name FROM brands WHERE id = c.brand_id) AS brand_name`,
      [connectionId, reason, version ?? null],
    );
    if (rows[0] && rows[0].was !== "reconnect_required") await notifyReconnectRequired(client, rows[0], reason);
    return rows.length === 1;
  });
}
