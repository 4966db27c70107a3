import { describe, expect, it } from "vitest";
import { facebookOAuth } from "@/lib/platforms/facebook/oauth";
import { instagramOAuth } from "@/lib/platforms/instagram/oauth";
import { loopbacks, queryOf, REDIRECT_URI, useEnv } from "@/lib/testing/oauth-connector-test";

// Facebook Login built by hand (the "Manually Build a Login Flow" guide) and the Graph API's
// /me/accounts, against a loopback Graph API mounted under its version (/v21.0).

const PAGES = {
  data: [
    {
      id: "101",
      name: "Northwind Coffee",
      access_token: "EAApage101",
      picture: { data: { url: "https://fb.example/101.jpg" } },
      instagram_business_account: { id: "17841400000000101", username: "northwind.coffee", name: "Northwind", profile_picture_url: "https://ig.example/p.jpg" },
    },
  ],
  paging: { cursors: { before: "b1", after: "a1" }, next: "https://graph.example/next" },
};
const MORE_PAGES = { data: [{ id: "102", name: "Northwind Roastery", access_token: "EAApage102" }], paging: { cursors: { before: "b2", after: "a2" } } };

describe("Meta: connect a Facebook Page or an Instagram account with Facebook Login", () => {
  const serve = loopbacks();
  async function graph(script: Parameters<typeof serve>[0]) {
    const api = await serve(script, "/v21.0");
    useEnv({ META_APP_ID: "meta-app", META_APP_SECRET: "meta-secret", META_GRAPH_BASE_URL: api.baseUrl, META_AUTH_BASE_URL: undefined });
    return api;
  }
  const tokens = {
    "GET /oauth/access_token": [
      { status: 200, json: { access_token: "EAAshort", token_type: "bearer", expires_in: 5400 } },
      { status: 200, json: { access_token: "EAAlong", token_type: "bearer", expires_in: 5183944 } },
    ],
  };

  it("the Login dialog: www.facebook.com/v21.0/dialog/oauth with comma permissions and state; no PKCE", async () => {
    await graph({});
    const url = new URL(facebookOAuth.authorizeUrl({ state: "s-4", redirectUri: REDIRECT_URI, codeChallenge: "ignored" }));
    expect(`${url.origin}${url.pathname}`).toBe("https://www.facebook.com/v21.0/dialog/oauth");
    expect(queryOf({ query: url.searchParams })).toEqual({
      response_type: "code",
      client_id: "meta-app",
      redirect_uri: REDIRECT_URI,
      scope: "pages_show_list,pages_manage_posts,pages_read_engagement,business_management",
      state: "s-4",
    });
    const ig = new URL(instagramOAuth.authorizeUrl({ state: "s", redirectUri: REDIRECT_URI, codeChallenge: null }));
    expect(ig.searchParams.get("scope")).toBe("instagram_basic,instagram_content_publish,pages_show_list,pages_read_engagement,business_management");
  });

  it("code → short-lived → long-lived user token → every Page (following the cursor), each with its Page token", async () => {
    const api = await graph({ ...tokens, "GET /me/accounts": [{ status: 200, json: PAGES }, { status: 200, json: MORE_PAGES }] });
    const choices = await facebookOAuth.completeSignIn({ code: "code-4", redirectUri: REDIRECT_URI, codeVerifier: null });
    const [code, exchange, first, second] = api.requests;
    expect(`${code.method} ${code.path}`).toBe("GET /oauth/access_token");
    expect(queryOf(code)).toEqual({ client_id: "meta-app", redirect_uri: REDIRECT_URI, client_secret: "meta-secret", code: "code-4" });
    expect(queryOf(exchange)).toEqual({ grant_type: "fb_exchange_token", client_id: "meta-app", client_secret: "meta-secret", fb_exchange_token: "EAAshort" });
    expect(queryOf(first)).toMatchObject({ access_token: "EAAlong", limit: "50", fields: expect.stringContaining("instagram_business_account{id,username,name,profile_picture_url}") });
    expect(queryOf(second)).toMatchObject({ after: "a1" });
    expect(choices).toEqual([
      expect.objectContaining({ id: "101", kind: "page", profile: { name: "Northwind Coffee", handle: null, avatarUrl: "https://fb.example/101.jpg" }, credentials: { page_id: "101", page_access_token: "EAApage101" }, expiresAt: null }),
      expect.objectContaining({ id: "102", credentials: { page_id: "102", page_access_token: "EAApage102" } }),
    ]);
    expect(facebookOAuth.canRenew({ credentials: {}, oauth: {}, expiresAt: null, refreshedAt: null })).toBe(false);
  });

  it("Instagram: only Pages with a linked professional account; the long-lived user token publishes, expiring in about 60 days", async () => {
    await graph({ ...tokens, "GET /me/accounts": [{ status: 200, json: PAGES }, { status: 200, json: MORE_PAGES }] });
    const choices = await instagramOAuth.completeSignIn({ code: "c", redirectUri: REDIRECT_URI, codeVerifier: null });
    expect(choices).toHaveLength(1);
    expect(choices[0]).toMatchObject({
      id: "17841400000000101",
      profile: { name: "Northwind", handle: "@northwind.coffee", avatarUrl: "https://ig.example/p.jpg" },
      description: "Linked to the Page Northwind Coffee",
      credentials: { ig_user_id: "17841400000000101", access_token: "EAAlong" },
    });
    expect(choices[0].expiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
  });

  it("no Page, or no linked Instagram account: the sign-in fails and says what to do", async () => {
    await graph({ ...tokens, "GET /me/accounts": { status: 200, json: { data: [] } } });
    await expect(facebookOAuth.completeSignIn({ code: "c", redirectUri: REDIRECT_URI, codeVerifier: null })).rejects.toMatchObject({ kind: "refused", message: expect.stringContaining("No Facebook Page") });
  });

  it("a code Meta refuses (OAuthException) fails with Meta's words", async () => {
    await graph({ "GET /oauth/access_token": { status: 400, json: { error: { message: "This authorization code has been used.", type: "OAuthException", code: 100 } } } });
    await expect(instagramOAuth.completeSignIn({ code: "c", redirectUri: REDIRECT_URI, codeVerifier: null })).rejects.toMatchObject({
      kind: "refused",
      message: "Instagram refused the token request (100: This authorization code has been used.).",
    });
  });
});
