import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as connectionsRoute from "@/app/api/v1/brands/[id]/connections/route";
import { checkPastedCredentials } from "@/lib/connections/verify/check-pasted-credentials";
import { db } from "@/lib/db/client";
import { forgetServerEnv } from "@/lib/env/server-env";
import type { PlatformId } from "@/lib/platforms/ids";
import { createTestUser, describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { startLoopback, type Loopback, type Script } from "@/lib/testing/loopback-server";
import { createTestApiKey } from "@/lib/testing/test-api-key";

const TOKEN = `tok-${randomBytes(8).toString("hex")}`;
const BASE_URL_VARIABLES = [
  "X_API_BASE_URL",
  "META_GRAPH_BASE_URL",
  "THREADS_API_BASE_URL",
  "LINKEDIN_API_BASE_URL",
  "GOOGLE_BUSINESS_INFORMATION_BASE_URL",
  "TIKTOK_API_BASE_URL",
  "BLUESKY_SERVICE_URL",
] as const;

const CREDENTIALS: Record<PlatformId, Record<string, string>> = {
  x_twitter: { access_token: TOKEN },
  facebook: { page_id: "1234567890", page_access_token: TOKEN },
  instagram: { ig_user_id: "17841400000000000", access_token: TOKEN },
  threads: { threads_user_id: "1234", access_token: TOKEN },
  linkedin: { author_urn: "urn:li:person:abc123", access_token: TOKEN },
  google_business: { location_name: "accounts/1/locations/2", access_token: TOKEN },
  tiktok: { access_token: TOKEN },
  bluesky: { handle: "brand.test", app_password: TOKEN },
};

/** Each platform's documented "who am I" answer, and the account the connection then shows. */
const VERIFIED: Record<PlatformId, { script: Script; account: { name: string; handle: string | null; avatar_url: string | null } }> = {
  x_twitter: {
    script: { "GET /2/users/me": { status: 200, json: { data: { id: "2244994945", name: "Brand", username: "brand", profile_image_url: "https://pbs.twimg.com/b.jpg" } } } },
    account: { name: "Brand", handle: "@brand", avatar_url: "https://pbs.twimg.com/b.jpg" },
  },
  facebook: {
    script: { "GET /1234567890": { status: 200, json: { id: "1234567890", name: "Brand Page", picture: { data: { url: "https://scontent.example/p.jpg" } } } } },
    account: { name: "Brand Page", handle: null, avatar_url: "https://scontent.example/p.jpg" },
  },
  instagram: {
    script: { "GET /17841400000000000": { status: 200, json: { id: "17841400000000000", username: "brand.ig", name: "Brand IG", profile_picture_url: "https://cdn.example/i.jpg" } } },
    account: { name: "Brand IG", handle: "@brand.ig", avatar_url: "https://cdn.example/i.jpg" },
  },
  threads: {
    script: { "GET /me": { status: 200, json: { id: "1234", username: "brand.th", name: "Brand Threads", threads_profile_picture_url: "https://cdn.example/t.jpg" } } },
    account: { name: "Brand Threads", handle: "@brand.th", avatar_url: "https://cdn.example/t.jpg" },
  },
  linkedin: {
    script: { "GET /v2/userinfo": { status: 200, json: { sub: "abc123", name: "Ada Brand", picture: "https://media.licdn.example/a.jpg" } } },
    account: { name: "Ada Brand", handle: null, avatar_url: "https://media.licdn.example/a.jpg" },
  },
  google_business: {
    script: { "GET /v1/locations/2": { status: 200, json: { name: "locations/2", title: "Brand Café" } } },
    account: { name: "Brand Café", handle: null, avatar_url: null },
  },
  tiktok: {
    script: { "GET /v2/user/info/": { status: 200, json: { data: { user: { open_id: "o-1", display_name: "Brand Tok", avatar_url: "https://p16.example/a.jpg" } }, error: { code: "ok", message: "" } } } },
    account: { name: "Brand Tok", handle: null, avatar_url: "https://p16.example/a.jpg" },
  },
  bluesky: {
    script: { "POST /xrpc/com.atproto.server.createSession": { status: 200, json: { did: "did:plc:abc", handle: "brand.test", accessJwt: "a", refreshJwt: "r" } } },
    account: { name: "brand.test", handle: "@brand.test", avatar_url: null },
  },
};

function pointPlatformsAt(baseUrl: string) {
  vi.stubEnv("PUBLISH_MODE", "live");
  for (const name of BASE_URL_VARIABLES) vi.stubEnv(name, baseUrl);
  forgetServerEnv();
}

describeDb("connecting with pasted credentials asks the platform who they act for", () => {
  let admin: Awaited<ReturnType<typeof createTestApiKey>>;
  let owner: Awaited<ReturnType<typeof createTestUser>>;
  let loopback: Loopback | null = null;
  const post = (id: string, body: unknown) =>
    callRoute(connectionsRoute.POST, "POST", `/api/v1/brands/${id}/connections`, { headers: admin.bearer, params: { id }, body });
  const newBrand = async () => (await db().brand.create({ data: { userId: owner.id, name: "V", website: "https://v.example" } })).id;
  const platformAnswers = async (script: Script) => {
    loopback = await startLoopback(script);
    pointPlatformsAt(loopback.baseUrl);
    return loopback;
  };

  beforeAll(async () => {
    vi.stubEnv("CONNECTIONS_ENCRYPTION_KEYS", `v1:${randomBytes(32).toString("base64")}`);
    forgetServerEnv();
    owner = await createTestUser();
    admin = await createTestApiKey(owner.id, { scopes: ["admin"] });
  });

  afterEach(async () => {
    await loopback?.close();
    loopback = null;
  });

  afterAll(() => {
    vi.unstubAllEnvs();
    forgetServerEnv();
  });

  it.each(Object.keys(VERIFIED) as PlatformId[])("%s: verified, the account stored as a sign-in stores it", async (platform) => {
    const server = await platformAnswers(VERIFIED[platform].script);
    const brand = await newBrand();
    const res = await post(brand, { platform, credentials: CREDENTIALS[platform] });
    expect(res.status).toBe(201);
    expect(res.body.data.connection.verification).toEqual({ status: "verified", checked_at: expect.any(String), reason: null });
    expect(res.body.data.connection.account).toEqual(VERIFIED[platform].account);
    // The pasted secret went to the platform (a bearer header, Graph's access_token, or the session's password).
    const request = server.requests[0];
    const sent = `${request.headers.authorization ?? ""} ${request.query.get("access_token") ?? ""} ${request.json?.password ?? ""}`;
    expect(sent).toContain(TOKEN);
  });

  it.each([
    ["x_twitter", { "GET /2/users/me": { status: 401, json: { title: "Unauthorized", detail: "Unauthorized", status: 401 } } }, "credentials.access_token"],
    ["facebook", { "GET /1234567890": { status: 400, json: { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } } } }, "credentials.page_access_token"],
    ["facebook", { "GET /1234567890": { status: 400, json: { error: { message: "Unsupported get request.", type: "GraphMethodException", code: 100 } } } }, "credentials.page_id"],
    ["threads", { "GET /me": { status: 200, json: { id: "9999", username: "someone.else" } } }, "credentials.threads_user_id"],
    ["tiktok", { "GET /v2/user/info/": { status: 401, json: { data: {}, error: { code: "access_token_invalid", message: "The access token is invalid or not found in the request." } } } }, "credentials.access_token"],
    ["bluesky", { "POST /xrpc/com.atproto.server.createSession": { status: 401, json: { error: "AuthenticationRequired", message: "Invalid identifier or password" } } }, "credentials.app_password"],
  ] as [PlatformId, Script, string][])("%s refused (%#): 400 naming %s, nothing saved", async (platform, script, field) => {
    await platformAnswers(script);
    const brand = await newBrand();
    const res = await post(brand, { platform, credentials: CREDENTIALS[platform] });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_request");
    expect(res.body.error.message).toContain(field);
    expect(res.body.error.message).toContain("refused");
    expect(res.body.error.details).toEqual([{ field }]);
    expect(await db().platformConnection.count({ where: { brandId: brand } })).toBe(0);
  });

  it("a 5xx leaves the token unchecked: saved, and the answer says why", async () => {
    await platformAnswers({ "GET /2/users/me": { status: 503, json: { title: "Service Unavailable", detail: "Service Unavailable" } } });
    const brand = await newBrand();
    const res = await post(brand, { platform: "x_twitter", credentials: CREDENTIALS.x_twitter });
    expect(res.status).toBe(201);
    expect(res.body.data.connection.verification).toEqual({ status: "unchecked", checked_at: expect.any(String), reason: expect.stringContaining("Service Unavailable") });
    expect(res.body.data.connection.account).toBeNull();
    expect(await db().platformConnection.count({ where: { brandId: brand } })).toBe(1);
  });

  it("a platform that cannot be reached leaves it unchecked at once", async () => {
    const closed = await startLoopback({});
    await closed.close();
    pointPlatformsAt(closed.baseUrl);
    const brand = await newBrand();
    const res = await post(brand, { platform: "linkedin", credentials: CREDENTIALS.linkedin });
    expect(res.status).toBe(201);
    expect(res.body.data.connection.verification).toMatchObject({ status: "unchecked", reason: expect.stringContaining("LinkedIn did not answer") });
  });
});

describe("checkPastedCredentials", () => {
  afterAll(() => {
    vi.unstubAllEnvs();
    forgetServerEnv();
  });

  it("a platform that does not answer in time leaves the token unchecked", async () => {
    // Reads the request and never answers.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      pointPlatformsAt(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`);
      const checked = await checkPastedCredentials("tiktok", CREDENTIALS.tiktok, 200);
      expect(checked).toEqual({ verification: { status: "unchecked", checkedAt: expect.any(Date), reason: expect.stringContaining("timeout") }, profile: null });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
