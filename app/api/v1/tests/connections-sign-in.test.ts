import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import * as authorizeRoute from "@/app/api/v1/brands/[id]/connections/[platform]/authorize/route";
import * as connectionsRoute from "@/app/api/v1/brands/[id]/connections/route";
import * as callbackRoute from "@/app/api/v1/connections/oauth/callback/route";
import * as chooseRoute from "@/app/api/v1/connections/oauth/choose/route";
import * as platformsRoute from "@/app/api/v1/connections/platforms/route";
import * as scheduleRoute from "@/app/api/v1/posts/schedule/route";
import { createSession } from "@/lib/auth/sessions/create-session";
import { CREDENTIAL_FIELDS } from "@/lib/platforms/credentials/credential-schemas";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { createTestUser, describeDb, TEST_BASE_URL } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { type Loopback, startLoopback } from "@/lib/testing/loopback-server";
import { resetEnv, testKeyRing, useEnv } from "@/lib/testing/oauth-env";
import { sessionCookieFor } from "@/lib/testing/session-cookie";
import { createTestApiKey } from "@/lib/testing/test-api-key";

// The sign-in routes end to end through their handlers, with each platform's endpoints on a
// loopback server: authorize, callback (connected, choose, failed), choose, and how a
// connection needing reconnection shows in GET /connections and in POST /posts/schedule.

const KEYS = testKeyRing();
const REDIRECT = `${TEST_BASE_URL}/connections/oauth/callback`;

