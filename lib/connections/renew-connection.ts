import { randomUUID } from "node:crypto";
import { openSecrets, sealSecrets } from "@/lib/connections/connection-secrets";
import { readConnectionStateById, type ConnectionState } from "@/lib/connections/connection-state";
import { ConnectionUnusableError } from "@/lib/connections/connection-unusable";
import { requireKeyRing } from "@/lib/sealing/key-ring";
import { markReconnectRequired, reconnectReason } from "@/lib/connections/mark-reconnect-required";
import { claimRenewal, releaseRenewal, storeRenewal } from "@/lib/connections/renewal-lease";
import { CREDENTIAL_SCHEMAS, type Credentials } from "@/lib/platforms/credentials/credential-schemas";
import type { OAuthConnector } from "@/lib/platforms/oauth-kit/connector";
import { OAuthProblem } from "@/lib/platforms/oauth-kit/oauth-problem";
import { platformRule } from "@/lib/platforms/registry";

export type UsableCredentials = { credentials: Credentials; version: number };

/** How long a caller waits for another process's renewal of the same connection. */
const WAIT_FOR_OTHER_MS = 20_000;
const POLL_MS = 200;

// Renewals under way in this process, by connection and version: concurrent deliveries of one
// connection share one renewal instead of each spending the refresh token.
const inFlight = new Map<string, Promise<UsableCredentials>>();

/**
 * Renews `state`'s credentials once, whoever asks: in this process the callers share one
 * promise; across processes one conditional UPDATE hands the renewal to a single holder
 * (renewal-lease.ts) and the others wait for the version it writes. A refresh token that rotates
 * is therefore spent once and its successor stored before anyone uses it.
 */
export function renewConnection(state: ConnectionState, connector: OAuthConnector, stillValid: boolean): Promise<UsableCredentials> {
  const key = `${state.id}:${state.version}`;
  let renewal = inFlight.get(key);
  if (!renewal) {
    renewal = renewOrWait(state, connector, stillValid).finally(() => inFlight.delete(key));
    inFlight.set(key, renewal);
  }
  return renewal;
}

async function renewOrWait(state: ConnectionState, connector: OAuthConnector, stillValid: boolean): Promise<UsableCredentials> {
  const deadline = Date.now() + WAIT_FOR_OTHER_MS;
  for (;;) {
    const holder = `${process.pid}:${randomUUID()}`;
    if (await claimRenewal(state.id, state.version, holder)) return renewHeld(state, connector, holder, stillValid);
    const now = await readConnectionStateById(state.id);
    if (!now) throw new ConnectionUnusableError("reconnect", `The ${platformRule(state.platform).label} connection was removed.`);
    // Someone else renewed (or reconnected, or gave up): use what they stored.
    if (now.version !== state.version || now.status !== "active") return usable(now);
    if (Date.now() > deadline) {
      throw new ConnectionUnusableError("retryable", `Another renewal of the ${platformRule(state.platform).label} token is taking too long; try again.`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function renewHeld(state: ConnectionState, connector: OAuthConnector, holder: string, stillValid: boolean): Promise<UsableCredentials> {
  const secrets = openSecrets(state, state.brandId, state.platform, requireKeyRing());
  let renewed;
  try {
    renewed = await connector.renew!({ ...secrets, expiresAt: state.tokenExpiresAt, refreshedAt: state.refreshedAt });
    const parsed = CREDENTIAL_SCHEMAS[state.platform].safeParse(renewed.credentials);
    if (!parsed.success) throw new OAuthProblem("unavailable", `${platformRule(state.platform).label} answered the renewal without usable credentials.`);
  } catch (error) {
    return renewalFailed(state, holder, error, stillValid ? secrets.credentials : null);
  }
  const sealed = sealSecrets({ credentials: renewed.credentials, oauth: renewed.oauth }, state.brandId, state.platform, requireKeyRing());
  if (await storeRenewal(state.id, state.version, sealed, renewed.expiresAt, Boolean(renewed.oauth.refresh_token))) {
    return { credentials: renewed.credentials, version: state.version + 1 };
  }
  // A reconnect saved newer credentials while this renewal ran: those win.
  const now = await readConnectionStateById(state.id);
  if (!now) throw new ConnectionUnusableError("reconnect", `The ${platformRule(state.platform).label} connection was removed.`);
  return usable(now);
}

/**
 * A refused renewal (the refresh token was revoked, expired or already spent) needs a person:
 * the connection becomes reconnect_required. A passing failure leaves it as it was; the current
 * token is still used when it has not expired yet.
 */
async function renewalFailed(state: ConnectionState, holder: string, error: unknown, current: Credentials | null): Promise<UsableCredentials> {
  const problem = error instanceof OAuthProblem ? error : new OAuthProblem("unavailable", `Renewing the token failed (${(error as Error)?.message ?? error}).`);
  if (problem.kind === "invalid_grant" || problem.kind === "refused") {
    const reason = reconnectReason(state.platform, problem.message);
    await markReconnectRequired(state.id, reason, state.version);
    throw new ConnectionUnusableError("reconnect", reason);
  }
  await releaseRenewal(state.id, holder);
  if (problem.kind === "app_config") throw new ConnectionUnusableError("broken", problem.message);
  if (current) return { credentials: current, version: state.version };
  throw new ConnectionUnusableError("retryable", `Could not renew the ${platformRule(state.platform).label} token: ${problem.message}`);
}

/** The credentials a row holds now, or why they cannot be used. */
export function usable(state: ConnectionState): UsableCredentials {
  if (state.status === "reconnect_required") {
    throw new ConnectionUnusableError("reconnect", state.statusReason ?? `The ${platformRule(state.platform).label} account needs to be reconnected.`);
  }
  return { credentials: openSecrets(state, state.brandId, state.platform, requireKeyRing()).credentials, version: state.version };
}
