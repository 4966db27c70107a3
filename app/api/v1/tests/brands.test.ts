import { beforeAll, expect, it } from "vitest";
import * as brandRoute from "@/app/api/v1/brands/[id]/route";
import * as brandsRoute from "@/app/api/v1/brands/route";
import * as voiceRoute from "@/app/api/v1/brands/[id]/voice/route";
import { db } from "@/lib/db/client";
import { createTestUser, describeDb, sessionHeaders } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";

const VOICE = {
  personality_traits: ["warm", "curious"],
  tone_attributes: { formality: 0.3, energy: 0.7, warmth: 0.9 },
  language_patterns: { vocabulary_level: "simple", sentence_structure: "short and direct", signature_phrases: ["Brew better."] },
  content_themes: [{ theme: "coffee craft", keywords: ["espresso", "roast"] }],
};

describeDb("brands", () => {
  let owner: Awaited<ReturnType<typeof createTestUser>>;
  let admin: Awaited<ReturnType<typeof createTestApiKey>>;
  let brandA: string;
  let brandB: string;
  let theirs: string;

  beforeAll(async () => {
    owner = await createTestUser();
    const other = await createTestUser();
    admin = await createTestApiKey(owner.id, { scopes: ["admin"] });
    brandA = (await db().brand.create({ data: { userId: owner.id, name: "A", website: "https://a.example" } })).id;
    brandB = (await db().brand.create({ data: { userId: owner.id, name: "B", website: "https://b.example" } })).id;
    theirs = (await db().brand.create({ data: { userId: other.id, name: "C", website: "https://c.example" } })).id;
  });

  it("GET /brands: 200 with the caller's brands only, every Brand field", async () => {
    const res = await callRoute(brandsRoute.GET, "GET", "/api/v1/brands", { headers: admin.bearer });
    expect(res.status).toBe(200);
    expect(res.body.data.brands.map((b: { id: string }) => b.id)).toEqual([brandA, brandB]);
    expect(res.body.data.brands[0]).toEqual({
      id: brandA,
      name: "A",
      website: "https://a.example",
      user_id: owner.id,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      approval_policy: "off",
    });
  });

  it("GET /brands with a brand-restricted key lists only its brands", async () => {
    const restricted = await createTestApiKey(owner.id, { scopes: ["read"], brandIds: [brandB] });
    const res = await callRoute(brandsRoute.GET, "GET", "/api/v1/brands", { headers: restricted.bearer });
    expect(res.body.data.brands.map((b: { id: string }) => b.id)).toEqual([brandB]);
  });

  it("GET /brands/{id}: 200, 404 for another user's or unknown id, 403 outside a key's brands", async () => {
    const ok = await callRoute(brandRoute.GET, "GET", `/api/v1/brands/${brandA}`, { headers: admin.bearer, params: { id: brandA } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.brand.id).toBe(brandA);
    for (const id of [theirs, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await callRoute(brandRoute.GET, "GET", `/api/v1/brands/${id}`, { headers: admin.bearer, params: { id } });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("not_found");
    }
    const restricted = await createTestApiKey(owner.id, { scopes: ["read"], brandIds: [brandB] });
    const forbidden = await callRoute(brandRoute.GET, "GET", `/api/v1/brands/${brandA}`, { headers: restricted.bearer, params: { id: brandA } });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe("brand_forbidden");
  });

  it("POST /brands: 201 with the brand; 400 for a bad website or unknown field", async () => {
    const created = await callRoute(brandsRoute.POST, "POST", "/api/v1/brands", {
      headers: admin.bearer,
      body: { name: "  New brand ", website: "https://new.example" },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.brand).toMatchObject({ name: "New brand", website: "https://new.example", user_id: owner.id });
    for (const body of [{ name: "x", website: "ftp://x.example" }, { name: "", website: "https://x.example" }, { name: "x" }, { name: "x", website: "https://x.example", id: "y" }]) {
      const res = await callRoute(brandsRoute.POST, "POST", "/api/v1/brands", { headers: admin.bearer, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it("PATCH /brands/{id}: updates the caller's brand; 404 for another user's", async () => {
    const res = await callRoute(brandRoute.PATCH, "PATCH", `/api/v1/brands/${brandB}`, { headers: admin.bearer, params: { id: brandB }, body: { name: "B2" } });
    expect(res.status).toBe(200);
    expect(res.body.data.brand.name).toBe("B2");
    const theirsRes = await callRoute(brandRoute.PATCH, "PATCH", `/api/v1/brands/${theirs}`, { headers: admin.bearer, params: { id: theirs }, body: { name: "mine now" } });
    expect(theirsRes.status).toBe(404);
    expect((await db().brand.findUniqueOrThrow({ where: { id: theirs } })).name).toBe("C");
    const empty = await callRoute(brandRoute.PATCH, "PATCH", `/api/v1/brands/${brandB}`, { headers: admin.bearer, params: { id: brandB }, body: {} });
    expect(empty.status).toBe(400);
  });

  it("voice: 404 voice_profile_missing before one is set, then PUT and GET round-trip", async () => {
    const params = { id: brandA };
    const missing = await callRoute(voiceRoute.GET, "GET", `/api/v1/brands/${brandA}/voice`, { headers: admin.bearer, params });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("voice_profile_missing");

    const put = await callRoute(voiceRoute.PUT, "PUT", `/api/v1/brands/${brandA}/voice`, { headers: admin.bearer, params, body: VOICE });
    expect(put.status).toBe(200);
    const got = await callRoute(voiceRoute.GET, "GET", `/api/v1/brands/${brandA}/voice`, { headers: admin.bearer, params });
    expect(got.status).toBe(200);
    // sample_posts: the profile's additive field, [] when none were given (lib/schemas/voice.ts).
    expect(got.body.data.voice).toEqual({ ...VOICE, sample_posts: [], brand_id: brandA, confidence_score: 1, created_at: expect.any(String) });
  });

  it("voice: 400 for a tone out of 0..1, 404 for another user's brand", async () => {
    const bad = { ...VOICE, tone_attributes: { formality: 1.2, energy: 0.5, warmth: 0.5 } };
    const res = await callRoute(voiceRoute.PUT, "PUT", `/api/v1/brands/${brandA}/voice`, { headers: admin.bearer, params: { id: brandA }, body: bad });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain("tone_attributes.formality");
    const theirsRes = await callRoute(voiceRoute.PUT, "PUT", `/api/v1/brands/${theirs}/voice`, { headers: admin.bearer, params: { id: theirs }, body: VOICE });
    expect(theirsRes.status).toBe(404);
    expect(await db().brandVoice.count({ where: { brandId: theirs } })).toBe(0);
  });

  it("a session reaches every brand of its user and reports auth_method session", async () => {
    const res = await callRoute(brandsRoute.GET, "GET", "/api/v1/brands", { headers: await sessionHeaders(owner.id) });
    expect(res.status).toBe(200);
    expect(res.body.meta.auth_method).toBe("session");
    expect(res.body.data.brands.length).toBeGreaterThanOrEqual(2);
  });
});
