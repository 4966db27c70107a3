import { appCredentialsOf, oauthBaseUrl, requireAppCredentials } from "@/lib/platforms/oauth-kit/app-credentials";
import type { OAuthConnector } from "@/lib/platforms/oauth-kit/connector";
import { OAuthProblem } from "@/lib/platforms/oauth-kit/oauth-problem";
import { buildAuthorizeUrl, exchangeCode, refreshGrant, type StandardOAuthApp } from "@/lib/platforms/oauth-kit/standard-client";
import { renewedOAuth, storedOAuth, type StoredOAuthFacts } from "@/lib/platforms/oauth-kit/stored-oauth";
import { listGoogleLocations } from "@/lib/platforms/google-business/list-locations";

// Google's OAuth 2.0 for web server applications (developers.google.com/identity/protocols/
// oauth2/web-server): `access_type=offline` for a refresh token, `prompt=consent` so that a
// second connection gets one too (Google only sends it on consent), PKCE with S256, client id
// and secret as form fields. Access tokens last an hour; the refresh token is kept until the
// person revokes it (then `invalid_grant`). `business.manage` covers the Business Profile APIs.
const SCOPES = ["https://www.googleapis.com/auth/business.manage"] as const;
const STORED: StoredOAuthFacts = { refreshExpiry: false };

function app(): StandardOAuthApp {
  const { id, secret } = requireAppCredentials(googleBusinessOAuth);
  return {
    platform: "google_business",
    authorizeUrl: `${oauthBaseUrl("GOOGLE_AUTH_BASE_URL", "https://accounts.google.com")}/o/oauth2/v2/auth`,
    tokenUrl: `${oauthBaseUrl("GOOGLE_TOKEN_BASE_URL", "https://oauth2.googleapis.com")}/token`,
    clientId: id,
    clientSecret: secret,
    clientAuth: "body",
    scopes: SCOPES,
    scopeSeparator: " ",
    pkce: true,
    extraAuthorizeParams: { access_type: "offline", prompt: "consent", include_granted_scopes: "true" },
  };
}

export const googleBusinessOAuth: OAuthConnector = {
  platform: "google_business",
  appVariables: ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
  scopes: () => SCOPES,
  pkce: true,
  authorizeUrl: (input) => buildAuthorizeUrl(app(), input),
  async completeSignIn(input) {
    const tokens = await exchangeCode(app(), input);
    const locations = await listGoogleLocations(tokens.accessToken);
    if (locations.length === 0) {
      throw new OAuthProblem("refused", "This Google account manages no Business Profile location; sign in with the account that manages the business.");
    }
    return locations.map((location) => ({
      id: location.name,
      kind: "location" as const,
      profile: { name: location.title, handle: location.accountName, avatarUrl: null },
      description: location.address,
      credentials: { location_name: location.name, access_token: tokens.accessToken },
      oauth: storedOAuth(tokens, STORED),
      expiresAt: tokens.expiresAt,
    }));
  },
  canRenew: (state) => Boolean(state.oauth.refresh_token) && appCredentialsOf(googleBusinessOAuth) !== null,
  async renew(state) {
    const tokens = await refreshGrant(app(), state.oauth.refresh_token ?? "");
    return {
      credentials: { ...state.credentials, access_token: tokens.accessToken },
      // Google usually keeps the refresh token and sends none back; keep the stored one then.
      oauth: renewedOAuth(state.oauth, tokens, STORED),
      expiresAt: tokens.expiresAt,
    };
  },
  renewAheadMs: 5 * 60_000,
};
