import { describe, expect, it } from "vitest";
import { tiktokOAuth } from "@/lib/platforms/tiktok/oauth";
import { formOf, loopbacks, queryOf, REDIRECT_URI, useEnv } from "@/lib/testing/oauth-connector-test";

// TikTok Login Kit for Web with OAuth v2 ("Manage User Access Tokens"): client_key, comma scopes,
// POST /v2/oauth/token/ with the key and secret as form fields, GET /v2/user/info/.

describe("TikTok: connect with TikTok", () => {
  const serve = loopbacks();
  async function tiktok(script: Parameters<typeof serve>[0]) {
    const api = await serve(script);
    useEnv({ TIKTOK_CLIENT_KEY: "tt-key", TIKTOK_CLIENT_SECRET: "tt-secret", TIKTOK_API_BASE_URL: api.baseUrl, TIKTOK_AUTH_BASE_URL: "https://tiktok.example" });
    return api;
  }
  const tokenAnswer = (n: number) => ({
    status: 200,
    json: { open_id: "open-1", scope: "user.info.basic,video.publish", access_token: `act.${n}`, expires_in: 86400, refresh_token: `rft.${n}`, refresh_expires_in: 31536000, token_type: "Bearer" },
  });

  it("the authorize URL: /v2/auth/authorize/ with client_key, comma-separated publishing scopes and state (web: no PKCE)", async () => {
    await tiktok({});
    const url = new URL(tiktokOAuth.authorizeUrl({ state: "s-2", redirectUri: REDIRECT_URI, codeChallenge: null }));
    expect(`${url.origin}${url.pathname}`).toBe("https://tiktok.example/v2/auth/authorize/");
    expect(queryOf({ query: url.searchParams })).toEqual({
      response_type: "code",
      client_key: "tt-key",
      redirect_uri: REDIRECT_URI,
      scope: "user.info.basic,video.publish,video.upload",
      state: "s-2",
    });
  });

  it("exchanges the code at /v2/oauth/token/, then reads the avatar and display name", async () => {
    const api = await tiktok({
      "POST /v2/oauth/token/": tokenAnswer(1),
      "GET /v2/user/info/": { status: 200, json: { data: { user: { open_id: "open-1", display_name: "Northwind", avatar_url: "https://p16.example/a.jpg" } }, error: { code: "ok", message: "", log_id: "l" } } },
    });
    const [choice] = await tiktokOAuth.completeSignIn({ code: "code-2", redirectUri: REDIRECT_URI, codeVerifier: null });
    expect(formOf(api.requests[0])).toEqual({ grant_type: "authorization_code", code: "code-2", redirect_uri: REDIRECT_URI, client_key: "tt-key", client_secret: "tt-secret" });
    expect(api.requests[0].headers.authorization).toBeUndefined();
    expect(queryOf(api.requests[1])).toEqual({ fields: "open_id,avatar_url,display_name" });
    expect(api.requests[1].headers.authorization).toBe("Bearer act.1");
    expect(choice).toMatchObject({ id: "open-1", profile: { name: "Northwind", handle: null, avatarUrl: "https://p16.example/a.jpg" }, credentials: { access_token: "act.1" }, oauth: { refresh_token: "rft.1" } });
    expect(Date.parse(choice.oauth.refresh_expires_at!)).toBeGreaterThan(Date.now() + 300 * 86_400_000);
  });

  it("renews with grant_type=refresh_token and takes the new refresh token", async () => {
    const api = await tiktok({ "POST /v2/oauth/token/": tokenAnswer(2) });
    const renewed = await tiktokOAuth.renew!({ credentials: { access_token: "act.1" }, oauth: { refresh_token: "rft.1" }, expiresAt: null, refreshedAt: null });
    expect(formOf(api.requests[0])).toEqual({ grant_type: "refresh_token", refresh_token: "rft.1", client_key: "tt-key", client_secret: "tt-secret" });
    expect(renewed).toMatchObject({ credentials: { access_token: "act.2" }, oauth: { refresh_token: "rft.2" } });
  });

  it("an error TikTok answers with a 200 is still an error; an expired refresh token is not tried", async () => {
    await tiktok({ "POST /v2/oauth/token/": { status: 200, json: { error: "invalid_grant", error_description: "Refresh token is invalid or expired.", log_id: "l" } } });
    await expect(tiktokOAuth.renew!({ credentials: {}, oauth: { refresh_token: "r" }, expiresAt: null, refreshedAt: null })).rejects.toMatchObject({
      kind: "invalid_grant",
      message: expect.stringContaining("Refresh token is invalid or expired."),
    });
    expect(tiktokOAuth.canRenew({ credentials: {}, oauth: { refresh_token: "r", refresh_expires_at: new Date(Date.now() - 1000).toISOString() }, expiresAt: null, refreshedAt: null })).toBe(false);
  });

  it("user info refused (scope not granted) fails the sign-in with TikTok's words", async () => {
    await tiktok({
      "POST /v2/oauth/token/": tokenAnswer(1),
      "GET /v2/user/info/": { status: 401, json: { data: {}, error: { code: "scope_not_authorized", message: "The user did not authorize the scope required for completing this request." } } },
    });
    await expect(tiktokOAuth.completeSignIn({ code: "c", redirectUri: REDIRECT_URI, codeVerifier: null })).rejects.toMatchObject({
      kind: "refused",
      message: expect.stringContaining("did not authorize the scope"),
    });
  });
});
