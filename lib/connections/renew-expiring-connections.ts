import { ConnectionUnusableError } from "@/lib/connections/connection-unusable";
import { freshCredentials } from "@/lib/connections/fresh-credentials";
import { keyRing } from "@/lib/sealing/key-ring";
import { dbPool } from "@/lib/db/pool";
import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";
import { oauthConnectorFor } from "@/lib/platforms/oauth-connectors";

/** How often the runtimes look for tokens about to run out. */
export const RENEW_CONNECTIONS_EVERY_MINUTES = 60;

// The widest renewal window of any platform (lib/platforms/<platform>/oauth.ts), and a margin
// of one period, so that a token is seen at least once inside its window.
const LOOK_AHEAD_MS = 7 * 86_400_000 + RENEW_CONNECTIONS_EVERY_MINUTES * 60_000;

export type RenewalSweep = { renewed: number; reconnect: number; failed: number };

/**
 * Renews the access tokens that would run out before a post next needs them: a brand that
 * posts to Threads once a month still has a token. Each goes through freshCredentials, so the
 * sweep and a delivery never renew one connection twice; a token nothing can renew is marked
 * reconnect_required once it expires, so the dashboard says so before a post fails.
 */
export async function renewExpiringConnections(limit = 100): Promise<RenewalSweep> {
  const sweep: RenewalSweep = { renewed: 0, reconnect: 0, failed: 0 };
  if (!keyRing()) return sweep;
  const { rows } = await dbPool().query<{ brand_id: string; platform: string; token_expires_at: Date }>(
    `SELECT brand_id, platform, token_expires_at FROM platform_connections
      WHERE status = 'active' AND auth_method = 'oauth' AND token_expires_at < now() + make_interval(secs => $1)
      ORDER BY token_expires_at LIMIT $2`,
    [LOOK_AHEAD_MS / 1000, limit],
  );
  for (const row of rows) {
    if (!(PLATFORM_IDS as readonly string[]).includes(row.platform)) continue;
    const platform = row.platform as PlatformId;
    const window = oauthConnectorFor(platform)?.renewAheadMs ?? 0;
    if (row.token_expires_at.getTime() - Date.now() > window) continue;
    try {
      await freshCredentials({ brandId: row.brand_id, platform });
      sweep.renewed += 1;
    } catch (error) {
      if (error instanceof ConnectionUnusableError && error.kind === "reconnect") sweep.reconnect += 1;
      else sweep.failed += 1;
    }
  }
  return sweep;
}
