import { createApiKey, signIn } from "../support/api";
import { expect, test } from "../support/fixtures";
import { rawRequest } from "../support/raw-http";

// The hardening issue from outside: real HTTP against the production servers.

test("cost bounded before work: the 900 KB X post is refused at once, and the server keeps answering meanwhile", async ({ session, keyContext, baseURL }) => {
  const { key } = await createApiKey(session, { name: "abuse", scopes: ["post", "read"] });
  const agent = await keyContext(key);
  const started = Date.now();
  const [abusive, openapi] = await Promise.all([
    agent.post("/api/v1/posts", { data: { content: "a.".repeat(450_000), platforms: ["x_twitter"] } }),
    (async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const before = Date.now();
      const response = await agent.get(`${baseURL}/api/v1/openapi.json`);
      return { status: response.status(), ms: Date.now() - before };
    })(),
  ]);
  expect(abusive.status()).toBe(400);
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(openapi.status).toBe(200);
  expect(openapi.ms).toBeLessThan(2_000);

  const worst = await agent.post("/api/v1/posts", { data: { content: "a.".repeat(4_480), platforms: ["x_twitter"] } });
  expect((await worst.json()).error).toMatchObject({
    message: "content: x_twitter (X): 8960 weighted characters, limit 280.",
    details: [{ field: "content", platform: "x_twitter", limit: 280, actual: 8960 }],
  });
  const many: Record<string, unknown> = { content: "hi", platforms: ["facebook"] };
  for (let i = 0; i < 50_000; i++) many[`k${i}`] = 1;
  const keys = await agent.post("/api/v1/posts", { data: many });
  expect((await keys.json()).error.message).toBe("The request body has an object with more than 200 fields.");
});

test("text hygiene: NUL and lone surrogates are 400 naming the field, invisible names 400, text stored NFC", async ({ session, keyContext }) => {
  const { key } = await createApiKey(session, { name: "hygiene", scopes: ["write", "read"] });
  const agent = await keyContext(key);
  const nul = await agent.post("/api/v1/brands", { data: { name: "Bad\u0000name", website: "https://a.example" } });
  expect(nul.status()).toBe(400);
  expect((await nul.json()).error).toMatchObject({ code: "invalid_request", details: [{ field: "name" }] });
  // A lone surrogate can only travel as a JSON escape.
  const lone = await agent.post("/api/v1/brands", { data: '{"name":"Bad\\ud800","website":"https://a.example"}', headers: { "content-type": "application/json" } });
  expect((await lone.json()).error.message).toBe("Invalid body: name: must not contain unpaired UTF-16 surrogates.");
  const invisible = await agent.post("/api/v1/brands", { data: { name: "\u200b\u202e\u2066", website: "https://a.example" } });
  expect((await invisible.json()).error.message).toContain("name: must contain visible characters");
  const nfc = await agent.post("/api/v1/brands", { data: { name: "Cafe\u0301", website: "https://a.example" } });
  expect((await nfc.json()).data.brand.name).toBe("Café");
});

test("one error shape: 405 with Allow, OPTIONS, TRACE, broken percent-encoding, X-Request-Id on every answer", async ({ request, baseURL }) => {
  const put = await request.put("/api/v1/posts", { data: {} });
  expect(put.status()).toBe(405);
  expect(put.headers().allow).toBe("GET, HEAD, OPTIONS, POST");
  const body = await put.json();
  expect(body.error.code).toBe("method_not_allowed");
  expect(put.headers()["x-request-id"]).toBe(body.meta.request_id);
  const options = await request.fetch("/api/v1/brands/00000000-0000-4000-8000-000000000000/voice", { method: "OPTIONS" });
  expect(options.status()).toBe(204);
  expect(options.headers().allow).toBe("GET, HEAD, OPTIONS, PUT");
  expect(options.headers()["x-request-id"]).toBeTruthy();

  for (const [head, status, code] of [
    ["TRACE /api/v1/posts HTTP/1.1", 405, "method_not_allowed"],
    ["TRACE /api/v1/nothing HTTP/1.1", 404, "not_found"],
    ["GET /api/v1/%ZZ HTTP/1.1", 400, "invalid_request"],
    ["GET /api/v1/posts/%ZZ HTTP/1.1", 400, "invalid_request"],
  ] as const) {
    const answer = await rawRequest(baseURL!, head);
    expect(answer.status, head).toBe(status);
    expect(answer.headers["content-type"]).toContain("application/json");
    const parsed = JSON.parse(answer.body);
    expect(parsed).toMatchObject({ ok: false, error: { code } });
    expect(answer.headers["x-request-id"]).toBe(parsed.meta.request_id);
  }
});

