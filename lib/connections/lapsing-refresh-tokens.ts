import { openSecrets } from "@/lib/connections/connection-secrets";
import { dbPool } from "@/lib/db/pool";
import type { KeyRing } from "@/lib/env/parse-key-ring";
import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";
import { oauthConnectorFor } from "@/lib/platforms/oauth-connectors";

export type LapsingConnection = { brandId: string; platform: PlatformId; version: number };

/**
 * The connections whose refresh token lapses within `withinMs` (where the platform says when:
 * LinkedIn, TikTok) and that were not renewed since it came that close. Renewing once more
 * before the lapse gives the longest-lived access token the connection can still get without a
 * sign-in (LinkedIn's 60 days); renewing again would not move the lapse, since LinkedIn does
 * not extend a refresh token when it is used. The expiry is sealed with the credentials, so
 * these platforms' rows are opened here: a few hundred bytes of AES-GCM each, per sweep.
 */
export async function lapsingRefreshTokens(ring: KeyRing, withinMs: number, brandIds: string[] | null): Promise<LapsingConnection[]> {
  const platforms = PLATFORM_IDS.filter((platform) => oauthConnectorFor(platform)?.refreshTokenExpires);
  const { rows } = await dbPool().query<{
    brand_id: string;
    platform: PlatformId;
    sealed_credentials: string;
    key_id: string;
    credentials_version: number;
    refreshed_at: Date | null;
  }>(
    `SELECT brand_id, platform, sealed_credentials, key_id, credentials_version, refreshed_at FROM platform_connections
      WHERE status = 'active' AND auth_method = 'oauth' AND platform = ANY($1::text[]) AND ($2::uuid[] IS NULL OR brand_id = ANY($2::uuid[]))`,
    [platforms, brandIds],
  );
  const now = Date.now();
  return rows.flatMap((row) => {
    const lapsesAt = refreshExpiry(row, ring);
    if (lapsesAt === null || lapsesAt <= now || lapsesAt - now > withinMs) return [];
    if (row.refreshed_at && row.refreshed_at.getTime() >= lapsesAt - withinMs) return [];
    return [{ brandId: row.brand_id, platform: row.platform, version: Number(row.credentials_version) }];
  });
}

function refreshExpiry(row: { brand_id: string; platform: PlatformId; sealed_credentials: string; key_id: string }, ring: KeyRing): number | null {
  try {
    const at = Date.parse(openSecrets({ sealedCredentials: row.sealed_credentials, keyId: row.key_id }, row.brand_id, row.platform, ring).oauth.refresh_expires_at ?? "");
    return Number.isFinite(at) ? at : null;
  } catch {
    // A row this server cannot open is found by the delivery that needs it, which says why.
    return null;
  }
}
