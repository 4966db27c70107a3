import { describe, expect, it } from "vitest";
import { OAuthProblem } from "@/lib/platforms/oauth-kit/oauth-problem";
import { xTwitterOAuth } from "@/lib/platforms/x-twitter/oauth";
import { formOf, loopbacks, queryOf, REDIRECT_URI, useEnv } from "@/lib/testing/oauth-connector-test";

// X's documented OAuth 2.0 flow (docs.x.com, "OAuth 2.0 Authorization Code Flow with PKCE"),
// against a loopback X: paths, the Basic header of a confidential client, form bodies.

const BASIC = `Basic ${Buffer.from("x-id:x-secret").toString("base64")}`;

describe("X: connect with X", () => {
  const serve = loopbacks();

  async function x(script: Parameters<typeof serve>[0]) {
    const api = await serve(script);
    useEnv({ X_CLIENT_ID: "x-id", X_CLIENT_SECRET: "x-secret", X_API_BASE_URL: api.baseUrl, X_AUTH_BASE_URL: "https://x.example" });
    return api;
  }

  it("the authorize URL: x.com's dialog, the scopes to post, upload media and renew, state and an S256 challenge", async () => {
    await x({});
    const url = new URL(xTwitterOAuth.authorizeUrl({ state: "s-1", redirectUri: REDIRECT_URI, codeChallenge: "c".repeat(43) }));
    expect(`${url.origin}${url.pathname}`).toBe("https://x.example/i/oauth2/authorize");
    expect(queryOf({ query: url.searchParams })).toEqual({
      response_type: "code",
      client_id: "x-id",
      redirect_uri: REDIRECT_URI,
      scope: "tweet.read tweet.write users.read media.write offline.access",
      state: "s-1",
      code_challenge: "c".repeat(43),
      code_challenge_method: "S256",
    });
  });

  it("exchanges the code with the verifier and Basic client authentication, then reads the account from /2/users/me", async () => {
    const api = await x({
      "POST /2/oauth2/token": { status: 200, json: { token_type: "bearer", expires_in: 7200, access_token: "at-1", refresh_token: "rt-1", scope: "tweet.write offline.access" } },
      "GET /2/users/me": { status: 200, json: { data: { id: "2244994945", name: "Northwind", username: "northwind", profile_image_url: "https://pbs.example/n.jpg" } } },
    });
    const [choice] = await xTwitterOAuth.completeSignIn({ code: "code-1", redirectUri: REDIRECT_URI, codeVerifier: "v".repeat(43) });
    const [token, me] = api.requests;
    expect(token.headers.authorization).toBe(BASIC);
    expect(token.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(formOf(token)).toEqual({ grant_type: "authorization_code", code: "code-1", redirect_uri: REDIRECT_URI, code_verifier: "v".repeat(43) });
    expect(`${me.method} ${me.path}`).toBe("GET /2/users/me");
    expect(queryOf(me)).toEqual({ "user.fields": "profile_image_url" });
    expect(me.headers.authorization).toBe("Bearer at-1");
    expect(choice).toMatchObject({
      id: "2244994945",
      kind: "account",
      profile: { name: "Northwind", handle: "@northwind", avatarUrl: "https://pbs.example/n.jpg" },
      credentials: { access_token: "at-1" },
      oauth: { refresh_token: "rt-1", scope: "tweet.write offline.access" },
    });
    expect(choice.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 7_000_000);
  });

  it("renews with the refresh token and keeps the rotated one", async () => {
    const api = await x({ "POST /2/oauth2/token": { status: 200, json: { token_type: "bearer", expires_in: 7200, access_token: "at-2", refresh_token: "rt-2" } } });
    const renewed = await xTwitterOAuth.renew!({ credentials: { access_token: "at-1" }, oauth: { refresh_token: "rt-1", scope: "s" }, expiresAt: new Date(), refreshedAt: null });
    expect(formOf(api.requests[0])).toEqual({ grant_type: "refresh_token", refresh_token: "rt-1" });
    expect(api.requests[0].headers.authorization).toBe(BASIC);
    expect(renewed).toMatchObject({ credentials: { access_token: "at-2" }, oauth: { refresh_token: "rt-2", scope: "s" } });
  });

  it.each([
    [400, { error: "invalid_request", error_description: "Value passed for the token was invalid." }, "refused"],
    [400, { error: "invalid_grant" }, "invalid_grant"],
    [401, { error: "unauthorized_client", error_description: "Missing valid authorization header" }, "app_config"],
    [503, { title: "Service Unavailable" }, "unavailable"],
  ] as const)("a token answer %s %j is a %s problem", async (status, json, kind) => {
    await x({ "POST /2/oauth2/token": { status, json } });
    const error = await xTwitterOAuth.renew!({ credentials: { access_token: "a" }, oauth: { refresh_token: "r" }, expiresAt: null, refreshedAt: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OAuthProblem);
    expect(error).toMatchObject({ kind });
    expect((error as Error).message).not.toContain("x-secret");
  });

  it("a profile X does not show fails the sign-in with X's words", async () => {
    await x({
      "POST /2/oauth2/token": { status: 200, json: { access_token: "at", expires_in: 7200 } },
      "GET /2/users/me": { status: 403, json: { title: "Forbidden", detail: "You are not permitted to use this endpoint." } },
    });
    await expect(xTwitterOAuth.completeSignIn({ code: "c", redirectUri: REDIRECT_URI, codeVerifier: "v" })).rejects.toMatchObject({
      kind: "refused",
      message: "X did not show the account (You are not permitted to use this endpoint.).",
    });
  });

  it("needs its app: without X_CLIENT_ID and X_CLIENT_SECRET nothing is offered", async () => {
    useEnv({ X_CLIENT_ID: undefined, X_CLIENT_SECRET: "only-the-secret" });
    expect(() => xTwitterOAuth.authorizeUrl({ state: "s", redirectUri: REDIRECT_URI, codeChallenge: null })).toThrow("set X_CLIENT_ID and X_CLIENT_SECRET");
    expect(xTwitterOAuth.canRenew({ credentials: {}, oauth: { refresh_token: "r" }, expiresAt: null, refreshedAt: null })).toBe(false);
  });
});
