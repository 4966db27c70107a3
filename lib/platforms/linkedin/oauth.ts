import { serverEnv } from "@/lib/env/server-env";
import { listLinkedInOrganizations } from "@/lib/platforms/linkedin/list-organizations";
import { appCredentialsOf, oauthBaseUrl, requireAppCredentials } from "@/lib/platforms/oauth-kit/app-credentials";
import type { AccountProfile, ConnectChoice, OAuthConnector } from "@/lib/platforms/oauth-kit/connector";
import { lookupProblem } from "@/lib/platforms/oauth-kit/lookup-problem";
import { oauthRequest } from "@/lib/platforms/oauth-kit/oauth-http";
import { buildAuthorizeUrl, exchangeCode, refreshGrant, type StandardOAuthApp } from "@/lib/platforms/oauth-kit/standard-client";
import { refreshTokenUsable, renewedOAuth, storedOAuth, type StoredOAuthFacts } from "@/lib/platforms/oauth-kit/stored-oauth";
import { isObject, text, type TokenSet } from "@/lib/platforms/oauth-kit/token-answer";
import { publisherBaseUrl } from "@/lib/platforms/publisher-kit/api-base-url";

// LinkedIn's Authorization Code Flow (3-legged OAuth, learn.microsoft.com/linkedin/shared/
// authentication/authorization-code-flow): /oauth/v2/authorization and /oauth/v2/accessToken on
// www.linkedin.com, space-separated scopes, client id and secret as form fields. LinkedIn offers
// PKCE only to native apps on a loopback redirect ("OAuth 2.0 for Native Clients"), so a web
// app uses `state` and its secret. Access tokens last 60 days; refresh tokens are issued only to
// apps LinkedIn enabled for programmatic refresh, so without one the connection asks to be
// reconnected when the token runs out.
// `openid profile` read the member (OpenID userinfo); `w_member_social` posts as the member;
// with LINKEDIN_ORGANIZATION_PAGES (the Community Management product), `w_organization_social`
// posts as a Page and `rw_organization_admin` lists the Pages the member administers.
function scopes(): string[] {
  const member = ["openid", "profile", "w_member_social"];
  return serverEnv().LINKEDIN_ORGANIZATION_PAGES ? [...member, "w_organization_social", "rw_organization_admin"] : member;
}

function app(): StandardOAuthApp {
  const { id, secret } = requireAppCredentials(linkedInOAuth);
  const root = oauthBaseUrl("LINKEDIN_AUTH_BASE_URL", "https://www.linkedin.com");
  return {
    platform: "linkedin",
    authorizeUrl: `${root}/oauth/v2/authorization`,
    tokenUrl: `${root}/oauth/v2/accessToken`,
    clientId: id,
    clientSecret: secret,
    clientAuth: "body",
    scopes: scopes(),
    scopeSeparator: " ",
    pkce: false,
  };
}

// Refresh tokens, where LinkedIn issues them, expire (refresh_token_expires_in).
const STORED: StoredOAuthFacts = { refreshExpiry: true };

/** GET /v2/userinfo (OpenID Connect): the member's id (`sub`), name and picture (also the check of a pasted member token). */
export async function linkedInMember(accessToken: string, timeoutMs?: number): Promise<{ sub: string; profile: AccountProfile }> {
  const answer = await oauthRequest("linkedin", {
    method: "GET",
    url: `${publisherBaseUrl("linkedin")}/v2/userinfo`,
    headers: { authorization: `Bearer ${accessToken}` },
    timeoutMs,
  });
  const body = isObject(answer.json) ? answer.json : null;
  const sub = body && text(body.sub);
  if (answer.status !== 200 || !body || !sub) throw lookupProblem("linkedin", "your profile", answer);
  return { sub, profile: { name: text(body.name) ?? "LinkedIn member", handle: null, avatarUrl: text(body.picture) } };
}

async function member(tokens: TokenSet): Promise<ConnectChoice> {
  const { sub, profile } = await linkedInMember(tokens.accessToken);
  return {
    id: `urn:li:person:${sub}`,
    kind: "member",
    profile,
    description: "Post as yourself",
    credentials: { author_urn: `urn:li:person:${sub}`, access_token: tokens.accessToken },
    oauth: storedOAuth(tokens, STORED),
    expiresAt: tokens.expiresAt,
  };
}

export const linkedInOAuth: OAuthConnector = {
  platform: "linkedin",
  appVariables: ["LINKEDIN_CLIENT_ID", "LINKEDIN_CLIENT_SECRET"],
  scopes,
  pkce: false,
  authorizeUrl: (input) => buildAuthorizeUrl(app(), input),
  async completeSignIn(input) {
    const tokens = await exchangeCode(app(), input);
    const self = await member(tokens);
    if (!serverEnv().LINKEDIN_ORGANIZATION_PAGES) return [self];
    const organizations = await listLinkedInOrganizations(tokens.accessToken);
    return [
      self,
      ...organizations.map((organization) => ({
        ...self,
        id: organization.urn,
        kind: "organization" as const,
        profile: { name: organization.name, handle: organization.vanityName, avatarUrl: null },
        description: "Post as this Page",
        credentials: { author_urn: organization.urn, access_token: tokens.accessToken },
      })),
    ];
  },
  canRenew: (state) => refreshTokenUsable(state.oauth) && appCredentialsOf(linkedInOAuth) !== null,
  async renew(state) {
    const tokens = await refreshGrant(app(), state.oauth.refresh_token ?? "");
    return { credentials: { ...state.credentials, access_token: tokens.accessToken }, oauth: renewedOAuth(state.oauth, tokens, STORED), expiresAt: tokens.expiresAt };
  },
  // 60-day tokens: renewing a week ahead leaves time to retry if LinkedIn is down.
  renewAheadMs: 7 * 86_400_000,
  refreshTokenExpires: true,
};
