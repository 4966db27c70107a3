import { describe, expect, it } from "vitest";
import { linkedInOAuth } from "@/lib/platforms/linkedin/oauth";
import { formOf, loopbacks, queryOf, REDIRECT_URI, useEnv } from "@/lib/testing/oauth-connector-test";

// LinkedIn's 3-legged OAuth (www.linkedin.com/oauth/v2/...), the OpenID userinfo, and the
// Community Management API's organizationAcls and organizations, against loopbacks.

describe("LinkedIn: connect with LinkedIn", () => {
  const serve = loopbacks();
  async function linkedin(script: { auth?: Parameters<typeof serve>[0]; api?: Parameters<typeof serve>[0] }, pages = false) {
    const auth = await serve(script.auth ?? {});
    const api = await serve(script.api ?? {});
    useEnv({
      LINKEDIN_CLIENT_ID: "li-id",
      LINKEDIN_CLIENT_SECRET: "li-secret",
      LINKEDIN_AUTH_BASE_URL: auth.baseUrl,
      LINKEDIN_API_BASE_URL: api.baseUrl,
      LINKEDIN_ORGANIZATION_PAGES: pages ? "true" : undefined,
      LINKEDIN_API_VERSION: "202610",
    });
    return { auth, api };
  }
  const token = { status: 200, json: { access_token: "AQV-1", expires_in: 5184000, refresh_token: "AQX-1", refresh_token_expires_in: 31536000, scope: "openid,profile,w_member_social" } };
  const userinfo = { status: 200, json: { sub: "782bbtaQ", name: "Ada Lovelace", picture: "https://media.licdn.example/a.jpg", email_verified: true } };

  it("the authorize URL: /oauth/v2/authorization, member scopes (Page scopes only with LINKEDIN_ORGANIZATION_PAGES), state, no PKCE", async () => {
    const { auth } = await linkedin({});
    const url = new URL(linkedInOAuth.authorizeUrl({ state: "s-5", redirectUri: REDIRECT_URI, codeChallenge: "x" }));
    expect(`${url.origin}${url.pathname}`).toBe(`${auth.baseUrl}/oauth/v2/authorization`);
    expect(queryOf({ query: url.searchParams })).toEqual({ response_type: "code", client_id: "li-id", redirect_uri: REDIRECT_URI, scope: "openid profile w_member_social", state: "s-5" });
    await linkedin({}, true);
    expect(new URL(linkedInOAuth.authorizeUrl({ state: "s", redirectUri: REDIRECT_URI, codeChallenge: null })).searchParams.get("scope")).toBe(
      "openid profile w_member_social w_organization_social rw_organization_admin",
    );
  });

  it("member only: exchanges the code at /oauth/v2/accessToken and connects the member from /v2/userinfo", async () => {
    const { auth, api } = await linkedin({ auth: { "POST /oauth/v2/accessToken": token }, api: { "GET /v2/userinfo": userinfo } });
    const choices = await linkedInOAuth.completeSignIn({ code: "code-5", redirectUri: REDIRECT_URI, codeVerifier: null });
    expect(formOf(auth.requests[0])).toEqual({ grant_type: "authorization_code", code: "code-5", redirect_uri: REDIRECT_URI, client_id: "li-id", client_secret: "li-secret" });
    expect(api.requests[0].headers.authorization).toBe("Bearer AQV-1");
    expect(choices).toEqual([
      expect.objectContaining({ id: "urn:li:person:782bbtaQ", kind: "member", profile: { name: "Ada Lovelace", handle: null, avatarUrl: "https://media.licdn.example/a.jpg" }, credentials: { author_urn: "urn:li:person:782bbtaQ", access_token: "AQV-1" }, oauth: expect.objectContaining({ refresh_token: "AQX-1" }) }),
    ]);
  });

  it("with Pages: the member and every organisation they administer, named, each a choice", async () => {
    const { api } = await linkedin(
      {
        auth: { "POST /oauth/v2/accessToken": token },
        api: {
          "GET /v2/userinfo": userinfo,
          "GET /rest/organizationAcls": { status: 200, json: { elements: [{ organization: "urn:li:organization:2414183", role: "ADMINISTRATOR", state: "APPROVED", roleAssignee: "urn:li:person:782bbtaQ" }], paging: { count: 50, start: 0 } } },
          "GET /rest/organizations/2414183": { status: 200, json: { id: 2414183, localizedName: "Northwind Coffee", vanityName: "northwind-coffee" } },
        },
      },
      true,
    );
    const choices = await linkedInOAuth.completeSignIn({ code: "c", redirectUri: REDIRECT_URI, codeVerifier: null });
    const acls = api.requests[1];
    expect(queryOf(acls)).toEqual({ q: "roleAssignee", role: "ADMINISTRATOR", state: "APPROVED", count: "50" });
    expect(acls.headers).toMatchObject({ authorization: "Bearer AQV-1", "linkedin-version": "202610", "x-restli-protocol-version": "2.0.0" });
    expect(choices.map((choice) => [choice.kind, choice.credentials.author_urn, choice.profile.name])).toEqual([
      ["member", "urn:li:person:782bbtaQ", "Ada Lovelace"],
      ["organization", "urn:li:organization:2414183", "Northwind Coffee"],
    ]);
  });

  it("renews with the refresh token where LinkedIn issued one; without it there is nothing to renew", async () => {
    const { auth } = await linkedin({ auth: { "POST /oauth/v2/accessToken": { ...token, json: { ...token.json, access_token: "AQV-2" } } } });
    const renewed = await linkedInOAuth.renew!({ credentials: { author_urn: "urn:li:person:1", access_token: "AQV-1" }, oauth: { refresh_token: "AQX-1" }, expiresAt: null, refreshedAt: null });
    expect(formOf(auth.requests[0])).toEqual({ grant_type: "refresh_token", refresh_token: "AQX-1", client_id: "li-id", client_secret: "li-secret" });
    expect(renewed.credentials).toEqual({ author_urn: "urn:li:person:1", access_token: "AQV-2" });
    expect(linkedInOAuth.canRenew({ credentials: {}, oauth: {}, expiresAt: null, refreshedAt: null })).toBe(false);
  });
});
