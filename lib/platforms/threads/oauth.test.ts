import { describe, expect, it } from "vitest";
import { threadsOAuth } from "@/lib/platforms/threads/oauth";
import { formOf, loopbacks, queryOf, REDIRECT_URI, useEnv } from "@/lib/testing/oauth-connector-test";

// Threads' documented tokens: POST /oauth/access_token (form) for a short-lived token and the
// user id, GET /access_token (th_exchange_token) for a 60-day one, GET /refresh_access_token
// (th_refresh_token) to renew it, GET /v1.0/me for the profile.

describe("Threads: connect with Threads", () => {
  const serve = loopbacks();
  async function threads(script: Parameters<typeof serve>[0]) {
    const graph = await serve(script);
    useEnv({
      THREADS_APP_ID: "990602627938098",
      THREADS_APP_SECRET: "th-secret",
      THREADS_TOKEN_BASE_URL: graph.baseUrl,
      THREADS_API_BASE_URL: `${graph.baseUrl}/v1.0`,
      THREADS_AUTH_BASE_URL: "https://threads.example",
    });
    return graph;
  }

  it("the Authorization Window: /oauth/authorize with the app id, comma scopes, response_type=code and state", async () => {
    await threads({});
    const url = new URL(threadsOAuth.authorizeUrl({ state: "s-3", redirectUri: REDIRECT_URI, codeChallenge: null }));
    expect(`${url.origin}${url.pathname}`).toBe("https://threads.example/oauth/authorize");
    expect(queryOf({ query: url.searchParams })).toEqual({ response_type: "code", client_id: "990602627938098", redirect_uri: REDIRECT_URI, scope: "threads_basic,threads_content_publish", state: "s-3" });
  });

  it("code → short-lived token → long-lived token → profile", async () => {
    const graph = await threads({
      "POST /oauth/access_token": { status: 200, json: { access_token: "THQshort", user_id: 17841400000000001 } },
      "GET /access_token": { status: 200, json: { access_token: "THQlong", token_type: "bearer", expires_in: 5183944 } },
      "GET /v1.0/me": { status: 200, json: { id: "17841400000000001", username: "northwind", name: "Northwind", threads_profile_picture_url: "https://scontent.example/p.jpg" } },
    });
    const [choice] = await threadsOAuth.completeSignIn({ code: "code-3", redirectUri: REDIRECT_URI, codeVerifier: null });
    const [code, exchange, me] = graph.requests;
    expect(formOf(code)).toEqual({ client_id: "990602627938098", client_secret: "th-secret", grant_type: "authorization_code", redirect_uri: REDIRECT_URI, code: "code-3" });
    expect(queryOf(exchange)).toEqual({ grant_type: "th_exchange_token", client_secret: "th-secret", access_token: "THQshort" });
    expect(queryOf(me)).toEqual({ fields: "id,username,name,threads_profile_picture_url", access_token: "THQlong" });
    expect(choice).toMatchObject({
      id: "17841400000000001",
      profile: { name: "Northwind", handle: "@northwind", avatarUrl: "https://scontent.example/p.jpg" },
      credentials: { threads_user_id: "17841400000000001", access_token: "THQlong" },
      oauth: {},
    });
    expect(choice.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
  });

  it("renews the long-lived token itself, once it is a day old and before it expires", async () => {
    const graph = await threads({ "GET /refresh_access_token": { status: 200, json: { access_token: "THQlong2", token_type: "bearer", expires_in: 5183944 } } });
    const state = { credentials: { threads_user_id: "1", access_token: "THQlong" }, oauth: {}, expiresAt: new Date(Date.now() + 3 * 86_400_000), refreshedAt: new Date(Date.now() - 57 * 86_400_000) };
    expect(threadsOAuth.canRenew(state)).toBe(true);
    const renewed = await threadsOAuth.renew!(state);
    expect(queryOf(graph.requests[0])).toEqual({ grant_type: "th_refresh_token", access_token: "THQlong" });
    expect(renewed.credentials).toEqual({ threads_user_id: "1", access_token: "THQlong2" });
    expect(threadsOAuth.canRenew({ ...state, refreshedAt: new Date(Date.now() - 3_600_000) })).toBe(false);
    expect(threadsOAuth.canRenew({ ...state, expiresAt: new Date(Date.now() - 1000) })).toBe(false);
  });

  it("Meta's error object (code 190) is a refused grant", async () => {
    await threads({ "GET /refresh_access_token": { status: 400, json: { error: { message: "Error validating access token: Session has expired.", type: "OAuthException", code: 190 } } } });
    await expect(threadsOAuth.renew!({ credentials: { access_token: "t" }, oauth: {}, expiresAt: null, refreshedAt: null })).rejects.toMatchObject({
      kind: "invalid_grant",
      message: expect.stringContaining("Session has expired"),
    });
  });
});
