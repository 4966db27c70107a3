import { toConnectionOutput, type ConnectionOutput } from "@/lib/schemas/connection";

/** The columns a connection is shown from: never the sealed credentials. */
export const CONNECTION_COLUMNS = `brand_id, platform, account_label, key_id, auth_method, status, status_reason, token_expires_at,
  account_name, account_handle, account_avatar_url, has_refresh_token, refreshed_at, created_at, updated_at,
  verification_status, verification_reason, verification_checked_at`;

export type ConnectionRowSql = {
  brand_id: string;
  platform: string;
  account_label: string | null;
  key_id: string;
  auth_method: string;
  status: string;
  status_reason: string | null;
  token_expires_at: Date | null;
  account_name: string | null;
  account_handle: string | null;
  account_avatar_url: string | null;
  has_refresh_token: boolean | null;
  refreshed_at: Date | null;
  created_at: Date;
  updated_at: Date;
  verification_status: string | null;
  verification_reason: string | null;
  verification_checked_at: Date | null;
};

export function rowToConnection(row: ConnectionRowSql): ConnectionOutput {
  return toConnectionOutput({
    brandId: row.brand_id,
    platform: row.platform,
    accountLabel: row.account_label,
    keyId: row.key_id,
    authMethod: row.auth_method,
    status: row.status,
    statusReason: row.status_reason,
    tokenExpiresAt: row.token_expires_at,
    accountName: row.account_name,
    accountHandle: row.account_handle,
    accountAvatarUrl: row.account_avatar_url,
    hasRefreshToken: row.has_refresh_token,
    refreshedAt: row.refreshed_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    verificationStatus: row.verification_status,
    verificationReason: row.verification_reason,
    verificationCheckedAt: row.verification_checked_at,
  });
}
