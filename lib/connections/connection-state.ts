import { dbPool } from "@/lib/db/pool";
import type { PlatformId } from "@/lib/platforms/ids";

/** A connection row as renewal reads it (the sealed part still sealed). */
export type ConnectionState = {
  id: string;
  brandId: string;
  platform: PlatformId;
  status: "active" | "reconnect_required";
  statusReason: string | null;
  tokenExpiresAt: Date | null;
  refreshedAt: Date | null;
  sealedCredentials: string;
  keyId: string;
  version: number;
  refreshingUntil: Date | null;
};

/** A brand has one connection per platform, whichever member of its workspace connected it. */
export type ConnectionRef = { brandId: string; platform: PlatformId };

const SELECT = `SELECT id, brand_id, platform, status, status_reason, token_expires_at, refreshed_at, sealed_credentials, key_id,
  credentials_version, refreshing_until FROM platform_connections`;

/** The brand's connection on the platform, or null. */
export async function readConnectionState(ref: ConnectionRef): Promise<ConnectionState | null> {
  const { rows } = await dbPool().query(`${SELECT} WHERE brand_id = $1 AND platform = $2`, [ref.brandId, ref.platform]);
  return rows[0] ? toState(rows[0]) : null;
}

export async function readConnectionStateById(id: string): Promise<ConnectionState | null> {
  const { rows } = await dbPool().query(`${SELECT} WHERE id = $1`, [id]);
  return rows[0] ? toState(rows[0]) : null;
}

function toState(row: Record<string, unknown>): ConnectionState {
  return {
    id: row.id as string,
    brandId: row.brand_id as string,
    platform: row.platform as PlatformId,
    status: row.status === "reconnect_required" ? "reconnect_required" : "active",
    statusReason: (row.status_reason as string | null) ?? null,
    tokenExpiresAt: (row.token_expires_at as Date | null) ?? null,
    refreshedAt: (row.refreshed_at as Date | null) ?? null,
    sealedCredentials: row.sealed_credentials as string,
    keyId: row.key_id as string,
    version: Number(row.credentials_version),
    refreshingUntil: (row.refreshing_until as Date | null) ?? null,
  };
}
