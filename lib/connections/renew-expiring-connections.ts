import { ConnectionUnusableError } from "@/lib/connections/connection-unusable";
import { freshCredentials } from "@/lib/connections/fresh-credentials";
import { lapsingRefreshTokens } from "@/lib/connections/lapsing-refresh-tokens";
import { keyRing } from "@/lib/sealing/key-ring";
import { dbPool } from "@/lib/db/pool";
import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";
import { oauthConnectorFor } from "@/lib/platforms/oauth-connectors";

/** How often the runtimes look for tokens about to run out (the local job and the Inngest cron). */
export const RENEW_CONNECTIONS_EVERY_MINUTES = 30;

/** The Inngest cron of the sweep: every RENEW_CONNECTIONS_EVERY_MINUTES, on the clock. */
export const RENEW_CONNECTIONS_CRON = `*/${RENEW_CONNECTIONS_EVERY_MINUTES} * * * *`;

/**
 * How far ahead the sweep renews a platform's tokens: its own renewal window (renewAheadMs, 5
 * minutes for X) plus two sweep periods. A token that expires before the next sweep is renewed
 * by this one, before it expires, and a sweep that runs late, is skipped (a runtime restarting)
 * or meets a passing failure still leaves one more before the token runs out.
 *
 * Why a look-ahead and not a sweep more often than the smallest window (X's 5 minutes): one
 * cheap query every half hour instead of one every few minutes, and a token gets two chances
 * instead of at most one, with no dependence on the cron firing on time. It costs early
 * renewals: X's 2-hour tokens are renewed about hourly, Google's 1-hour ones at every sweep (a
 * refresh call per connection per hour or half hour), TikTok's 24-hour ones once a day, 60-day
 * ones (LinkedIn, Threads) once in about 53 days. The 30-minute period keeps even Google's
 * one-hour token from expiring between sweeps.
 */
export function renewalHorizonMs(platform: PlatformId): number {
  return (oauthConnectorFor(platform)?.renewAheadMs ?? 0) + 2 * RENEW_CONNECTIONS_EVERY_MINUTES * 60_000;
}

/** `renewed`: tokens this sweep found renewed, by itself or by a renewal it waited for. */
export type RenewalSweep = { renewed: number; reconnect: number; failed: number };

/**
 * Renews the access tokens that would run out before the next sweep or two (renewalHorizonMs):
 * a brand that posts to X once a month still has a live token, and a revoked authorization is
 * found (reconnect_required) before a post needs it. Each goes through freshCredentials, so the
 * sweep, another process's sweep and a delivery never renew one connection twice (the renewal
 * hold, renewal-lease.ts); a token nothing can renew is marked reconnect_required once it expires.
 * A refresh token that lapses before the sweep after next (LinkedIn, TikTok) is used once more
 * before it does (lapsing-refresh-tokens.ts). `brandIds` limits the sweep to those brands (a
 * test's own, an operator's one brand).
 */
export async function renewExpiringConnections(options: { limit?: number; brandIds?: string[] } = {}): Promise<RenewalSweep> {
  const sweep: RenewalSweep = { renewed: 0, reconnect: 0, failed: 0 };
  const ring = keyRing();
  if (!ring) return sweep;
  const renew = async (row: { brandId: string; platform: PlatformId; version: number }, how: { renewWithinMs?: number; renewVersion?: number }) => {
    try {
      const fresh = await freshCredentials({ brandId: row.brandId, platform: row.platform }, undefined, how);
      if (fresh && fresh.version > row.version) sweep.renewed += 1;
    } catch (error) {
      if (error instanceof ConnectionUnusableError && error.kind === "reconnect") sweep.reconnect += 1;
      else sweep.failed += 1;
    }
  };
  const platforms = [...PLATFORM_IDS];
  // Each platform's horizon is applied in SQL, so the limit counts only tokens that are due.
  const { rows } = await dbPool().query<{ brand_id: string; platform: PlatformId; credentials_version: number }>(
    `SELECT c.brand_id, c.platform, c.credentials_version FROM platform_connections c
       JOIN unnest($1::text[], $2::float8[]) AS h(platform, secs) ON h.platform = c.platform
      WHERE c.status = 'active' AND c.auth_method = 'oauth' AND c.token_expires_at < now() + make_interval(secs => h.secs)
        AND ($4::uuid[] IS NULL OR c.brand_id = ANY($4::uuid[]))
      ORDER BY c.token_expires_at LIMIT $3`,
    [platforms, platforms.map((platform) => renewalHorizonMs(platform) / 1000), options.limit ?? 500, options.brandIds ?? null],
  );
  for (const row of rows) {
    const due = { brandId: row.brand_id, platform: row.platform, version: row.credentials_version };
    await renew(due, { renewWithinMs: renewalHorizonMs(row.platform) });
  }
  for (const lapsing of await lapsingRefreshTokens(ring, 2 * RENEW_CONNECTIONS_EVERY_MINUTES * 60_000, options.brandIds ?? null)) {
    await renew(lapsing, { renewVersion: lapsing.version });
  }
  return sweep;
}