test("two Authorization headers are refused, never judged by the first", async ({ session, baseURL }) => {
  const { key } = await createApiKey(session, { name: "first", scopes: ["read"] });
  const answer = await rawRequest(baseURL!, `GET /api/v1/brands HTTP/1.1\r\nAuthorization: Bearer ${key}\r\nAuthorization: Bearer bcst_live_0000000000000000000000000000000000000000`);
  expect(answer.status).toBe(400);
  expect(JSON.parse(answer.body).error).toMatchObject({ code: "invalid_request", details: [{ field: "authorization" }] });
});

test("the Origin check accepts the origins the operator configured, exactly, and refuses others", async ({ session, baseURL, secondBaseURL }) => {
  // The second server's NEXTAUTH_URL is the first server's URL and its ALLOWED_ORIGINS its own:
  // a user who opened the app at the other address the operator lists.
  const elsewhere = await signIn(secondBaseURL, session.user);
  try {
    const own = await elsewhere.post("/api/v1/brands", { data: { name: "Reached elsewhere", website: "https://a.example" }, headers: { origin: secondBaseURL } });
    expect(own.status()).toBe(201);
    // NEXTAUTH_URL is on 127.0.0.1: localhost on its scheme and port is the same server's page.
    const loopback = new URL(baseURL!);
    loopback.hostname = "localhost";
    const alias = await elsewhere.post("/api/v1/brands", { data: { name: "Loopback name", website: "https://a.example" }, headers: { origin: loopback.origin } });
    expect(alias.status()).toBe(201);
    const second = new URL(secondBaseURL);
    const refused = ["https://evil.example", "null", "http://127.0.0.1:1", `https://${second.host}`, `http://user@${second.host}`, `${secondBaseURL}/`];
    for (const origin of refused) {
      const foreign = await elsewhere.post("/api/v1/brands", { data: { name: "X", website: "https://a.example" }, headers: { origin } });
      expect(foreign.status(), origin).toBe(403);
      expect((await foreign.json()).error.code).toBe("forbidden_origin");
    }
  } finally {
    await elsewhere.dispose();
  }
});

test("SSRF: image_url on a non-public address is refused at creation; refusals never say what a name resolved to", async ({ session, keyContext }) => {
  const { key } = await createApiKey(session, { name: "ssrf", scopes: ["post", "write"] });
  const agent = await keyContext(key);
  for (const image_url of ["http://169.254.169.254/latest/meta-data/", "http://127.0.0.1:3000/a.png", "http://10.0.0.1/a.png", "http://localhost/a.png"]) {
    const res = await agent.post("/api/v1/posts", { data: { content: "hi", platforms: ["instagram"], image_url } });
    expect(res.status(), image_url).toBe(400);
    expect((await res.json()).error.message).toBe("image_url: address not allowed: it names a loopback, private, link-local or metadata address.");
  }
  const brand = (await (await agent.post("/api/v1/brands", { data: { name: "Local", website: "http://localhost/" } })).json()).data.brand;
  const extract = await agent.post(`/api/v1/brands/${brand.id}/voice/extract`, { data: { from_website: true } });
  expect(extract.status()).toBe(400);
  const message = (await extract.json()).error.message as string;
  expect(message).toContain("address not allowed");
  expect(message).not.toMatch(/127\.0\.0\.1|::1|loopback/);
});
