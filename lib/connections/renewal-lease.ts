import { dbPool } from "@/lib/db/pool";

/**
 * How long one renewal may hold a connection: well above the token request's own timeout
 * (lib/platforms/oauth-kit/oauth-http.ts), so a live renewal never loses its hold to another.
 */
export const RENEWAL_LEASE_SECONDS = 60;

/**
 * Takes the connection for one renewal, across every process: only if its credentials are
 * still version `version` and no other renewal holds it. One conditional UPDATE; true when taken.
 */
export async function claimRenewal(connectionId: string, version: number, holder: string): Promise<boolean> {
  const { rowCount } = await dbPool().query(
    `UPDATE platform_connections
        SET refreshing_until = now() + make_interval(secs => $4), refreshing_by = $3
      WHERE id = $1 AND credentials_version = $2 AND status = 'active'
        AND (refreshing_until IS NULL OR refreshing_until < now())`,
    [connectionId, version, holder, RENEWAL_LEASE_SECONDS],
  );
  return rowCount === 1;
}

/** Lets go of a hold without changing the credentials (the renewal failed for a passing reason). */
export async function releaseRenewal(connectionId: string, holder: string): Promise<void> {
  await dbPool().query("UPDATE platform_connections SET refreshing_until = NULL, refreshing_by = NULL WHERE id = $1 AND refreshing_by = $2", [
    connectionId,
    holder,
  ]);
}

/**
 * Stores renewed credentials as version `version + 1`, and lets go of the hold. Only if the row
 * still has version `version`: a reconnect saved in between is newer and stays. True when stored.
 */
export async function storeRenewal(
  connectionId: string,
  version: number,
  sealed: { sealed: string; keyId: string },
  tokenExpiresAt: Date | null,
  hasRefreshToken: boolean,
): Promise<boolean> {
  const { rowCount } = await dbPool().query(
    `UPDATE platform_connections
        SET sealed_credentials = $3, key_id = $4, token_expires_at = $5, has_refresh_token = $6, credentials_version = credentials_version + 1,
            refreshed_at = now(), refreshing_until = NULL, refreshing_by = NULL, status = 'active', status_reason = NULL
      WHERE id = $1 AND credentials_version = $2`,
    [connectionId, version, sealed.sealed, sealed.keyId, tokenExpiresAt, hasRefreshToken],
  );
  return rowCount === 1;
}
