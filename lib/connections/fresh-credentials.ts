import { openSecrets } from "@/lib/connections/connection-secrets";
import { readConnectionState, type ConnectionRef } from "@/lib/connections/connection-state";
import { ConnectionUnusableError } from "@/lib/connections/connection-unusable";
import { requireKeyRing } from "@/lib/sealing/key-ring";
import { markReconnectRequired, reconnectReason } from "@/lib/connections/mark-reconnect-required";
import { renewConnection, usable, type UsableCredentials } from "@/lib/connections/renew-connection";
import { oauthConnectorFor } from "@/lib/platforms/oauth-connectors";
import { platformRule } from "@/lib/platforms/registry";


/** The platform refused the token of credentials version `version`, saying `message`. */
export type Refusal = { version: number; message: string };

/**
 * The one function the publishing pipeline asks for credentials: the brand's credentials for the
 * platform, renewed first when their access token is about to expire (or, with `refusal`, was
 * just refused), or null when the brand has no connection there. Throws ConnectionUnusableError
 * when they cannot be used: the connection needs reconnecting (marked so, with the reason), a
 * renewal failed for a passing reason, or the server cannot open or renew them.
 * The sweep of unused connections (renew-expiring-connections.ts) renews ahead of the window:
 * `renewWithinMs` renews a token that expires within that time instead; `renewVersion` renews
 * now, whatever the expiry, if the credentials are still that version (before a refresh token
 * lapses), and uses a newer version as it is, so two sweeps at once renew once.
 */
export async function freshCredentials(
  ref: ConnectionRef,
  refusal?: Refusal,
  options: { renewWithinMs?: number; renewVersion?: number } = {},
): Promise<UsableCredentials | null> {
  const state = await readConnectionState(ref);
  if (!state) return null;
  // Another delivery already replaced the refused token: use its replacement.
  if (refusal && state.version !== refusal.version) return usable(state);
  const current = usable(state);
  const connector = oauthConnectorFor(ref.platform);
  const now = Date.now();
  const expired = state.tokenExpiresAt !== null && state.tokenExpiresAt.getTime() <= now;
  const window = options.renewWithinMs ?? connector?.renewAheadMs ?? 0;
  const due =
    Boolean(refusal) || options.renewVersion === state.version || (state.tokenExpiresAt !== null && state.tokenExpiresAt.getTime() - now <= window);
  if (!due) return current;

  const secrets = openSecrets(state, state.brandId, state.platform, requireKeyRing());
  const renewable = connector?.renew !== undefined && connector.canRenew({ ...secrets, expiresAt: state.tokenExpiresAt, refreshedAt: state.refreshedAt });
  if (renewable) return renewConnection(state, connector, !refusal && !expired);
  // Nothing can renew it: usable until it expires, then only a new sign-in helps.
  if (!refusal && !expired) return current;
  const label = platformRule(ref.platform).label;
  const reason = reconnectReason(ref.platform, refusal ? refusal.message : `The ${label} token expired and ${label} offers no way to renew it without signing in`);
  await markReconnectRequired(state.id, reason, state.version);
  throw new ConnectionUnusableError("reconnect", reason);
}
