import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as connectionRoute from "@/app/api/v1/brands/[id]/connections/[platform]/route";
import * as connectionsRoute from "@/app/api/v1/brands/[id]/connections/route";
import { CREDENTIAL_FIELDS } from "@/lib/platforms/credentials/credential-schemas";
import { CONNECTIONS_DISABLED_MESSAGE } from "@/lib/sealing/key-ring";
import { loadConnectionCredentials } from "@/lib/connections/load-connection-credentials";
import { db } from "@/lib/db/client";
import { forgetServerEnv } from "@/lib/env/server-env";
import { PLATFORM_IDS } from "@/lib/platforms/ids";
import { createTestUser, describeDb, sessionHeaders } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";

// A marker that must never appear outside the sealed column's ciphertext.
const SECRET = `tok-${randomBytes(12).toString("hex")}`;
const KEY_ID = `t${randomBytes(4).toString("hex")}`;

/** Valid credentials for every platform; each value carries SECRET. */
const VALID: Record<string, Record<string, string>> = {
  x_twitter: { access_token: SECRET },
  facebook: { page_id: "1234567890", page_access_token: SECRET },
  instagram: { ig_user_id: "17841400000000000", access_token: SECRET },
  threads: { threads_user_id: "1234", access_token: SECRET },
  linkedin: { author_urn: "urn:li:organization:42", access_token: SECRET },
  google_business: { location_name: "accounts/1/locations/2", access_token: SECRET },
  tiktok: { access_token: SECRET },
  bluesky: { handle: "brand.bsky.social", app_password: SECRET },
};

function useKeys(value: string | undefined) {
  vi.stubEnv("CONNECTIONS_ENCRYPTION_KEYS", value);
  forgetServerEnv();
}

