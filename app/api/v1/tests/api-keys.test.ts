import { beforeAll, expect, it } from "vitest";
import * as keysRoute from "@/app/api/v1/api-keys/route";
import * as brandsRoute from "@/app/api/v1/brands/route";
import { db } from "@/lib/db/client";
import { createTestUser, describeDb, sessionHeaders } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";

const KEYS = "/api/v1/api-keys";

describeDb("POST /api-keys", () => {
  let user: Awaited<ReturnType<typeof createTestUser>>;
  beforeAll(async () => {
    user = await createTestUser();
  });

  it("201: returns the raw key once with every ApiKey field and the defaults", async () => {
    const res = await callRoute(keysRoute.POST, "POST", KEYS, { body: { name: "Agent" }, headers: await sessionHeaders(user.id) });
    expect(res.status).toBe(201);
    expect(res.body.ok).toBe(true);
    expect(res.body.data).toMatchObject({
      name: "Agent",
      scopes: ["read"],
      brand_ids: null,
      agent_type: null,
      rate_limit_rpm: 60,
      rate_limit_rpd: 1000,
      last_used_at: null,
      expires_at: null,
      revoked_at: null,
    });
    expect(res.body.data.key).toMatch(/^bcst_live_[0-9A-Za-z]{38}$/);
    expect(res.body.data.key_prefix).toBe(res.body.data.key.slice(0, 14));
    expect(res.body.meta.auth_method).toBe("session");

    // Never shown again: not in the list, and not stored.
    const list = await callRoute(keysRoute.GET, "GET", KEYS, { headers: await sessionHeaders(user.id) });
    const listed = list.body.data.keys.find((key: { id: string }) => key.id === res.body.data.id);
    expect(listed).toBeDefined();
    expect(listed.key).toBeUndefined();
    expect(JSON.stringify(list.body)).not.toContain(res.body.data.key);
    const row = await db().apiKey.findUniqueOrThrow({ where: { id: res.body.data.id } });
    expect(JSON.stringify(row)).not.toContain(res.body.data.key);
  });

  it("403 session_required when called with an API key", async () => {
    const { bearer } = await createTestApiKey(user.id, { scopes: ["admin"] });
    const res = await callRoute(keysRoute.POST, "POST", KEYS, { body: { name: "x" }, headers: bearer });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("session_required");
  });

  it("401 without credentials", async () => {
    const res = await callRoute(keysRoute.POST, "POST", KEYS, { body: { name: "x" } });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("unauthorized");
  });

  it("403 forbidden_origin for a session request from another origin", async () => {
    const headers = await sessionHeaders(user.id, { origin: "https://evil.example" });
    const res = await callRoute(keysRoute.POST, "POST", KEYS, { body: { name: "x" }, headers });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("forbidden_origin");
  });

  it.each([
    [{}, "name"],
    [{ name: "x", scopes: ["root"] }, "scopes[0]"],
    [{ name: "x", scopes: [] }, "scopes"],
    [{ name: "x", scopes: ["read", "read"] }, "scopes[1]"],
    [{ name: "x", brand_ids: [] }, "brand_ids"],
    [{ name: "x", brand_ids: ["not-a-uuid"] }, "brand_ids[0]"],
    [{ name: "x", rate_limit_rpm: 0 }, "rate_limit_rpm"],
    [{ name: "x", rate_limit_rpm: 61 }, "rate_limit_rpm"], // over the free plan's cap
    [{ name: "x", rate_limit_rpd: 1_000_001 }, "rate_limit_rpd"],
    [{ name: "x", rate_limit_rpm: 1.5 }, "rate_limit_rpm"],
    [{ name: "x", expires_at: "2020-01-01T00:00:00Z" }, "expires_at"],
    [{ name: "x", expires_at: "tomorrow" }, "expires_at"],
    [{ name: "x", colour: "blue" }, "colour"],
  ])("400 for %j, naming %s", async (body, field) => {
    const res = await callRoute(keysRoute.POST, "POST", KEYS, { body, headers: await sessionHeaders(user.id) });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_request");
    expect(res.body.error.message).toContain(field);
  });

  it("400 for a brand of another user", async () => {
    const other = await createTestUser();
    const brand = await db().brand.create({ data: { userId: other.id, name: "Theirs", website: "https://theirs.example" } });
    const res = await callRoute(keysRoute.POST, "POST", KEYS, { body: { name: "x", brand_ids: [brand.id] }, headers: await sessionHeaders(user.id) });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain("brand_ids[0]");
  });

  it("400 once the plan's number of active keys is reached", async () => {
    const capped = await createTestUser(); // free plan: 5 active keys
    for (let i = 0; i < 5; i++) await createTestApiKey(capped.id);
    const res = await callRoute(keysRoute.POST, "POST", KEYS, { body: { name: "sixth" }, headers: await sessionHeaders(capped.id) });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/5 active keys/);
  });

  it("creations racing for the last free slot: exactly one gets it, the rest are 400", async () => {
    const racer = await createTestUser(); // free plan: 5 active keys
    for (let i = 0; i < 4; i++) await createTestApiKey(racer.id);
    const headers = await sessionHeaders(racer.id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => callRoute(keysRoute.POST, "POST", KEYS, { body: { name: `racer ${i}` }, headers })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    expect(await db().apiKey.count({ where: { userId: racer.id, revokedAt: null } })).toBe(5);
  });

  it("an expired key does not count against the plan's active keys, a revoked one neither", async () => {
    const owner = await createTestUser();
    for (let i = 0; i < 4; i++) await createTestApiKey(owner.id);
    const expired = await createTestApiKey(owner.id);
    await db().apiKey.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const revoked = await createTestApiKey(owner.id);
    await db().apiKey.update({ where: { id: revoked.id }, data: { revokedAt: new Date() } });
    const res = await callRoute(keysRoute.POST, "POST", KEYS, { body: { name: "fifth active" }, headers: await sessionHeaders(owner.id) });
    expect(res.status).toBe(201);
  });
});