describeDb("connect with the platform's sign-in (routes)", () => {
  let userId: string;
  let brandId: string;
  let theirBrand: string;
  let headers: Record<string, string>;
  let otherSessionHeaders: Record<string, string>;
  let api: Loopback | undefined;

  beforeAll(async () => {
    userId = (await createTestUser({ plan: "business" })).id;
    brandId = (await db().brand.create({ data: { userId, name: "Sign-in", website: "https://signin.example" } })).id;
    theirBrand = (await db().brand.create({ data: { userId: (await createTestUser()).id, name: "T", website: "https://t.example" } })).id;
    headers = { cookie: await sessionCookieFor(userId, { sessionId: await createSession(userId) }), origin: TEST_BASE_URL };
    otherSessionHeaders = { cookie: await sessionCookieFor(userId, { sessionId: await createSession(userId) }), origin: TEST_BASE_URL };
  });
  beforeEach(() => useEnv({ CONNECTIONS_ENCRYPTION_KEYS: KEYS, NEXTAUTH_URL: TEST_BASE_URL }));
  afterEach(async () => {
    await api?.close();
    api = undefined;
    resetEnv();
  });
  afterAll(resetEnv);

  const authorize = (platform: string, brand = brandId, as = headers) =>
    callRoute(authorizeRoute.POST, "POST", `/api/v1/brands/${brand}/connections/${platform}/authorize`, { headers: as, params: { id: brand, platform } });
  const callback = (body: unknown, as = headers) => callRoute(callbackRoute.POST, "POST", "/api/v1/connections/oauth/callback", { headers: as, body });
  const choose = (body: unknown) => callRoute(chooseRoute.POST, "POST", "/api/v1/connections/oauth/choose", { headers, body });
  const stateOf = (authorizeUrl: string) => new URL(authorizeUrl).searchParams.get("state")!;

  it("GET /connections/platforms: each platform's sign-in, whether it is configured, what to set, the callback to register", async () => {
    useEnv({ X_CLIENT_ID: "x-id", X_CLIENT_SECRET: "x-secret", META_APP_ID: "meta-only-id", META_APP_SECRET: undefined });
    const key = await createTestApiKey(userId, { scopes: ["admin"] });
    const res = await callRoute(platformsRoute.GET, "GET", "/api/v1/connections/platforms", { headers: key.bearer });
    expect(res.status).toBe(200);
    const byPlatform = Object.fromEntries(res.body.data.platforms.map((option: { platform: string }) => [option.platform, option]));
    expect(Object.keys(byPlatform)).toHaveLength(8);
    expect(byPlatform.x_twitter).toEqual({ platform: "x_twitter", label: "X", method: "oauth", configured: true, missing_variables: [], redirect_uri: REDIRECT, scopes: ["tweet.read", "tweet.write", "users.read", "media.write", "offline.access"], pkce: true });
    expect(byPlatform.facebook).toMatchObject({ configured: false, missing_variables: ["META_APP_SECRET"] });
    expect(byPlatform.tiktok).toMatchObject({ configured: false, missing_variables: ["TIKTOK_CLIENT_KEY", "TIKTOK_CLIENT_SECRET"], pkce: false });
    expect(byPlatform.bluesky).toMatchObject({ method: "app_password", configured: true, redirect_uri: null });
    expect(JSON.stringify(res.body)).not.toContain("x-secret");
  });

  it("authorize: 404 for another's brand or no platform; 400 for Bluesky and for a sign-in not configured, naming what to set", async () => {
    expect((await authorize("x_twitter", theirBrand)).status).toBe(404);
    expect((await authorize("myspace")).status).toBe(404);
    const bluesky = await authorize("bluesky");
    expect(bluesky.status).toBe(400);
    expect(bluesky.body.error.message).toContain("handle and an app password");
    const missing = await authorize("threads");
    expect(missing.status).toBe(400);
    expect(missing.body.error).toEqual({
      code: "invalid_request",
      message: "Sign-in with Threads is not configured on this server: set THREADS_APP_ID and THREADS_APP_SECRET. Until then, connect with a token (POST /api/v1/brands/{id}/connections).",
      doc_url: "/docs/errors#invalid_request",
      details: [{ field: "platform", platform: "threads" }],
    });
  });

  it("X: authorize → callback connects the account; GET /connections shows it signed in, with name, handle and avatar", async () => {
    api = await startLoopback({
      "POST /2/oauth2/token": { status: 200, json: { token_type: "bearer", expires_in: 7200, access_token: "at-1", refresh_token: "rt-1", scope: "tweet.write offline.access" } },
      "GET /2/users/me": { status: 200, json: { data: { id: "42", name: "Sign-in Co", username: "signinco", profile_image_url: "https://pbs.example/s.jpg" } } },
    });
    useEnv({ X_CLIENT_ID: "x-id", X_CLIENT_SECRET: "x-secret", X_API_BASE_URL: api.baseUrl });
    const started = await authorize("x_twitter");
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ platform: "x_twitter", brand_id: brandId, redirect_uri: REDIRECT, authorize_url: expect.stringMatching(/^https:\/\/x\.com\/i\/oauth2\/authorize\?/) });
    const state = stateOf(started.body.data.authorize_url);

    // Another session of the same user cannot complete it; a malformed body is 400.
    expect((await callback({ state, code: "c" }, otherSessionHeaders)).status).toBe(400);
    expect((await callback({ state, code: "c", extra: 1 })).status).toBe(400);
    const done = await callback({ state, code: "code-from-x" });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: "connected", platform: "x_twitter", connection: { auth_method: "oauth", account: { name: "Sign-in Co", handle: "@signinco", avatar_url: "https://pbs.example/s.jpg" } } });
    expect(api.requests[0].form?.get("code_verifier")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await callback({ state, code: "code-from-x" })).status).toBe(400); // once

    const listed = await callRoute(connectionsRoute.GET, "GET", `/api/v1/brands/${brandId}/connections`, { headers, params: { id: brandId } });
    const x = listed.body.data.connections.find((connection: { platform: string }) => connection.platform === "x_twitter");
    expect(x).toMatchObject({ auth_method: "oauth", status: "active", status_reason: null, account_label: "@signinco", credential_fields: ["access_token", "refresh_token"] });
    expect(JSON.stringify(listed.body)).not.toMatch(/at-1|rt-1/);
  });

  it("the account's name and picture are kept as plain text and an https URL or null, whatever the platform sent", async () => {
    const brand = (await db().brand.create({ data: { userId, name: "Markup", website: "https://markup.example" } })).id;
    api = await startLoopback({
      "POST /2/oauth2/token": { status: 200, json: { token_type: "bearer", expires_in: 7200, access_token: "at-m", refresh_token: "rt-m", scope: "tweet.write offline.access" } },
      "GET /2/users/me": {
        status: 200,
        json: { data: { id: "66", name: '<img src=x onerror="alert(1)">Evil\u0000 <b>Co</b>\u202E\n', username: "evil\u0007co", profile_image_url: "javascript:alert(document.cookie)" } },
      },
    });
    useEnv({ X_CLIENT_ID: "x-id", X_CLIENT_SECRET: "x-secret", X_API_BASE_URL: api.baseUrl });
    const state = stateOf((await authorize("x_twitter", brand)).body.data.authorize_url);
    const done = await callback({ state, code: "code-from-x" });
    expect(done.status).toBe(200);
    const clean = { account_label: "@evil co", account: { name: "Evil Co", handle: "@evil co", avatar_url: null } };
    expect(done.body.data.connection).toMatchObject(clean);

    const listed = await callRoute(connectionsRoute.GET, "GET", `/api/v1/brands/${brand}/connections`, { headers, params: { id: brand } });
    expect(listed.body.data.connections).toEqual([expect.objectContaining({ platform: "x_twitter", ...clean })]);
    const answered = JSON.stringify(listed.body);
    expect(answered).not.toMatch(/javascript:|<img|<b>|\\u0000|\\u0007/i);
    expect(answered).not.toContain("\u202E");
    // Stored so, not only answered so.
    const { rows } = await dbPool().query("SELECT account_name, account_handle, account_avatar_url, account_label FROM platform_connections WHERE brand_id = $1", [brand]);
    expect(rows).toEqual([{ account_name: "Evil Co", account_handle: "@evil co", account_avatar_url: null, account_label: "@evil co" }]);

    // A row written before these rules is answered by them too.
    await dbPool().query("UPDATE platform_connections SET account_name = $2, account_avatar_url = $3 WHERE brand_id = $1", [brand, "Old\u0001 <i>row</i>", "javascript:alert(1)"]);
    const old = await callRoute(connectionsRoute.GET, "GET", `/api/v1/brands/${brand}/connections`, { headers, params: { id: brand } });
    expect(old.body.data.connections[0].account).toEqual({ name: "Old row", handle: "@evil co", avatar_url: null });
  });

  it("a sign-in's choices are cleaned before they are shown or kept: plain names, https pictures", async () => {
    const brand = (await db().brand.create({ data: { userId, name: "Pages", website: "https://pages.example" } })).id;
    api = await startLoopback(
      {
        "GET /oauth/access_token": [{ status: 200, json: { access_token: "EAAshort", expires_in: 5400 } }, { status: 200, json: { access_token: "EAAlong", expires_in: 5183944 } }],
        "GET /me/accounts": {
          status: 200,
          json: {
            data: [
              { id: "201", name: "<a href=javascript:alert(1)>Click</a> Roastery\u0085", access_token: "EAAp201", picture: { data: { url: "javascript:alert(1)" } } },
              { id: "202", name: "Plain Café", access_token: "EAAp202", picture: { data: { url: "https://fb.example/202.jpg" } } },
            ],
          },
        },
      },
      "/v21.0",
    );
    useEnv({ META_APP_ID: "meta", META_APP_SECRET: "meta-secret", META_GRAPH_BASE_URL: api.baseUrl });
    const state = stateOf((await authorize("facebook", brand)).body.data.authorize_url);
    const offered = await callback({ state, code: "fb-code" });
    expect(offered.body.data.choices).toEqual([
      { id: "201", kind: "page", name: "Click Roastery", handle: null, avatar_url: null, description: "Facebook Page" },
      { id: "202", kind: "page", name: "Plain Café", handle: null, avatar_url: "https://fb.example/202.jpg", description: "Facebook Page" },
    ]);
    const chosen = await choose({ flow_id: offered.body.data.flow_id, choice_id: "201" });
    expect(chosen.body.data.connection).toMatchObject({ account_label: "Click Roastery", account: { name: "Click Roastery", handle: null, avatar_url: null } });
  });

  it("Facebook: several Pages → choose one (a choice not offered is 400, the flow stays); the choice is taken once", async () => {
    api = await startLoopback(
      {
        "GET /oauth/access_token": [{ status: 200, json: { access_token: "EAAshort", expires_in: 5400 } }, { status: 200, json: { access_token: "EAAlong", expires_in: 5183944 } }],
        "GET /me/accounts": { status: 200, json: { data: [{ id: "101", name: "Northwind Coffee", access_token: "EAAp101" }, { id: "102", name: "Northwind Roastery", access_token: "EAAp102" }] } },
      },
      "/v21.0",
    );
    useEnv({ META_APP_ID: "meta", META_APP_SECRET: "meta-secret", META_GRAPH_BASE_URL: api.baseUrl });
    const state = stateOf((await authorize("facebook")).body.data.authorize_url);
    const offered = await callback({ state, code: "fb-code" });
    expect(offered.body.data).toMatchObject({ status: "choose", platform: "facebook", brand_id: brandId });
    expect(offered.body.data.choices).toEqual([
      { id: "101", kind: "page", name: "Northwind Coffee", handle: null, avatar_url: null, description: "Facebook Page" },
      { id: "102", kind: "page", name: "Northwind Roastery", handle: null, avatar_url: null, description: "Facebook Page" },
    ]);
    expect(JSON.stringify(offered.body)).not.toContain("EAAp");
    const flowId = offered.body.data.flow_id;
    expect((await choose({ flow_id: flowId, choice_id: "999" })).status).toBe(400);
    const chosen = await choose({ flow_id: flowId, choice_id: "102" });
    expect(chosen.body.data).toMatchObject({ status: "connected", connection: { platform: "facebook", account_label: "Northwind Roastery", account: { name: "Northwind Roastery" } } });
    // Meta issues no refresh token (a long-lived Page token instead): none is named.
    expect(chosen.body.data.connection.credential_fields).toEqual([...CREDENTIAL_FIELDS.facebook]);
    expect((await choose({ flow_id: flowId, choice_id: "101" })).status).toBe(400);
  });

  it("a platform refusing the code is a failed outcome with its words, and the flow ends", async () => {
    api = await startLoopback({ "POST /v2/oauth/token/": { status: 200, json: { error: "invalid_grant", error_description: "Authorization code is expired.", log_id: "x" } } });
    useEnv({ TIKTOK_CLIENT_KEY: "k", TIKTOK_CLIENT_SECRET: "s", TIKTOK_API_BASE_URL: api.baseUrl });
    const state = stateOf((await authorize("tiktok")).body.data.authorize_url);
    const failed = await callback({ state, code: "old" });
    expect(failed.body.data).toEqual({ status: "failed", platform: "tiktok", brand_id: brandId, message: "TikTok did not accept this sign-in: the code it sent back had expired or was already used (invalid_grant: Authorization code is expired.). Try connecting again." });
    expect((await dbPool().query("SELECT 1 FROM oauth_flows WHERE user_id = $1 AND platform = 'tiktok'", [userId])).rowCount).toBe(0);
  });

  it("scheduling a post whose platform needs reconnecting answers with a warning; live, a platform without an account too", async () => {
    await dbPool().query("UPDATE platform_connections SET status = 'reconnect_required', status_reason = 'X refused the token.' WHERE brand_id = $1 AND platform = 'x_twitter'", [brandId]);
    const post = await db().post.create({ data: { userId, brandId, content: "Hello", platforms: ["x_twitter", "threads"], source: "api" } });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const schedule = () => callRoute(scheduleRoute.POST, "POST", "/api/v1/posts/schedule", { headers, body: { post_id: post.id, scheduled_at: at } });
    const sandbox = await schedule();
    expect(sandbox.status).toBe(200);
    expect(sandbox.body.data.warnings).toEqual([
      { code: "reconnect_required", platform: "x_twitter", message: "The X account needs to be reconnected before this post can be published there. X refused the token." },
    ]);
    useEnv({ PUBLISH_MODE: "live" });
    expect((await schedule()).body.data.warnings.map((warning: { code: string; platform: string }) => [warning.code, warning.platform])).toEqual([
      ["reconnect_required", "x_twitter"],
      ["not_connected", "threads"],
    ]);
    const listed = await callRoute(connectionsRoute.GET, "GET", `/api/v1/brands/${brandId}/connections`, { headers, params: { id: brandId } });
    expect(listed.body.data.connections.find((connection: { platform: string }) => connection.platform === "x_twitter")).toMatchObject({
      status: "reconnect_required",
      status_reason: "X refused the token.",
    });
  });
});
