import { appCredentialsOf, oauthBaseUrl, requireAppCredentials } from "@/lib/platforms/oauth-kit/app-credentials";
import type { AccountProfile, ConnectChoice, OAuthConnector } from "@/lib/platforms/oauth-kit/connector";
import { lookupProblem } from "@/lib/platforms/oauth-kit/lookup-problem";
import { oauthRequest } from "@/lib/platforms/oauth-kit/oauth-http";
import { buildAuthorizeUrl, exchangeCode, refreshGrant, type StandardOAuthApp } from "@/lib/platforms/oauth-kit/standard-client";
import { renewedOAuth, storedOAuth, type StoredOAuthFacts } from "@/lib/platforms/oauth-kit/stored-oauth";
import { isObject, text, type TokenSet } from "@/lib/platforms/oauth-kit/token-answer";
import { publisherBaseUrl } from "@/lib/platforms/publisher-kit/api-base-url";

// X's OAuth 2.0 Authorization Code Flow with PKCE (docs.x.com, "OAuth 2.0 Authorization Code
// Flow with PKCE"): the authorize dialog on x.com, the token endpoint on the API host, a
// confidential client authenticating with HTTP Basic. Access tokens last two hours; only
// `offline.access` yields a refresh token, and each refresh answers with a new one.
// `tweet.write` posts, `media.write` uploads images (POST /2/media/upload), `users.read` (with
// `tweet.read`, which POST /2/tweets also lists) reads the account shown in settings.
const SCOPES = ["tweet.read", "tweet.write", "users.read", "media.write", "offline.access"] as const;
const STORED: StoredOAuthFacts = { refreshExpiry: false };

function app(): StandardOAuthApp {
  const { id, secret } = requireAppCredentials(xTwitterOAuth);
  return {
    platform: "x_twitter",
    authorizeUrl: `${oauthBaseUrl("X_AUTH_BASE_URL", "https://x.com")}/i/oauth2/authorize`,
    tokenUrl: `${publisherBaseUrl("x_twitter")}/2/oauth2/token`,
    clientId: id,
    clientSecret: secret,
    clientAuth: "basic",
    scopes: SCOPES,
    scopeSeparator: " ",
    pkce: true,
  };
}

/** GET /2/users/me: the account the token acts for, with its picture (also the check of a pasted token). */
export async function xAccount(accessToken: string, timeoutMs?: number): Promise<{ id: string; profile: AccountProfile }> {
  const answer = await oauthRequest("x_twitter", {
    method: "GET",
    url: `${publisherBaseUrl("x_twitter")}/2/users/me?user.fields=profile_image_url`,
    headers: { authorization: `Bearer ${accessToken}` },
    timeoutMs,
  });
  const data = isObject(answer.json) && isObject(answer.json.data) ? answer.json.data : null;
  const id = data && text(data.id);
  if (answer.status !== 200 || !data || !id) throw lookupProblem("x_twitter", "the account", answer);
  const username = text(data.username);
  return { id, profile: { name: text(data.name) ?? username ?? id, handle: username ? `@${username}` : null, avatarUrl: text(data.profile_image_url) } };
}

async function me(tokens: TokenSet): Promise<ConnectChoice> {
  const { id, profile } = await xAccount(tokens.accessToken);
  return {
    id,
    kind: "account",
    profile,
    description: null,
    credentials: { access_token: tokens.accessToken },
    oauth: storedOAuth(tokens, STORED),
    expiresAt: tokens.expiresAt,
  };
}

export const xTwitterOAuth: OAuthConnector = {
  platform: "x_twitter",
  appVariables: ["X_CLIENT_ID", "X_CLIENT_SECRET"],
  scopes: () => SCOPES,
  pkce: true,
  authorizeUrl: (input) => buildAuthorizeUrl(app(), input),
  async completeSignIn(input) {
    return [await me(await exchangeCode(app(), input))];
  },
  canRenew: (state) => Boolean(state.oauth.refresh_token) && appCredentialsOf(xTwitterOAuth) !== null,
  async renew(state) {
    const tokens = await refreshGrant(app(), state.oauth.refresh_token ?? "");
    // A rotated refresh token replaces the old one, which X no longer accepts.
    return { credentials: { access_token: tokens.accessToken }, oauth: renewedOAuth(state.oauth, tokens, STORED), expiresAt: tokens.expiresAt };
  },
  renewAheadMs: 5 * 60_000,
};