describeDb("GET and DELETE /api-keys", () => {
  it("lists only the caller's non-revoked keys", async () => {
    const user = await createTestUser();
    const other = await createTestUser();
    const kept = await createTestApiKey(user.id);
    const revoked = await createTestApiKey(user.id);
    const theirs = await createTestApiKey(other.id);
    await db().apiKey.update({ where: { id: revoked.id }, data: { revokedAt: new Date() } });
    const res = await callRoute(keysRoute.GET, "GET", KEYS, { headers: kept.bearer });
    expect(res.status).toBe(200);
    const ids = res.body.data.keys.map((key: { id: string }) => key.id);
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(revoked.id);
    expect(ids).not.toContain(theirs.id);
  });

  it("revokes at once: the very next request with the key is 401", async () => {
    const user = await createTestUser();
    const admin = await createTestApiKey(user.id, { scopes: ["admin"] });
    const victim = await createTestApiKey(user.id, { scopes: ["read"] });
    expect((await callRoute(brandsRoute.GET, "GET", "/api/v1/brands", { headers: victim.bearer })).status).toBe(200);
    const res = await callRoute(keysRoute.DELETE, "DELETE", KEYS, { body: { key_id: victim.id }, headers: admin.bearer });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ revoked: true, key_id: victim.id });
    const after = await callRoute(brandsRoute.GET, "GET", "/api/v1/brands", { headers: victim.bearer });
    expect(after.status).toBe(401);
    const row = await db().apiKey.findUniqueOrThrow({ where: { id: victim.id } });
    expect(row.revokedAt).not.toBeNull();
  });

  it("a key without admin may revoke itself but no other key", async () => {
    const user = await createTestUser();
    const reader = await createTestApiKey(user.id, { scopes: ["read"] });
    const other = await createTestApiKey(user.id, { scopes: ["read"] });
    const denied = await callRoute(keysRoute.DELETE, "DELETE", KEYS, { body: { key_id: other.id }, headers: reader.bearer });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe("insufficient_scope");
    const self = await callRoute(keysRoute.DELETE, "DELETE", KEYS, { body: { key_id: reader.id }, headers: reader.bearer });
    expect(self.status).toBe(200);
  });

  it("404 for another user's key, an unknown key, or one already revoked", async () => {
    const user = await createTestUser();
    const other = await createTestUser();
    const admin = await createTestApiKey(user.id, { scopes: ["admin"] });
    const theirs = await createTestApiKey(other.id);
    for (const keyId of [theirs.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await callRoute(keysRoute.DELETE, "DELETE", KEYS, { body: { key_id: keyId }, headers: admin.bearer });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("not_found");
    }
    const mine = await createTestApiKey(user.id);
    expect((await callRoute(keysRoute.DELETE, "DELETE", KEYS, { body: { key_id: mine.id }, headers: admin.bearer })).status).toBe(200);
    expect((await callRoute(keysRoute.DELETE, "DELETE", KEYS, { body: { key_id: mine.id }, headers: admin.bearer })).status).toBe(404);
    // The other user's key still works.
    expect((await callRoute(keysRoute.GET, "GET", KEYS, { headers: theirs.bearer })).status).toBe(200);
  });

  it("an expired key gets the same 401 as an unknown one", async () => {
    const user = await createTestUser();
    const key = await createTestApiKey(user.id, { expiresAt: new Date(Date.now() + 60_000).toISOString() });
    expect((await callRoute(keysRoute.GET, "GET", KEYS, { headers: key.bearer })).status).toBe(200);
    await db().apiKey.update({ where: { id: key.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await callRoute(keysRoute.GET, "GET", KEYS, { headers: key.bearer });
    const unknown = await callRoute(keysRoute.GET, "GET", KEYS, { headers: { authorization: "Bearer bcst_live_nope" } });
    expect(expired.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(expired.body.error).toEqual(unknown.body.error);
  });

  it("writes last_used_at on first use and not again within the minute", async () => {
    const user = await createTestUser();
    const key = await createTestApiKey(user.id);
    await callRoute(keysRoute.GET, "GET", KEYS, { headers: key.bearer });
    const first = (await db().apiKey.findUniqueOrThrow({ where: { id: key.id } })).lastUsedAt;
    expect(first).not.toBeNull();
    await callRoute(keysRoute.GET, "GET", KEYS, { headers: key.bearer });
    const second = (await db().apiKey.findUniqueOrThrow({ where: { id: key.id } })).lastUsedAt;
    expect(second?.getTime()).toBe(first?.getTime());
    // An hour-old stamp is refreshed by the next request.
    await db().apiKey.update({ where: { id: key.id }, data: { lastUsedAt: new Date(Date.now() - 3_600_000) } });
    await callRoute(keysRoute.GET, "GET", KEYS, { headers: key.bearer });
    const third = (await db().apiKey.findUniqueOrThrow({ where: { id: key.id } })).lastUsedAt;
    expect(Date.now() - (third?.getTime() ?? 0)).toBeLessThan(60_000);
  });
});
