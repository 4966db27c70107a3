import { randomUUID } from "node:crypto";
import { sealSecrets, type ConnectionSecrets } from "@/lib/connections/connection-secrets";
import { cleanAccountProfile } from "@/lib/schemas/clean-account-profile";
import { requireKeyRing } from "@/lib/sealing/key-ring";
import { dbPool } from "@/lib/db/pool";
import type { PlatformId } from "@/lib/platforms/ids";
import type { AccountProfile } from "@/lib/platforms/oauth-kit/connector";
import { CONNECTION_COLUMNS, rowToConnection, type ConnectionRowSql } from "@/lib/connections/connection-columns";
import type { ConnectionOutput } from "@/lib/schemas/connection";
import type { Verification } from "@/lib/connections/verify/check-pasted-credentials";

// One statement: the brand must be in the caller's workspace (in the WHERE of the SELECT), a
// new row is inserted in that workspace, or the brand's row for the platform is replaced (the
// workspace in the WHERE of the UPDATE). ON CONFLICT makes two concurrent saves for one platform end as one row, not a 500.
// A save starts the connection afresh: active, no renewal in progress, a new credentials
// version (so a renewal that read the old credentials cannot overwrite these).
const UPSERT = `
INSERT INTO platform_connections (id, user_id, workspace_id, brand_id, platform, account_label, sealed_credentials, key_id, auth_method,
  status, status_reason, token_expires_at, account_name, account_handle, account_avatar_url, has_refresh_token, credentials_version,
  refreshing_until, refreshing_by, refreshed_at, created_at, updated_at, verification_status, verification_reason, verification_checked_at)
SELECT $1::uuid, b.user_id, b.workspace_id, b.id, $4, $5, $6, $7, $8, 'active', NULL, $9, $10, $11, $12, $14, 1, NULL, NULL, $13, now(), now(), $15, $16, $17
  FROM brands b
 WHERE b.id = $3::uuid AND b.workspace_id = $2::uuid
ON CONFLICT (brand_id, platform) DO UPDATE
   SET account_label = EXCLUDED.account_label,
       sealed_credentials = EXCLUDED.sealed_credentials,
       key_id = EXCLUDED.key_id,
       auth_method = EXCLUDED.auth_method,
       status = 'active',
       status_reason = NULL,
       token_expires_at = EXCLUDED.token_expires_at,
       account_name = EXCLUDED.account_name,
       account_handle = EXCLUDED.account_handle,
       account_avatar_url = EXCLUDED.account_avatar_url,
       has_refresh_token = EXCLUDED.has_refresh_token,
       credentials_version = platform_connections.credentials_version + 1,
       refreshing_until = NULL,
       refreshing_by = NULL,
       refreshed_at = EXCLUDED.refreshed_at,
       updated_at = now(),
       verification_status = EXCLUDED.verification_status,
       verification_reason = EXCLUDED.verification_reason,
       verification_checked_at = EXCLUDED.verification_checked_at
 WHERE platform_connections.workspace_id = $2::uuid
RETURNING ${CONNECTION_COLUMNS}`;

export type ConnectionWrite = {
  /** The caller's workspace: the brand must be in it. */
  workspaceId: string;
  brandId: string;
  platform: PlatformId;
  secrets: ConnectionSecrets;
  authMethod: "manual" | "oauth";
  accountLabel: string | null;
  profile: AccountProfile | null;
  tokenExpiresAt: Date | null;
  /** What asking the platform gave; left out, a sign-in (which read the account) is verified, anything else unrecorded. */
  verification?: Verification;
};

/** Seals and saves a connection; null when the brand is not (or no longer) in the workspace. */
export async function writeConnection(write: ConnectionWrite): Promise<ConnectionOutput | null> {
  const { sealed, keyId } = sealSecrets(write.secrets, write.brandId, write.platform, requireKeyRing());
  // Every connection is written here: the account as the platform described it is stored only as plain text and an https picture.
  const profile = write.profile && cleanAccountProfile(write.profile);
  const verification = write.verification ?? (write.authMethod === "oauth" ? { status: "verified", reason: null, checkedAt: new Date() } : null);
  const { rows } = await dbPool().query<ConnectionRowSql>(UPSERT, [
    randomUUID(),
    write.workspaceId,
    write.brandId,
    write.platform,
    write.accountLabel,
    sealed,
    keyId,
    write.authMethod,
    write.tokenExpiresAt,
    profile?.name ?? null,
    profile?.handle ?? null,
    profile?.avatarUrl ?? null,
    write.authMethod === "oauth" ? new Date() : null,
    Boolean(write.secrets.oauth.refresh_token),
    verification?.status ?? null,
    verification?.reason ?? null,
    verification?.checkedAt ?? null,
  ]);
  return rows[0] ? rowToConnection(rows[0]) : null;
}
