import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { createSession } from "@/lib/auth/sessions/create-session";
import { endAllSessions, endSession } from "@/lib/auth/sessions/end-sessions";
import { freshCredentials } from "@/lib/connections/fresh-credentials";
import { listConnections } from "@/lib/connections/list-connections";
import { completeOAuthFlow } from "@/lib/connections/oauth/complete-oauth-flow";
import { startOAuthFlow } from "@/lib/connections/oauth/start-oauth-flow";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { exchangeCode } from "@/lib/platforms/oauth-kit/standard-client";
import { OAuthProblem } from "@/lib/platforms/oauth-kit/oauth-problem";
import { createTestUser, describeDb } from "@/lib/testing";
import { resetEnv, testKeyRing, useEnv } from "@/lib/testing/oauth-env";
import { startOAuthTestServer, type OAuthTestServer } from "@/lib/testing/oauth-test-server";
import { testCaller } from "@/lib/testing/test-caller";

// X's sign-in and renewal, unchanged, against a standards authorization server (oidc-provider)
// mounted at X's documented paths: code + PKCE (S256, required by the server) + state, client
// authentication with HTTP Basic, refresh tokens that rotate, and revocation.

const REDIRECT = "http://127.0.0.1:3000/connections/oauth/callback";
const ACCOUNT = { id: "2244994945", name: "Northwind Coffee", username: "northwind" };
const KEYS = testKeyRing();

