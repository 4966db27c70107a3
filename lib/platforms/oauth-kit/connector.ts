import type { OAuthAppVariable } from "@/lib/env/server-env";
import type { PlatformId } from "@/lib/platforms/ids";

/** What renews a connection besides its credentials, sealed with them. Never shown. */
export type StoredOAuth = {
  refresh_token?: string;
  /** ISO time after which the refresh token itself is refused, where the platform says. */
  refresh_expires_at?: string;
  scope?: string;
};

/** The signed-in account as the platform shows it; settings show it beside the connection. */
export type AccountProfile = { name: string; handle: string | null; avatarUrl: string | null };

/**
 * One account a sign-in can connect: the person's own (X, TikTok, Threads), or one of those
 * they manage (a Facebook Page, an Instagram account linked to one, a Google location, a
 * LinkedIn organisation). `credentials` are exactly the platform's declared fields.
 */
export type ConnectChoice = {
  /** Stable per sign-in: a Page id, a location name, an author URN. */
  id: string;
  kind: "account" | "page" | "location" | "member" | "organization";
  profile: AccountProfile;
  /** One line that tells two similar choices apart (an address, "Page"), or null. */
  description: string | null;
  credentials: Record<string, string>;
  oauth: StoredOAuth;
  /** When `credentials`' access token expires; null when the platform gives no expiry. */
  expiresAt: Date | null;
};

/** A connection's sealed state, as a renewal reads and replaces it. */
export type OAuthState = { credentials: Record<string, string>; oauth: StoredOAuth; expiresAt: Date | null; refreshedAt: Date | null };

export type RenewedCredentials = { credentials: Record<string, string>; oauth: StoredOAuth; expiresAt: Date | null };

/**
 * A platform's "connect with …": its documented authorize request, the code exchange and the
 * account lookups after it, and how its tokens are renewed. One per platform that has one
 * (lib/platforms/<platform>/oauth.ts), assembled in lib/platforms/oauth-connectors.ts.
 */
export type OAuthConnector = {
  platform: PlatformId;
  /** The app id and secret variables (lib/env/server-env.ts); both must be set for the sign-in to be offered. */
  appVariables: readonly [OAuthAppVariable, OAuthAppVariable];
  /** The permissions asked for, as the platform names them. */
  scopes: () => readonly string[];
  /** Whether the platform's documented flow for a server-side web app uses PKCE. */
  pkce: boolean;
  authorizeUrl: (input: { state: string; redirectUri: string; codeChallenge: string | null }) => string;
  /** Exchanges the code and looks up what it can connect; throws OAuthProblem. Never empty. */
  completeSignIn: (input: { code: string; redirectUri: string; codeVerifier: string | null }) => Promise<ConnectChoice[]>;
  /** Whether `renew` can work with what was stored (a refresh token, or a token Threads renews itself). */
  canRenew: (state: OAuthState) => boolean;
  /** New credentials for an expiring (or refused) token; throws OAuthProblem. */
  renew?: (state: OAuthState) => Promise<RenewedCredentials>;
  /** Renewed this long before the access token expires. */
  renewAheadMs: number;
  /**
   * Whether its refresh tokens carry their own expiry (StoredOAuth.refresh_expires_at): the
   * renewal sweep then also renews once before the refresh token lapses (LinkedIn, TikTok).
   */
  refreshTokenExpires?: boolean;
};
