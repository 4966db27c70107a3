import { oauthBaseUrl, requireAppCredentials } from "@/lib/platforms/oauth-kit/app-credentials";
import type { OAuthConnector } from "@/lib/platforms/oauth-kit/connector";
import { lookupProblem } from "@/lib/platforms/oauth-kit/lookup-problem";
import { oauthRequest } from "@/lib/platforms/oauth-kit/oauth-http";
import { buildAuthorizeUrl } from "@/lib/platforms/oauth-kit/standard-client";
import { isObject, readTokenAnswer, text, type TokenSet } from "@/lib/platforms/oauth-kit/token-answer";
import { publisherBaseUrl } from "@/lib/platforms/publisher-kit/api-base-url";

// Facebook Login, built by hand (developers.facebook.com/docs/facebook-login/guides/advanced/
// manual-flow): the Login dialog at www.facebook.com/{version}/dialog/oauth with comma-separated
// permissions, then GET {graph}/oauth/access_token with the app id, secret, redirect URI and
// code for a short-lived user token, exchanged at once (grant_type=fb_exchange_token) for a
// long-lived one of about 60 days ("Long-Lived Access Tokens"). Meta documents no refresh token:
// a long-lived user token cannot be renewed without the person, and an expired one cannot be
// exchanged. PKCE exists only in Meta's OIDC variant, which it marks as still in testing; the
// classic flow is protected by `state` and the app secret.
// Facebook and Instagram use one Meta app (META_APP_ID, META_APP_SECRET); the version in the
// dialog's path follows the Graph API root's.

type MetaPlatform = "facebook" | "instagram";

export const META_APP_VARIABLES = ["META_APP_ID", "META_APP_SECRET"] as const;

function graphVersion(): string {
  return publisherBaseUrl("facebook").match(/\/(v\d+\.\d+)$/)?.[1] ?? "v21.0";
}

export function metaAuthorizeUrl(connector: OAuthConnector, input: { state: string; redirectUri: string }): string {
  const { id, secret } = requireAppCredentials(connector);
  return buildAuthorizeUrl(
    {
      platform: connector.platform,
      authorizeUrl: `${oauthBaseUrl("META_AUTH_BASE_URL", `https://www.facebook.com/${graphVersion()}`)}/dialog/oauth`,
      tokenUrl: `${publisherBaseUrl("facebook")}/oauth/access_token`,
      clientId: id,
      clientSecret: secret,
      clientAuth: "body",
      scopes: connector.scopes(),
      scopeSeparator: ",",
      pkce: false,
    },
    { ...input, codeChallenge: null },
  );
}

/** The code for a short-lived user token, and that for a long-lived one. */
export async function metaLongLivedUserToken(connector: OAuthConnector, input: { code: string; redirectUri: string }): Promise<TokenSet> {
  const { id, secret } = requireAppCredentials(connector);
  const graph = publisherBaseUrl("facebook");
  const platform = connector.platform;
  const codeQuery = new URLSearchParams({ client_id: id, redirect_uri: input.redirectUri, client_secret: secret, code: input.code });
  const short = readTokenAnswer(platform, await oauthRequest(platform, { method: "GET", url: `${graph}/oauth/access_token?${codeQuery}` }));
  const exchangeQuery = new URLSearchParams({ grant_type: "fb_exchange_token", client_id: id, client_secret: secret, fb_exchange_token: short.accessToken });
  return readTokenAnswer(platform, await oauthRequest(platform, { method: "GET", url: `${graph}/oauth/access_token?${exchangeQuery}` }));
}

export type MetaPage = {
  id: string;
  name: string;
  /** A Page token obtained with a long-lived user token has no expiry ("Long-Lived Access Tokens"). */
  accessToken: string;
  pictureUrl: string | null;
  instagram: { id: string; username: string | null; name: string | null; pictureUrl: string | null } | null;
};

const MAX_PAGES = 100;

/**
 * GET /me/accounts: the Pages the person can act on, each with its Page token and the
 * Instagram professional account linked to it, followed by its `after` cursor.
 */
export async function listMetaPages(platform: MetaPlatform, userToken: string): Promise<MetaPage[]> {
  const pages: MetaPage[] = [];
  const fields = "id,name,access_token,picture{url},instagram_business_account{id,username,name,profile_picture_url}";
  for (let after: string | null = null; pages.length < MAX_PAGES; ) {
    const query = new URLSearchParams({ fields, limit: "50", access_token: userToken, ...(after ? { after } : {}) });
    const answer = await oauthRequest(platform, { method: "GET", url: `${publisherBaseUrl("facebook")}/me/accounts?${query}` });
    if (answer.status !== 200 || !isObject(answer.json)) throw lookupProblem(platform, "your Pages", answer);
    const data = Array.isArray(answer.json.data) ? answer.json.data : [];
    for (const entry of data) {
      const page = readPage(entry);
      if (page) pages.push(page);
    }
    const paging = isObject(answer.json.paging) ? answer.json.paging : {};
    after = isObject(paging.cursors) && text(paging.next) ? text(paging.cursors.after) : null;
    if (!after || data.length === 0) break;
  }
  return pages;
}

function readPage(entry: unknown): MetaPage | null {
  if (!isObject(entry)) return null;
  const id = text(entry.id);
  const accessToken = text(entry.access_token);
  if (!id || !accessToken) return null;
  const picture = isObject(entry.picture) && isObject(entry.picture.data) ? text(entry.picture.data.url) : null;
  const ig = isObject(entry.instagram_business_account) ? entry.instagram_business_account : null;
  const igId = ig && text(ig.id);
  return {
    id,
    name: text(entry.name) ?? `Page ${id}`,
    accessToken,
    pictureUrl: picture,
    instagram: ig && igId ? { id: igId, username: text(ig.username), name: text(ig.name), pictureUrl: text(ig.profile_picture_url) } : null,
  };
}
