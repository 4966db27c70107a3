import { appCredentialsOf, oauthBaseUrl, requireAppCredentials } from "@/lib/platforms/oauth-kit/app-credentials";
import type { AccountProfile, ConnectChoice, OAuthConnector, RenewedCredentials } from "@/lib/platforms/oauth-kit/connector";
import { lookupProblem } from "@/lib/platforms/oauth-kit/lookup-problem";
import { oauthRequest } from "@/lib/platforms/oauth-kit/oauth-http";
import { buildAuthorizeUrl } from "@/lib/platforms/oauth-kit/standard-client";
import { isObject, readTokenAnswer, text } from "@/lib/platforms/oauth-kit/token-answer";
import { publisherBaseUrl } from "@/lib/platforms/publisher-kit/api-base-url";

// Threads' own OAuth (developers.facebook.com/docs/threads/get-started): the Authorization
// Window on threads.net, then POST graph.threads.net/oauth/access_token (form fields) for a
// short-lived token (an hour) and the user id, exchanged at once with GET /access_token
// (grant_type=th_exchange_token) for a long-lived one (60 days). A long-lived token renews
// itself: GET /refresh_access_token (grant_type=th_refresh_token) with the token, once it is
// at least 24 hours old and not yet expired. There is no refresh token. PKCE is not part of
// the documented flow; `state` protects it.
const SCOPES = ["threads_basic", "threads_content_publish"] as const;
const DAY_MS = 86_400_000;

const tokenRoot = () => oauthBaseUrl("THREADS_TOKEN_BASE_URL", "https://graph.threads.net");

async function longLived(secret: string, shortLived: string) {
  const query = new URLSearchParams({ grant_type: "th_exchange_token", client_secret: secret, access_token: shortLived });
  return readTokenAnswer("threads", await oauthRequest("threads", { method: "GET", url: `${tokenRoot()}/access_token?${query}` }));
}

/** GET /me: the Threads profile the token acts for (also the check of a pasted token). */
export async function threadsAccount(accessToken: string, timeoutMs?: number): Promise<{ id: string | null; profile: AccountProfile }> {
  const query = new URLSearchParams({ fields: "id,username,name,threads_profile_picture_url", access_token: accessToken });
  const answer = await oauthRequest("threads", { method: "GET", url: `${publisherBaseUrl("threads")}/me?${query}`, timeoutMs });
  const body = isObject(answer.json) ? answer.json : null;
  if (answer.status !== 200 || !body) throw lookupProblem("threads", "your profile", answer);
  const username = text(body.username);
  return {
    id: text(body.id),
    profile: { name: text(body.name) ?? username ?? "Threads profile", handle: username ? `@${username}` : null, avatarUrl: text(body.threads_profile_picture_url) },
  };
}

async function profile(accessToken: string, userId: string, expiresAt: Date | null): Promise<ConnectChoice> {
  const account = await threadsAccount(accessToken);
  const id = account.id ?? userId;
  return {
    id,
    kind: "account",
    profile: account.profile,
    description: null,
    credentials: { threads_user_id: id, access_token: accessToken },
    oauth: {},
    expiresAt,
  };
}

export const threadsOAuth: OAuthConnector = {
  platform: "threads",
  appVariables: ["THREADS_APP_ID", "THREADS_APP_SECRET"],
  scopes: () => SCOPES,
  pkce: false,
  authorizeUrl(input) {
    const { id, secret } = requireAppCredentials(threadsOAuth);
    return buildAuthorizeUrl(
      {
        platform: "threads",
        authorizeUrl: `${oauthBaseUrl("THREADS_AUTH_BASE_URL", "https://threads.net")}/oauth/authorize`,
        tokenUrl: `${tokenRoot()}/oauth/access_token`,
        clientId: id,
        clientSecret: secret,
        clientAuth: "body",
        scopes: SCOPES,
        scopeSeparator: ",",
        pkce: false,
      },
      input,
    );
  },
  async completeSignIn(input) {
    const { id, secret } = requireAppCredentials(threadsOAuth);
    const form = { client_id: id, client_secret: secret, grant_type: "authorization_code", redirect_uri: input.redirectUri, code: input.code };
    const short = readTokenAnswer("threads", await oauthRequest("threads", { method: "POST", url: `${tokenRoot()}/oauth/access_token`, form }));
    const userId = text(short.raw.user_id) ?? (typeof short.raw.user_id === "number" ? String(short.raw.user_id) : "");
    const long = await longLived(secret, short.accessToken);
    return [await profile(long.accessToken, userId, long.expiresAt)];
  },
  // The token renews itself while valid and a day old; an expired one needs a new sign-in.
  canRenew: (state) =>
    Boolean(state.credentials.access_token) &&
    (state.expiresAt === null || state.expiresAt.getTime() > Date.now()) &&
    Date.now() - (state.refreshedAt?.getTime() ?? 0) >= DAY_MS &&
    appCredentialsOf(threadsOAuth) !== null,
  async renew(state): Promise<RenewedCredentials> {
    const query = new URLSearchParams({ grant_type: "th_refresh_token", access_token: state.credentials.access_token ?? "" });
    const tokens = readTokenAnswer("threads", await oauthRequest("threads", { method: "GET", url: `${tokenRoot()}/refresh_access_token?${query}` }));
    return { credentials: { ...state.credentials, access_token: tokens.accessToken }, oauth: state.oauth, expiresAt: tokens.expiresAt };
  },
  // Renewed a week before its 60 days run out.
  renewAheadMs: 7 * DAY_MS,
};
