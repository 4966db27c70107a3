import type { StoredOAuth } from "@/lib/platforms/oauth-kit/connector";
import type { TokenSet } from "@/lib/platforms/oauth-kit/token-answer";

/**
 * Whether a platform's connection keeps when its refresh token itself expires: LinkedIn and
 * TikTok say so and their canRenew reads it (refreshTokenUsable); Google and X keep only the
 * refresh token and the scope.
 */
export type StoredOAuthFacts = { refreshExpiry: boolean };

/** What of a token answer is sealed with the credentials to renew them later; absent facts are left out. */
export function storedOAuth(tokens: TokenSet, facts: StoredOAuthFacts): StoredOAuth {
  return {
    ...(tokens.refreshToken ? { refresh_token: tokens.refreshToken } : {}),
    ...(facts.refreshExpiry && tokens.refreshExpiresAt ? { refresh_expires_at: tokens.refreshExpiresAt.toISOString() } : {}),
    ...(tokens.scope ? { scope: tokens.scope } : {}),
  };
}

/**
 * The stored state after a refresh grant: a rotated refresh token replaces the old one (X and
 * TikTok no longer accept it), and one the answer leaves out (Google usually sends none) is kept.
 */
export function renewedOAuth(previous: StoredOAuth, tokens: TokenSet, facts: StoredOAuthFacts): StoredOAuth {
  return { ...previous, ...storedOAuth(tokens, facts) };
}

/** A refresh token is stored and, where the platform said when it expires, has not yet. */
export function refreshTokenUsable(oauth: StoredOAuth): boolean {
  return Boolean(oauth.refresh_token) && (!oauth.refresh_expires_at || Date.parse(oauth.refresh_expires_at) > Date.now());
}
