/**
 * Test support: a standards OAuth 2.0 authorization server on loopback (`oidc-provider`, an
 * OpenID Certified implementation), mounted at the paths one platform documents, so the app's
 * real sign-in and renewal code talks to it unchanged: the authorization code grant with PKCE
 * (S256 required), confidential client authentication, refresh tokens that rotate, grants that
 * can be revoked. Beside it, the few API routes the flows call with the token it issued (X's
 * GET /2/users/me and POST /2/tweets), each checking the bearer token with the provider itself.
 * Its sign-in page is a plain form (no browser needed: `approve` submits it over HTTP).
 * Two controls stand in for what happens at the platform while nobody watches, callable in
 * process or over HTTP (`POST /test-controls/expire-access-tokens`, `POST /test-controls/revoke`,
 * so a person can press them with curl): every access token issued so far expires (the refresh
 * token still works), or the app's access is revoked (access and refresh tokens stop working).
 *
 * Self-contained (node and oidc-provider only), so the Playwright specs import it too.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export type TestAccount = { id: string; name: string; username: string };

export type OAuthTestServerOptions = {
  port?: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** The platform's documented paths, e.g. X's /i/oauth2/authorize and /2/oauth2/token. */
  routes: { authorization: string; token: string };
  scopes: string[];
  accessTokenTtlSeconds?: number;
  account: TestAccount;
};

export type TokenGrant = { grantType: string; at: number };
/** A token request the provider refused, e.g. a refresh with a revoked grant: `invalid_grant`. */
export type RefusedGrant = { grantType: string; error: string; at: number };
export type PostedTweet = { text: string; token: string };
/** Every POST /2/tweets, answered or refused. */
export type TweetAttempt = { status: number; at: number };

export type OAuthTestServer = {
  url: string;
  provider: Provider;
  /** Every grant the token endpoint issued, in order. */
  grants: TokenGrant[];
  /** Every token request the token endpoint refused, in order. */
  refusedGrants: RefusedGrant[];
  tweets: PostedTweet[];
  tweetAttempts: TweetAttempt[];
  /** Submits the sign-in form for `authorizeUrl` as the account, and returns where the provider sends the browser back. */
  approve: (authorizeUrl: string) => Promise<URL>;
  /** True while `token` is an access token this server issued, unexpired and not revoked (for API servers beside it). */
  acceptsToken: (token: string) => Promise<boolean>;
  /** Every access token issued so far counts as expired from now on (refresh tokens keep working); returns how many. */
  expireAccessTokens: () => number;
  /** Revokes every grant: their access and refresh tokens stop working. */
  revokeAll: () => Promise<void>;
  /** The two controls over HTTP (POST, no body), for a person with curl. */
  controls: { expireAccessTokens: string; revoke: string };
  close: () => Promise<void>;
};

const CONTROL_PATHS = { expireAccessTokens: "/test-controls/expire-access-tokens", revoke: "/test-controls/revoke" };

// A 1×1 PNG, the account's avatar.
const AVATAR = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

