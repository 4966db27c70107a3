import { describe, expect, it } from "vitest";
import { googleBusinessOAuth } from "@/lib/platforms/google-business/oauth";
import { formOf, loopbacks, queryOf, REDIRECT_URI, useEnv } from "@/lib/testing/oauth-connector-test";

// Google's OAuth for web servers (offline access, PKCE) and the Business Profile Account
// Management and Business Information APIs, each on a loopback of its own host.

describe("Google Business Profile: connect with Google", () => {
  const serve = loopbacks();
  async function google(script: { token?: Parameters<typeof serve>[0]; accounts?: Parameters<typeof serve>[0]; info?: Parameters<typeof serve>[0] }) {
    const token = await serve(script.token ?? {});
    const accounts = await serve(script.accounts ?? {});
    const info = await serve(script.info ?? {});
    useEnv({
      GOOGLE_CLIENT_ID: "g-id.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "g-secret",
      GOOGLE_AUTH_BASE_URL: "https://accounts.example",
      GOOGLE_TOKEN_BASE_URL: token.baseUrl,
      GOOGLE_ACCOUNT_MANAGEMENT_BASE_URL: accounts.baseUrl,
      GOOGLE_BUSINESS_INFORMATION_BASE_URL: info.baseUrl,
    });
    return { token, accounts, info };
  }
  const granted = { status: 200, json: { access_token: "ya29.a", expires_in: 3599, refresh_token: "1//r", scope: "https://www.googleapis.com/auth/business.manage", token_type: "Bearer" } };

  it("the authorize URL asks for offline access with consent, business.manage, state and an S256 challenge", async () => {
    await google({});
    const url = new URL(googleBusinessOAuth.authorizeUrl({ state: "s-6", redirectUri: REDIRECT_URI, codeChallenge: "c".repeat(43) }));
    expect(`${url.origin}${url.pathname}`).toBe("https://accounts.example/o/oauth2/v2/auth");
    expect(queryOf({ query: url.searchParams })).toEqual({
      response_type: "code",
      client_id: "g-id.apps.googleusercontent.com",
      redirect_uri: REDIRECT_URI,
      scope: "https://www.googleapis.com/auth/business.manage",
      state: "s-6",
      access_type: "offline",
      prompt: "consent",
      include_granted_scopes: "true",
      code_challenge: "c".repeat(43),
      code_challenge_method: "S256",
    });
  });

  it("exchanges the code with the verifier, then offers every location of every account as accounts/{a}/locations/{l}", async () => {
    const { token, accounts, info } = await google({
      token: { "POST /token": granted },
      accounts: {
        "GET /v1/accounts": [
          { status: 200, json: { accounts: [{ name: "accounts/111", accountName: "Northwind Coffee Co", type: "PERSONAL" }], nextPageToken: "p2" } },
          { status: 200, json: { accounts: [{ name: "accounts/222", accountName: "Roastery Group", type: "LOCATION_GROUP" }] } },
        ],
      },
      info: {
        "GET /v1/accounts/111/locations": { status: 200, json: { locations: [{ name: "locations/9001", title: "Northwind Main St", storefrontAddress: { addressLines: ["1 Main St"], locality: "Springfield" } }] } },
        "GET /v1/accounts/222/locations": { status: 200, json: {} },
      },
    });
    const choices = await googleBusinessOAuth.completeSignIn({ code: "4/code", redirectUri: REDIRECT_URI, codeVerifier: "v".repeat(43) });
    expect(formOf(token.requests[0])).toEqual({
      grant_type: "authorization_code",
      code: "4/code",
      redirect_uri: REDIRECT_URI,
      code_verifier: "v".repeat(43),
      client_id: "g-id.apps.googleusercontent.com",
      client_secret: "g-secret",
    });
    expect(queryOf(accounts.requests[1])).toEqual({ pageSize: "20", pageToken: "p2" });
    expect(accounts.requests[0].headers.authorization).toBe("Bearer ya29.a");
    expect(queryOf(info.requests[0])).toEqual({ readMask: "name,title,storefrontAddress", pageSize: "100" });
    expect(choices).toEqual([
      expect.objectContaining({
        id: "accounts/111/locations/9001",
        kind: "location",
        profile: { name: "Northwind Main St", handle: "Northwind Coffee Co", avatarUrl: null },
        description: "1 Main St, Springfield",
        credentials: { location_name: "accounts/111/locations/9001", access_token: "ya29.a" },
        oauth: { refresh_token: "1//r", scope: "https://www.googleapis.com/auth/business.manage" },
      }),
    ]);
  });

  it("no location: the sign-in fails and says which account to use", async () => {
    await google({ token: { "POST /token": granted }, accounts: { "GET /v1/accounts": { status: 200, json: { accounts: [] } } } });
    await expect(googleBusinessOAuth.completeSignIn({ code: "c", redirectUri: REDIRECT_URI, codeVerifier: "v" })).rejects.toMatchObject({ kind: "refused", message: expect.stringContaining("manages no Business Profile location") });
  });

  it("renews with the refresh token and keeps it when Google sends none back; invalid_grant means reconnect", async () => {
    const { token } = await google({ token: { "POST /token": [{ status: 200, json: { access_token: "ya29.b", expires_in: 3599, token_type: "Bearer" } }, { status: 400, json: { error: "invalid_grant", error_description: "Token has been expired or revoked." } }] } });
    const state = { credentials: { location_name: "accounts/1/locations/2", access_token: "ya29.a" }, oauth: { refresh_token: "1//r" }, expiresAt: null, refreshedAt: null };
    const renewed = await googleBusinessOAuth.renew!(state);
    expect(formOf(token.requests[0])).toEqual({ grant_type: "refresh_token", refresh_token: "1//r", client_id: "g-id.apps.googleusercontent.com", client_secret: "g-secret" });
    expect(renewed).toMatchObject({ credentials: { location_name: "accounts/1/locations/2", access_token: "ya29.b" }, oauth: { refresh_token: "1//r" } });
    await expect(googleBusinessOAuth.renew!(state)).rejects.toMatchObject({ kind: "invalid_grant", message: expect.stringContaining("Token has been expired or revoked.") });
  });
});