describeDb("platform connections", () => {
  let owner: Awaited<ReturnType<typeof createTestUser>>;
  let admin: Awaited<ReturnType<typeof createTestApiKey>>;
  let brand: string;
  let otherBrand: string;
  let theirs: string;
  const url = (id: string, platform?: string) => `/api/v1/brands/${id}/connections${platform ? `/${platform}` : ""}`;
  const post = (id: string, body: unknown, headers: HeadersInit = admin.bearer) =>
    callRoute(connectionsRoute.POST, "POST", url(id), { headers, params: { id }, body });
  const list = (id: string, headers: HeadersInit = admin.bearer) => callRoute(connectionsRoute.GET, "GET", url(id), { headers, params: { id } });
  const remove = (id: string, platform: string, headers: HeadersInit = admin.bearer) =>
    callRoute(connectionRoute.DELETE, "DELETE", url(id, platform), { headers, params: { id, platform } });

  beforeAll(async () => {
    useKeys(`${KEY_ID}:${randomBytes(32).toString("base64")}`);
    owner = await createTestUser({ plan: "business" }); // room for the many keys below
    const other = await createTestUser();
    admin = await createTestApiKey(owner.id, { scopes: ["admin"] });
    brand = (await db().brand.create({ data: { userId: owner.id, name: "A", website: "https://a.example" } })).id;
    otherBrand = (await db().brand.create({ data: { userId: owner.id, name: "B", website: "https://b.example" } })).id;
    theirs = (await db().brand.create({ data: { userId: other.id, name: "C", website: "https://c.example" } })).id;
  });

  afterAll(() => {
    vi.unstubAllEnvs();
    forgetServerEnv();
  });

  it.each(PLATFORM_IDS)("POST %s: 201 with field names only; the secret is sealed in the database", async (platform) => {
    const res = await post(brand, { platform, credentials: VALID[platform], account_label: `@${platform}` });
    expect(res.status).toBe(201);
    expect(res.body.data.connection).toEqual({
      brand_id: brand,
      platform,
      account_label: `@${platform}`,
      credential_fields: [...CREDENTIAL_FIELDS[platform]],
      key_id: KEY_ID,
      auth_method: "manual",
      status: "active",
      status_reason: null,
      account: null,
      token_expires_at: null,
      token_refreshed_at: null,
      connected_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      // Sandbox mode contacts no platform: saved, and said to be unchecked.
      verification: { status: "unchecked", checked_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), reason: expect.stringContaining("sandbox") },
    });
    expect(JSON.stringify(res.body)).not.toContain(SECRET);
    const row = await db().platformConnection.findUniqueOrThrow({ where: { brandId_platform: { brandId: brand, platform } } });
    expect(row.userId).toBe(owner.id);
    expect(row.keyId).toBe(KEY_ID);
    expect(row.sealedCredentials).not.toContain(SECRET);
    expect(Buffer.from(row.sealedCredentials, "base64").toString("latin1")).not.toContain(SECRET);
    expect(await loadConnectionCredentials(owner.id, brand, platform)).toEqual(VALID[platform]);
  });

  it("GET: 200 with every connection of the brand, no secret anywhere in the answer or in clear in the table", async () => {
    const res = await list(brand);
    expect(res.status).toBe(200);
    expect(res.body.data.connections.map((c: { platform: string }) => c.platform)).toEqual([...PLATFORM_IDS].sort());
    expect(JSON.stringify(res.body)).not.toContain(SECRET);
    for (const connection of res.body.data.connections) {
      expect(Object.keys(connection).sort()).toEqual([
        "account",
        "account_label",
        "auth_method",
        "brand_id",
        "connected_at",
        "credential_fields",
        "key_id",
        "platform",
        "status",
        "status_reason",
        "token_expires_at",
        "token_refreshed_at",
        "updated_at",
        "verification",
      ]);
    }
    const raw = await db().$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM platform_connections WHERE sealed_credentials LIKE ${`%${SECRET}%`} OR account_label LIKE ${`%${SECRET}%`}`;
    expect(Number(raw[0].n)).toBe(0);
    expect((await list(otherBrand)).body.data.connections).toEqual([]);
  });

  it("POST again replaces the credentials and label of that platform (one row)", async () => {
    const before = await db().platformConnection.findUniqueOrThrow({ where: { brandId_platform: { brandId: brand, platform: "x_twitter" } } });
    const res = await post(brand, { platform: "x_twitter", credentials: { access_token: `${SECRET}-2` } });
    expect(res.status).toBe(201);
    expect(res.body.data.connection.account_label).toBeNull();
    expect(res.body.data.connection.connected_at).toBe(before.createdAt.toISOString());
    expect(await db().platformConnection.count({ where: { brandId: brand, platform: "x_twitter" } })).toBe(1);
    expect(await loadConnectionCredentials(owner.id, brand, "x_twitter")).toEqual({ access_token: `${SECRET}-2` });
  });

  it("a session of the owner may manage connections too", async () => {
    const headers = await sessionHeaders(owner.id);
    expect((await post(otherBrand, { platform: "tiktok", credentials: VALID.tiktok }, headers)).status).toBe(201);
    expect((await list(otherBrand, headers)).body.data.connections).toHaveLength(1);
    expect((await remove(otherBrand, "tiktok", headers)).status).toBe(200);
  });

  describe("400", () => {
    it.each([
      ["an unknown platform", { platform: "myspace", credentials: { access_token: "x" } }, "platform: must be one of"],
      ["no platform", { credentials: { access_token: "x" } }, "platform: must be one of"],
      ["no credentials", { platform: "x_twitter" }, "credentials: is required"],
      ["a missing field (facebook page_id)", { platform: "facebook", credentials: { page_access_token: "x" } }, "credentials.page_id: is required"],
      ["a missing field (bluesky app_password)", { platform: "bluesky", credentials: { handle: "a.bsky.social" } }, "credentials.app_password: is required"],
      ["an extra field", { platform: "x_twitter", credentials: { access_token: "x", refresh_token: "y" } }, 'credentials: unknown field "refresh_token"'],
      ["another platform's field", { platform: "tiktok", credentials: { access_token: "x", page_id: "1" } }, 'credentials: unknown field "page_id"'],
      ["an empty value", { platform: "x_twitter", credentials: { access_token: "  " } }, "credentials.access_token: must not be empty"],
      ["a non-string value", { platform: "x_twitter", credentials: { access_token: 42 } }, "credentials.access_token"],
      ["a bad Google location", { platform: "google_business", credentials: { location_name: "locations/2", access_token: "x" } }, "credentials.location_name: must look like accounts/"],
      ["a bad LinkedIn URN", { platform: "linkedin", credentials: { author_urn: "42", access_token: "x" } }, "credentials.author_urn"],
      ["an unknown top-level field", { platform: "x_twitter", credentials: { access_token: "x" }, secret: "y" }, 'unknown field "secret"'],
      ["an empty account label", { platform: "x_twitter", credentials: { access_token: "x" }, account_label: "" }, "account_label"],
    ])("POST with %s", async (_name, body, message) => {
      const res = await post(otherBrand, body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("invalid_request");
      expect(res.body.error.message).toContain(message);
    });

    it("malformed JSON", async () => {
      expect((await post(otherBrand, "{not json")).status).toBe(400);
    });
  });

  describe("403", () => {
    it.each(["read", "write", "post", "schedule"] as const)("a key with only %s: insufficient_scope on every method", async (scope) => {
      const key = await createTestApiKey(owner.id, { scopes: [scope] });
      for (const res of [await post(brand, { platform: "tiktok", credentials: VALID.tiktok }, key.bearer), await list(brand, key.bearer), await remove(brand, "tiktok", key.bearer)]) {
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe("insufficient_scope");
        expect(res.body.error.message).toContain('"admin"');
      }
      expect(await db().platformConnection.count({ where: { brandId: brand, platform: "tiktok" } })).toBe(1);
    });

    it("an admin key restricted to another brand: brand_forbidden on every method", async () => {
      const key = await createTestApiKey(owner.id, { scopes: ["admin"], brandIds: [otherBrand] });
      for (const res of [await post(brand, { platform: "tiktok", credentials: VALID.tiktok }, key.bearer), await list(brand, key.bearer), await remove(brand, "tiktok", key.bearer)]) {
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe("brand_forbidden");
      }
    });
  });

  describe("404", () => {
    it.each([
      ["another user's brand", () => theirs],
      ["an unknown brand", () => "00000000-0000-4000-8000-000000000000"],
      ["a non-UUID id", () => "not-a-uuid"],
    ])("%s, on every method, and nothing is written", async (_name, id) => {
      for (const res of [await post(id(), { platform: "tiktok", credentials: VALID.tiktok }), await list(id()), await remove(id(), "tiktok")]) {
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe("not_found");
      }
      expect(await db().platformConnection.count({ where: { brandId: theirs } })).toBe(0);
    });

    it("DELETE of an unknown platform name or of a platform never connected", async () => {
      for (const platform of ["myspace", "tiktok"]) {
        const res = await remove(otherBrand, platform);
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe("not_found");
      }
    });
  });

  it("DELETE: 200 deleted, then the connection is gone (GET omits it, a second DELETE is 404)", async () => {
    const res = await remove(brand, "bluesky");
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ deleted: true, platform: "bluesky" });
    expect((await list(brand)).body.data.connections.map((c: { platform: string }) => c.platform)).not.toContain("bluesky");
    expect(await loadConnectionCredentials(owner.id, brand, "bluesky")).toBeNull();
    expect((await remove(brand, "bluesky")).status).toBe(404);
  });

  it("loadConnectionCredentials: only with the owner's id", async () => {
    const stranger = await createTestUser();
    expect(await loadConnectionCredentials(stranger.id, brand, "tiktok")).toBeNull();
  });

  it("without CONNECTIONS_ENCRYPTION_KEYS: POST is 500 internal_error with a plain message, GET and DELETE still work", async () => {
    useKeys(undefined);
    try {
      const res = await post(otherBrand, { platform: "tiktok", credentials: VALID.tiktok });
      expect(res.status).toBe(500);
      expect(res.body.error).toEqual({ code: "internal_error", message: CONNECTIONS_DISABLED_MESSAGE, doc_url: "/docs/errors#internal_error" });
      expect((await list(brand)).status).toBe(200);
      await expect(loadConnectionCredentials(owner.id, brand, "tiktok")).rejects.toThrow(CONNECTIONS_DISABLED_MESSAGE);
      expect((await remove(brand, "tiktok")).status).toBe(200);
    } finally {
      useKeys(`${KEY_ID}:${randomBytes(32).toString("base64")}`);
    }
  });
});
