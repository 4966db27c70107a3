import { dbPool } from "@/lib/db/pool";
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
  const { rowCount } = await dbPool().query(
    `UPDATE platform_connections
        SET status = 'reconnect_required', status_reason = $2, refreshing_until = NULL, refreshing_by = NULL
      WHERE id = $1 AND ($3::int IS NULL OR credentials_version = $3::int)`,
    [connectionId, reason, version ?? null],
  );
  return rowCount === 1;
}
