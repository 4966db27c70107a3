import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_X_APP, startLocalPlatforms, type LocalPlatforms } from "@/lib/testing/platform-servers/local-platforms";

// The two X token controls `npm run platforms:local` prints, pressed over HTTP as a person's curl
// would, and what X's API and token endpoint (on X's API host, forwarded to the OAuth server)
// answer afterwards: the expired access token is refused while its refresh token still renews
// it; after a revoke, neither works and the refresh is refused with invalid_grant.

const APP = "http://127.0.0.1:3999";
const BASIC = `Basic ${Buffer.from(`${LOCAL_X_APP.clientId}:${LOCAL_X_APP.clientSecret}`).toString("base64")}`;

describe("local platforms: X's token controls", () => {
  let local: LocalPlatforms;
  beforeAll(async () => {
    local = await startLocalPlatforms({ appUrls: [APP] });
  });
  afterAll(async () => {
    await local?.close();
  });

  const xApi = () => local.env.X_API_BASE_URL;
  const token = async (form: Record<string, string>) => {
    const response = await fetch(`${xApi()}/2/oauth2/token`, { method: "POST", headers: { authorization: BASIC, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form) });
    return { status: response.status, body: await response.json() };
  };
  const me = async (accessToken: string) => (await fetch(`${xApi()}/2/users/me`, { headers: { authorization: `Bearer ${accessToken}` } })).status;
  const press = async (url: string) => (await fetch(url, { method: "POST" })).json();

  it("expire: the access token is refused, the refresh token renews it; revoke: both refused, the refresh with invalid_grant", async () => {
    const verifier = randomBytes(32).toString("base64url");
    const authorize = new URL(`${local.auth.url}/i/oauth2/authorize`);
    authorize.search = new URLSearchParams({
      response_type: "code",
      client_id: LOCAL_X_APP.clientId,
      redirect_uri: `${APP}/connections/oauth/callback`,
      scope: "tweet.read tweet.write users.read offline.access",
      state: "local-state",
      code_challenge: createHash("sha256").update(verifier).digest("base64url"),
      code_challenge_method: "S256",
    }).toString();
    const back = await local.auth.approve(authorize.toString());
    const code = back.searchParams.get("code");
    expect(code).toBeTruthy();
    const first = await token({ grant_type: "authorization_code", code: code!, redirect_uri: `${APP}/connections/oauth/callback`, code_verifier: verifier });
    expect(first.status).toBe(200);
    expect(await me(first.body.access_token)).toBe(200);

    expect(await press(local.auth.controls.expireAccessTokens)).toEqual({ expired: 1 });
    expect(await me(first.body.access_token)).toBe(401);
    const renewed = await token({ grant_type: "refresh_token", refresh_token: first.body.refresh_token });
    expect(renewed.status).toBe(200);
    expect(await me(renewed.body.access_token)).toBe(200);
    expect(local.auth.grants.map((grant) => grant.grantType)).toEqual(["authorization_code", "refresh_token"]);

    expect(await press(local.auth.controls.revoke)).toEqual({ revoked: 1 });
    expect(await me(renewed.body.access_token)).toBe(401);
    const refused = await token({ grant_type: "refresh_token", refresh_token: renewed.body.refresh_token });
    expect(refused).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
    expect(local.auth.refusedGrants).toEqual([expect.objectContaining({ grantType: "refresh_token", error: "invalid_grant" })]);
  });
});