describeDb("X sign-in against oidc-provider", () => {
  let server: OAuthTestServer;
  let caller: Caller;
  let sessionId: string;
  let brandId: string;

  beforeAll(async () => {
    server = await startOAuthTestServer({
      clientId: "brandcast-x-client",
      clientSecret: "x-client-secret-for-tests",
      redirectUris: [REDIRECT],
      routes: { authorization: "/i/oauth2/authorize", token: "/2/oauth2/token" },
      scopes: ["tweet.read", "tweet.write", "users.read", "media.write", "offline.access"],
      account: ACCOUNT,
    });
    const user = await createTestUser();
    caller = await testCaller(user.id);
    sessionId = await createSession(user.id);
    brandId = (await db().brand.create({ data: { userId: user.id, name: "Northwind", website: "https://northwind.example" } })).id;
  });
  beforeEach(() => {
    useEnv({
      CONNECTIONS_ENCRYPTION_KEYS: KEYS,
      NEXTAUTH_URL: "http://127.0.0.1:3000",
      X_CLIENT_ID: "brandcast-x-client",
      X_CLIENT_SECRET: "x-client-secret-for-tests",
      X_AUTH_BASE_URL: server.url,
      X_API_BASE_URL: server.url,
    });
  });
  afterAll(async () => {
    resetEnv();
    await server?.close();
  });

  const signIn = async () => {
    const started = await startOAuthFlow(caller, sessionId, brandId, "x_twitter", "http://127.0.0.1:3000/api/v1/x");
    const back = await server.approve(started.authorize_url);
    return { started, back };
  };
  const stateOf = async () => dbPool().query("SELECT id, token_expires_at, credentials_version FROM platform_connections WHERE brand_id = $1 AND platform = 'x_twitter'", [brandId]);
  const expireToken = () => dbPool().query("UPDATE platform_connections SET token_expires_at = now() - interval '1 minute' WHERE brand_id = $1 AND platform = 'x_twitter'", [brandId]);
  const ref = () => ({ userId: caller.userId, brandId, platform: "x_twitter" as const });

  it("connects: the authorize URL carries state and an S256 challenge, the callback exchanges the code with the verifier, the profile is stored", async () => {
    const { started, back } = await signIn();
    const authorize = new URL(started.authorize_url);
    expect(authorize.origin + authorize.pathname).toBe(`${server.url}/i/oauth2/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: "code",
      client_id: "brandcast-x-client",
      redirect_uri: REDIRECT,
      scope: "tweet.read tweet.write users.read media.write offline.access",
      code_challenge_method: "S256",
    });
    expect(authorize.searchParams.get("state")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the state's hash is stored.
    const { rows } = await dbPool().query("SELECT state_hash FROM oauth_flows WHERE user_id = $1", [caller.userId]);
    expect(rows.map((row) => row.state_hash)).not.toContain(authorize.searchParams.get("state"));

    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get("state")).toBe(authorize.searchParams.get("state"));
    const outcome = await completeOAuthFlow(caller, sessionId, { state: back.searchParams.get("state")!, code: back.searchParams.get("code")! });
    expect(outcome).toMatchObject({
      status: "connected",
      platform: "x_twitter",
      connection: {
        auth_method: "oauth",
        status: "active",
        account_label: "@northwind",
        // The test server serves its avatar over plain http on loopback: not kept (pictures are https only).
        account: { name: "Northwind Coffee", handle: "@northwind", avatar_url: null },
      },
    });
    expect(server.grants.map((grant) => grant.grantType)).toEqual(["authorization_code"]);
    const [listed] = await listConnections(caller, brandId);
    expect(Date.parse(listed.token_expires_at!)).toBeGreaterThan(Date.now() + 3_000_000);
    // The access token works against the API, and the flow is gone.
    const { credentials } = (await freshCredentials(ref()))!;
    expect((await fetch(`${server.url}/2/users/me`, { headers: { authorization: `Bearer ${credentials.access_token}` } })).status).toBe(200);
    expect((await dbPool().query("SELECT 1 FROM oauth_flows WHERE user_id = $1 AND status <> 'started'", [caller.userId])).rowCount).toBe(0);
  });

  it("a state works once, only in the session that started it, and a code without its PKCE verifier is refused", async () => {
    const { back } = await signIn();
    const state = back.searchParams.get("state")!;
    const code = back.searchParams.get("code")!;
    const otherSession = await createSession(caller.userId);
    await expect(completeOAuthFlow(caller, otherSession, { state, code })).rejects.toMatchObject({ code: "invalid_request" });
    await expect(completeOAuthFlow(caller, sessionId, { state: `${state}x`, code })).rejects.toMatchObject({ code: "invalid_request" });
    // The server requires the verifier (PKCE); the code is refused without it.
    const app = { platform: "x_twitter" as const, authorizeUrl: "", tokenUrl: `${server.url}/2/oauth2/token`, clientId: "brandcast-x-client", clientSecret: "x-client-secret-for-tests", clientAuth: "basic" as const, scopes: [], scopeSeparator: " " as const, pkce: true };
    const refused = await exchangeCode(app, { code, redirectUri: REDIRECT, codeVerifier: "a".repeat(43) }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OAuthProblem);
    expect(refused).toMatchObject({ kind: "invalid_grant" });
    // The right session, with the verifier kept on the server, completes it once.
    expect(await completeOAuthFlow(caller, sessionId, { state, code })).toMatchObject({ status: "connected" });
    await expect(completeOAuthFlow(caller, sessionId, { state, code })).rejects.toMatchObject({ code: "invalid_request" });
  });

  it("a sign-in outlives a session that ended at the platform: the same user finishes it after signing in again; another user cannot; sign out everywhere ends it", async () => {
    const startIn = async (session: string) => {
      const started = await startOAuthFlow(caller, session, brandId, "x_twitter", REDIRECT);
      const back = await server.approve(started.authorize_url);
      return { state: back.searchParams.get("state")!, code: back.searchParams.get("code")! };
    };
    // Signed out (one device) while at X; signed in again: a new session finishes it, once.
    const leaving = await createSession(caller.userId);
    const first = await startIn(leaving);
    await endSession({ sessionId: leaving, userId: caller.userId });
    const stranger = await createTestUser();
    await expect(completeOAuthFlow(await testCaller(stranger.id), await createSession(stranger.id), first)).rejects.toMatchObject({ code: "invalid_request" });
    const returning = await createSession(caller.userId);
    expect(await completeOAuthFlow(caller, returning, first)).toMatchObject({ status: "connected", platform: "x_twitter" });
    await expect(completeOAuthFlow(caller, returning, first)).rejects.toMatchObject({ code: "invalid_request" });

    // A session that merely expired counts as ended too.
    const expiring = await createSession(caller.userId);
    const second = await startIn(expiring);
    await dbPool().query("UPDATE user_sessions SET expires_at = now() - interval '1 second' WHERE id = $1", [expiring]);
    expect(await completeOAuthFlow(caller, returning, second)).toMatchObject({ status: "connected" });

    // "Sign out everywhere" (someone else may hold a session): what those sessions started ends with them.
    const third = await startIn(await createSession(caller.userId));
    await endAllSessions(caller.userId, { keep: sessionId });
    await expect(completeOAuthFlow(caller, await createSession(caller.userId), third)).rejects.toMatchObject({ code: "invalid_request" });
    expect((await dbPool().query("SELECT 1 FROM oauth_flows WHERE user_id = $1 AND session_id IS DISTINCT FROM $2", [caller.userId, sessionId])).rowCount).toBe(0);
  });

  it("a cancelled sign-in fails readably and ends the flow", async () => {
    const started = await startOAuthFlow(caller, sessionId, brandId, "x_twitter", REDIRECT);
    const state = new URL(started.authorize_url).searchParams.get("state")!;
    expect(await completeOAuthFlow(caller, sessionId, { state, error: "access_denied" })).toMatchObject({
      status: "failed",
      message: "X sign-in did not complete: you did not allow access.",
    });
    await expect(completeOAuthFlow(caller, sessionId, { state, code: "x" })).rejects.toMatchObject({ code: "invalid_request" });
  });

  it("an expired token is renewed once for concurrent callers; the rotated refresh token is stored and works next time", async () => {
    const { back } = await signIn();
    await completeOAuthFlow(caller, sessionId, { state: back.searchParams.get("state")!, code: back.searchParams.get("code")! });
    const before = (await freshCredentials(ref()))!;
    expect((await listConnections(caller, brandId))[0].credential_fields).toEqual(["access_token", "refresh_token"]);
    // As a row sealed before the flag was recorded: named by the declared fields only, until a renewal writes it.
    await dbPool().query("UPDATE platform_connections SET has_refresh_token = NULL WHERE brand_id = $1", [brandId]);
    expect((await listConnections(caller, brandId))[0].credential_fields).toEqual(["access_token"]);
    await expireToken();
    const grantsBefore = server.grants.length;

    const results = await Promise.all(Array.from({ length: 6 }, () => freshCredentials(ref())));
    expect(server.grants.slice(grantsBefore).map((grant) => grant.grantType)).toEqual(["refresh_token"]);
    const tokens = new Set(results.map((result) => result!.credentials.access_token));
    expect(tokens.size).toBe(1);
    expect(tokens.has(before.credentials.access_token)).toBe(false);
    expect(results.every((result) => result!.version === before.version + 1)).toBe(true);
    expect((await stateOf()).rows[0].token_expires_at.getTime()).toBeGreaterThan(Date.now());
    expect((await listConnections(caller, brandId))[0].credential_fields).toEqual(["access_token", "refresh_token"]);

    // The refresh token that was spent is dead (rotation); the stored successor renews again.
    await expireToken();
    const again = (await freshCredentials(ref()))!;
    expect(server.grants.slice(grantsBefore).map((grant) => grant.grantType)).toEqual(["refresh_token", "refresh_token"]);
    expect(again.credentials.access_token).not.toBe([...tokens][0]);
    expect((await fetch(`${server.url}/2/users/me`, { headers: { authorization: `Bearer ${again.credentials.access_token}` } })).status).toBe(200);
  });

  it("a revoked grant cannot be renewed: the connection becomes reconnect_required, with the reason, and stays so", async () => {
    const { back } = await signIn();
    await completeOAuthFlow(caller, sessionId, { state: back.searchParams.get("state")!, code: back.searchParams.get("code")! });
    await server.revokeAll();
    await expireToken();
    await expect(freshCredentials(ref())).rejects.toMatchObject({ kind: "reconnect", message: expect.stringContaining("Reconnect the X account in Settings.") });
    const [listed] = await listConnections(caller, brandId);
    expect(listed).toMatchObject({ status: "reconnect_required", status_reason: expect.stringContaining("invalid_grant") });
    const grants = server.grants.length;
    await expect(freshCredentials(ref())).rejects.toMatchObject({ kind: "reconnect" });
    expect(server.grants.length).toBe(grants); // no second attempt with a dead refresh token

    // Signing in again makes it active.
    const next = await signIn();
    await completeOAuthFlow(caller, sessionId, { state: next.back.searchParams.get("state")!, code: next.back.searchParams.get("code")! });
    expect((await listConnections(caller, brandId))[0]).toMatchObject({ status: "active", status_reason: null });
  });
});
