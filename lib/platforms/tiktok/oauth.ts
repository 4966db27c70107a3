import { appCredentialsOf, oauthBaseUrl, requireAppCredentials } from "@/lib/platforms/oauth-kit/app-credentials";
import type { AccountProfile, ConnectChoice, OAuthConnector } from "@/lib/platforms/oauth-kit/connector";
import { lookupProblem } from "@/lib/platforms/oauth-kit/lookup-problem";
import { OAuthProblem } from "@/lib/platforms/oauth-kit/oauth-problem";
import { oauthRequest } from "@/lib/platforms/oauth-kit/oauth-http";
import { buildAuthorizeUrl, exchangeCode, refreshGrant, type StandardOAuthApp } from "@/lib/platforms/oauth-kit/standard-client";
import { refreshTokenUsable, renewedOAuth, storedOAuth, type StoredOAuthFacts } from "@/lib/platforms/oauth-kit/stored-oauth";
import { isObject, text, type TokenSet } from "@/lib/platforms/oauth-kit/token-answer";
import { publisherBaseUrl } from "@/lib/platforms/publisher-kit/api-base-url";

// TikTok Login Kit for Web with OAuth v2 (developers.tiktok.com, "Login Kit for Web" and
// "Manage User Access Tokens"): the authorize page on www.tiktok.com takes `client_key` and
// comma-separated scopes; POST /v2/oauth/token/ on the API host takes the key and secret as
// form fields. Access tokens last 24 hours, refresh tokens 365 days, and a refresh may return a
// new refresh token. PKCE: TikTok documents `code_verifier` as "required for mobile and desktop
// app only", and a web app's redirect URI must be https on its own host, so the web flow is
// used, protected by `state` and the client secret.
// `video.publish` and `video.upload` are the Content Posting API's; `user.info.basic` gives
// the avatar and display name shown in settings.
const SCOPES = ["user.info.basic", "video.publish", "video.upload"] as const;
// Refresh tokens last 365 days (refresh_expires_in).
const STORED: StoredOAuthFacts = { refreshExpiry: true };

function app(): StandardOAuthApp {
  const { id, secret } = requireAppCredentials(tiktokOAuth);
  return {
    platform: "tiktok",
    authorizeUrl: `${oauthBaseUrl("TIKTOK_AUTH_BASE_URL", "https://www.tiktok.com")}/v2/auth/authorize/`,
    tokenUrl: `${publisherBaseUrl("tiktok")}/v2/oauth/token/`,
    clientId: id,
    clientSecret: secret,
    clientAuth: "body",
    clientIdParam: "client_key",
    scopes: SCOPES,
    scopeSeparator: ",",
    pkce: false,
  };
}

/** GET /v2/user/info/: TikTok answers `error.code` "ok" on success, another code otherwise (also the check of a pasted token). */
export async function tiktokAccount(accessToken: string, timeoutMs?: number): Promise<{ openId: string | null; profile: AccountProfile }> {
  const answer = await oauthRequest("tiktok", {
    method: "GET",
    url: `${publisherBaseUrl("tiktok")}/v2/user/info/?fields=open_id,avatar_url,display_name`,
    headers: { authorization: `Bearer ${accessToken}` },
    timeoutMs,
  });
  const body = isObject(answer.json) ? answer.json : {};
  const user = isObject(body.data) && isObject(body.data.user) ? body.data.user : null;
  const code = isObject(body.error) ? text(body.error.code) : null;
  if (answer.status !== 200 || (code !== null && code !== "ok") || !user) throw lookupProblem("tiktok", "the account", answer);
  return { openId: text(user.open_id), profile: { name: text(user.display_name) ?? "TikTok account", handle: null, avatarUrl: text(user.avatar_url) } };
}

async function userInfo(tokens: TokenSet): Promise<ConnectChoice> {
  const { openId: shownId, profile } = await tiktokAccount(tokens.accessToken);
  const openId = shownId ?? text(tokens.raw.open_id);
  if (!openId) throw new OAuthProblem("refused", "TikTok did not show the account (no open_id).");
  return {
    id: openId,
    kind: "account",
    profile,
    description: null,
    credentials: { access_token: tokens.accessToken },
    oauth: storedOAuth(tokens, STORED),
    expiresAt: tokens.expiresAt,
  };
}

export const tiktokOAuth: OAuthConnector = {
  platform: "tiktok",
  appVariables: ["TIKTOK_CLIENT_KEY", "TIKTOK_CLIENT_SECRET"],
  scopes: () => SCOPES,
  pkce: false,
  authorizeUrl: (input) => buildAuthorizeUrl(app(), input),
  async completeSignIn(input) {
    return [await userInfo(await exchangeCode(app(), input))];
  },
  canRenew: (state) => refreshTokenUsable(state.oauth) && appCredentialsOf(tiktokOAuth) !== null,
  async renew(state) {
    const tokens = await refreshGrant(app(), state.oauth.refresh_token ?? "");
    return { credentials: { access_token: tokens.accessToken }, oauth: renewedOAuth(state.oauth, tokens, STORED), expiresAt: tokens.expiresAt };
  },
  renewAheadMs: 10 * 60_000,
  refreshTokenExpires: true,
};
