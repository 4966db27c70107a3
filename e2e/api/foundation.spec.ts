import { createApiKey } from "../support/api";
import { expect, test } from "../support/fixtures";

// The foundation from outside: real HTTP against two production servers on one database.

const VOICE = {
  personality_traits: ["warm", "plain-spoken"],
  tone_attributes: { formality: 0.2, energy: 0.6, warmth: 0.9 },
  language_patterns: { vocabulary_level: "simple", sentence_structure: "short sentences", signature_phrases: ["Brew better."] },
  content_themes: [{ theme: "coffee craft", keywords: ["espresso", "roast"] }],
};

test("an agent's journey: key created once, brands, voice, posts, and the OpenAPI document", async ({ session, keyContext }) => {
  const created = await createApiKey(session, { name: "journey agent", scopes: ["read", "write", "post"], agent_type: "e2e" });
  expect(created.key).toMatch(/^bcst_live_[0-9A-Za-z]{38}$/);
  const listed = await (await session.get("/api/v1/api-keys")).json();
  expect(JSON.stringify(listed)).not.toContain(created.key);
  expect(listed.data.keys[0]).toMatchObject({ id: created.id, key_prefix: created.key.slice(0, 14), agent_type: "e2e" });

  const agent = await keyContext(created.key);
  const brandRes = await agent.post("/api/v1/brands", { data: { name: "Northwind", website: "https://northwind.example" } });
  expect(brandRes.status()).toBe(201);
  const brand = (await brandRes.json()).data.brand;
  expect((await agent.get("/api/v1/brands")).status()).toBe(200);
  expect((await (await agent.get(`/api/v1/brands/${brand.id}`)).json()).data.brand.name).toBe("Northwind");
  expect((await agent.get(`/api/v1/brands/${brand.id}/voice`)).status()).toBe(404);
  expect((await agent.put(`/api/v1/brands/${brand.id}/voice`, { data: VOICE })).status()).toBe(200);
  const voice = (await (await agent.get(`/api/v1/brands/${brand.id}/voice`)).json()).data.voice;
  expect(voice.tone_attributes).toEqual(VOICE.tone_attributes);

  const postRes = await agent.post("/api/v1/posts", { data: { content: "Fresh roast, fresh start.", platforms: ["x_twitter", "bluesky"], brand_id: brand.id } });
  expect(postRes.status()).toBe(200);
  const post = (await postRes.json()).data.post;
  expect(post.status).toBe("draft");
  const list = await (await agent.get("/api/v1/posts?limit=10")).json();
  expect(list.data.posts[0].id).toBe(post.id);
  expect(list.data.pagination).toEqual({ page: 1, limit: 10, total: 1, next_cursor: null });
  expect((await (await agent.get(`/api/v1/posts/${post.id}`)).json()).data.post.deliveries).toEqual([]);

  const openapi = await (await agent.get("/api/v1/openapi.json")).json();
  expect(openapi.paths["/posts"].post).toBeDefined();
});

test("N+k concurrent requests over two server processes admit exactly N", async ({ session, keyContext, secondBaseURL }) => {
  const N = 20;
  const k = 12;
  const { key } = await createApiKey(session, { name: "burst", scopes: ["read"], rate_limit_rpm: N });
  // Stay inside one minute window.
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 45_000) await new Promise((resolve) => setTimeout(resolve, 61_000 - intoMinute));
  const first = await keyContext(key);
  const second = await keyContext(key, secondBaseURL);
  const responses = await Promise.all(Array.from({ length: N + k }, (_, i) => (i % 2 === 0 ? first : second).get("/api/v1/brands")));
  const statuses = responses.map((response) => response.status());
  expect(statuses.filter((status) => status === 200)).toHaveLength(N);
  expect(statuses.filter((status) => status === 429)).toHaveLength(k);
  for (const response of responses.filter((r) => r.status() === 429)) {
    expect(Number(response.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
    expect((await response.json()).error.code).toBe("rate_limited");
  }
});

test("a key revoked on one server is refused by the other on the very next request", async ({ session, keyContext, secondBaseURL }) => {
  const { key, id } = await createApiKey(session, { name: "to revoke", scopes: ["read"] });
  const elsewhere = await keyContext(key, secondBaseURL);
  expect((await elsewhere.get("/api/v1/brands")).status()).toBe(200);
  const revoked = await session.delete("/api/v1/api-keys", { data: { key_id: id } });
  expect(revoked.status()).toBe(200);
  expect((await revoked.json()).data).toEqual({ revoked: true, key_id: id });
  const after = await elsewhere.get("/api/v1/brands");
  expect(after.status()).toBe(401);
  expect((await after.json()).error.code).toBe("unauthorized");
});

test("every endpoint answers 401 without credentials, in the envelope, with X-Request-Id", async ({ request }) => {
  const endpoints: Array<[string, string]> = [
    ["GET", "/api/v1/brands"],
    ["POST", "/api/v1/brands"],
    ["GET", "/api/v1/brands/00000000-0000-4000-8000-000000000000"],
    ["PATCH", "/api/v1/brands/00000000-0000-4000-8000-000000000000"],
    ["GET", "/api/v1/brands/00000000-0000-4000-8000-000000000000/voice"],
    ["PUT", "/api/v1/brands/00000000-0000-4000-8000-000000000000/voice"],
    ["POST", "/api/v1/posts"],
    ["GET", "/api/v1/posts"],
    ["GET", "/api/v1/posts/00000000-0000-4000-8000-000000000000"],
    ["POST", "/api/v1/api-keys"],
    ["GET", "/api/v1/api-keys"],
    ["DELETE", "/api/v1/api-keys"],
  ];
  for (const [method, path] of endpoints) {
    const response = await request.fetch(path, { method, data: method === "GET" ? undefined : {} });
    expect(response.status(), `${method} ${path}`).toBe(401);
    const body = await response.json();
    expect(body).toMatchObject({ ok: false, error: { code: "unauthorized" } });
    expect(response.headers()["x-request-id"]).toBe(body.meta.request_id);
  }
  const badKey = await request.get("/api/v1/brands", { headers: { authorization: "Bearer bcst_live_0000000000000000000000000000000000000000" } });
  expect(badKey.status()).toBe(401);
});

test("POST /api-keys refuses an API key (403) and a foreign Origin (403); oversized and malformed bodies are 413 and 400", async ({ session, keyContext, request, baseURL }) => {
  const { key } = await createApiKey(session, { name: "admin", scopes: ["admin"] });
  const agent = await keyContext(key);
  const byKey = await agent.post("/api/v1/api-keys", { data: { name: "nope" } });
  expect(byKey.status()).toBe(403);
  expect((await byKey.json()).error.code).toBe("session_required");

  const foreign = await session.post("/api/v1/api-keys", { data: { name: "csrf" }, headers: { origin: "https://evil.example" } });
  expect(foreign.status()).toBe(403);
  expect((await foreign.json()).error.code).toBe("forbidden_origin");

  const huge = await agent.post("/api/v1/posts", { data: { content: "x".repeat(1_100_000), platforms: ["facebook"] } });
  expect(huge.status()).toBe(413);
  const malformed = await agent.post("/api/v1/posts", { data: "{not json", headers: { "content-type": "application/json" } });
  expect(malformed.status()).toBe(400);
  expect((await malformed.json()).error.code).toBe("invalid_request");

  const signup = await request.post(`${baseURL}/api/auth/signup`, { data: { email: session.user.email, password: "whatever-long", name: "Dup" } });
  expect(signup.status()).toBe(409);
});