export async function startOAuthTestServer(options: OAuthTestServerOptions): Promise<OAuthTestServer> {
  const grants: TokenGrant[] = [];
  const tweets: PostedTweet[] = [];
  const tweetAttempts: TweetAttempt[] = [];
  const refusedGrants: RefusedGrant[] = [];
  const grantIds = new Set<string>();
  // Opaque access tokens: the token is its own id (jti).
  const issuedAccessTokens = new Set<string>();
  const expiredAccessTokens = new Set<string>();

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: "server_error", error_description: (error as Error).message }));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const interaction = url.pathname.match(/^\/interaction\/([^/]+)$/);
    if (interaction && req.method === "GET") return signInPage(req, res);
    if (interaction && req.method === "POST") return finishSignIn(req, res);
    if (url.pathname === CONTROL_PATHS.expireAccessTokens && req.method === "POST") {
      return json(res, 200, { expired: expireAccessTokens() });
    }
    if (url.pathname === CONTROL_PATHS.revoke && req.method === "POST") {
      const revoked = grantIds.size;
      await revokeAll();
      return json(res, 200, { revoked });
    }
    if (url.pathname === "/avatar.png") {
      res.writeHead(200, { "content-type": "image/png" });
      return res.end(AVATAR);
    }
    if (url.pathname === "/2/users/me" && req.method === "GET") {
      const token = await bearer(req);
      if (!token) return problem(res, 401, "Unauthorized");
      return json(res, 200, { data: { id: options.account.id, name: options.account.name, username: options.account.username, profile_image_url: `${address()}/avatar.png` } });
    }
    if (url.pathname === "/2/tweets" && req.method === "POST") {
      const token = await bearer(req);
      tweetAttempts.push({ status: token ? 201 : 401, at: Date.now() });
      if (!token) return problem(res, 401, "Unauthorized");
      const body = JSON.parse((await readBody(req)) || "{}") as { text?: string };
      tweets.push({ text: body.text ?? "", token });
      return json(res, 201, { data: { id: String(1790000000000000000n + BigInt(tweets.length)), text: body.text ?? "" } });
    }
    return provider.callback()(req, res);
  }

  /** The access token of the request, when the provider still knows it as valid. */
  async function bearer(req: IncomingMessage): Promise<string | null> {
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? "")?.[1];
    return token && (await acceptsToken(token)) ? token : null;
  }

  async function acceptsToken(token: string): Promise<boolean> {
    const found = await provider.AccessToken.find(token);
    return Boolean(found && !found.isExpired && !expiredAccessTokens.has(found.jti) && grantIds.has(found.grantId ?? ""));
  }

  function expireAccessTokens(): number {
    let expired = 0;
    for (const jti of issuedAccessTokens) {
      if (!expiredAccessTokens.has(jti)) expired += 1;
      expiredAccessTokens.add(jti);
    }
    return expired;
  }

  async function revokeAll() {
    for (const grantId of grantIds) {
      const grant = await provider.Grant.find(grantId);
      await grant?.destroy();
    }
    grantIds.clear();
  }

  async function signInPage(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    const scope = String(details.params.scope ?? "");
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html><head><title>Test authorization server</title>
<style>body{font:16px system-ui;margin:3rem auto;max-width:26rem;color:#0f172a}form{border:1px solid #cbd5e1;border-radius:12px;padding:1.5rem}
label{display:block;font-weight:600;margin-bottom:.25rem}input{width:100%;padding:.5rem;margin-bottom:1rem;box-sizing:border-box}
button{background:#0f172a;color:#fff;border:0;border-radius:8px;padding:.6rem 1rem;font-weight:600}code{font-size:13px}</style></head>
<body><h1>Sign in to continue</h1><p>An app asks for <code>${escape(scope)}</code>.</p>
<form method="post" action="/interaction/${escape(details.uid)}"><label for="login">Username</label>
<input id="login" name="login" value="${escape(options.account.username)}" autocomplete="off"><button type="submit">Authorize app</button></form></body></html>`);
  }

  async function finishSignIn(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    await readBody(req);
    const grant = new provider.Grant({ accountId: options.account.id, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope ?? ""));
    const grantId = await grant.save();
    grantIds.add(grantId);
    await provider.interactionFinished(req, res, { login: { accountId: options.account.id }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(address(), {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    routes: { authorization: options.routes.authorization, token: options.routes.token },
    scopes: options.scopes,
    claims: { openid: ["sub"] },
    pkce: { required: () => true, methods: ["S256"] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ["brandcast-oauth-test-server-cookie-key"] },
    ttl: { AccessToken: options.accessTokenTtlSeconds ?? 3600, AuthorizationCode: 60, RefreshToken: 86_400, Interaction: 600, Session: 600, Grant: 86_400 },
    // Like X: every refresh answers with a new refresh token and the old one stops working.
    rotateRefreshToken: true,
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => ({ sub: id }) }),
  });
  provider.on("grant.success", (ctx) => {
    grants.push({ grantType: String((ctx.oidc.params as Record<string, unknown> | undefined)?.grant_type ?? ""), at: Date.now() });
  });
  provider.on("grant.error", (ctx, error) => {
    refusedGrants.push({ grantType: String((ctx.oidc?.params as Record<string, unknown> | undefined)?.grant_type ?? ""), error: String((error as { error?: string }).error ?? (error as Error).message), at: Date.now() });
  });
  // An opaque access token is "saved" (a JWT one would be "issued").
  for (const event of ["access_token.saved", "access_token.issued"]) provider.on(event, (token: { jti: string }) => issuedAccessTokens.add(token.jti));

  return {
    url: address(),
    provider,
    grants,
    refusedGrants,
    tweets,
    tweetAttempts,
    acceptsToken,
    async approve(authorizeUrl) {
      const jar = new Map<string, string>();
      let next = new URL(authorizeUrl);
      for (let hops = 0; hops < 10; hops++) {
        const isForm = /^\/interaction\/[^/]+$/.test(next.pathname);
        const response = await fetch(next, {
          method: isForm ? "POST" : "GET",
          redirect: "manual",
          headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; "), ...(isForm ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
          body: isForm ? new URLSearchParams({ login: options.account.username }).toString() : undefined,
        });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair] = cookie.split(";");
          const eq = pair.indexOf("=");
          jar.set(pair.slice(0, eq), pair.slice(eq + 1));
        }
        const location = response.headers.get("location");
        if (!location) throw new Error(`the authorization server stopped at ${next.pathname} with ${response.status}: ${await response.text()}`);
        next = new URL(location, next);
        if (next.origin !== address()) return next;
      }
      throw new Error("too many redirects");
    },
    expireAccessTokens,
    revokeAll,
    controls: { expireAccessTokens: `${address()}${CONTROL_PATHS.expireAccessTokens}`, revoke: `${address()}${CONTROL_PATHS.revoke}` },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

function problem(res: ServerResponse, status: number, title: string) {
  json(res, status, { title, detail: title, type: "about:blank", status });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
