import { beforeAll, expect, it } from "vitest";
import { z } from "zod";
import * as catchAll from "@/app/api/v1/[...path]/route";
import * as openapiRoute from "@/app/api/v1/openapi.json/route";
import * as postsRoute from "@/app/api/v1/posts/route";
import { defineEndpoint } from "@/lib/api/endpoint";
import { route } from "@/lib/api/route";
import { createTestUser, describeDb, makeRequest } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";

// A route of this file's own, to reach what no real route does on demand.
const TEST_ENDPOINT = {
  method: "GET",
  path: "/api/v1/anything",
  summary: "Test only",
  auth: { kind: "scope", scope: "read" },
  status: 200,
  errors: [],
} as const;

describeDb("the envelope and the error table", () => {
  let key: Awaited<ReturnType<typeof createTestApiKey>>;
  beforeAll(async () => {
    key = await createTestApiKey((await createTestUser()).id, { scopes: ["admin"] });
  });

  it("success: ok, data, meta with request id = X-Request-Id, timestamp, auth method and rate limit", async () => {
    const res = await callRoute(postsRoute.GET, "GET", "/api/v1/posts", { headers: key.bearer });
    expect(res.body.ok).toBe(true);
    expect(res.body.meta.request_id).toBe(res.headers.get("x-request-id"));
    expect(Date.parse(res.body.meta.timestamp)).toBeGreaterThan(Date.now() - 60_000);
    expect(res.body.meta.auth_method).toBe("api_key");
    expect(res.body.meta.rate_limit).toEqual({ remaining_rpm: expect.any(Number), remaining_rpd: expect.any(Number), reset_at: expect.any(String) });
    expect(res.headers.get("x-ratelimit-remaining-rpm")).toBe(String(res.body.meta.rate_limit.remaining_rpm));
    expect(res.headers.get("x-ratelimit-remaining-rpd")).toBe(String(res.body.meta.rate_limit.remaining_rpd));
    expect(res.headers.get("x-ratelimit-limit-rpm")).toBe("60");
    expect(Number(res.headers.get("x-ratelimit-reset")) * 1000).toBe(Date.parse(res.body.meta.rate_limit.reset_at));
  });

  it("every error names the page that explains its code: error.doc_url, /docs/errors#<code>", async () => {
    const unauthorized = await callRoute(postsRoute.GET, "GET", "/api/v1/posts");
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.body.error).toMatchObject({ code: "unauthorized", doc_url: "/docs/errors#unauthorized" });
    const invalid = await callRoute(postsRoute.POST, "POST", "/api/v1/posts", { headers: key.bearer, body: { content: "hi", platforms: [] } });
    expect(invalid.body.error).toMatchObject({ code: "invalid_request", doc_url: "/docs/errors#invalid_request", details: [{ field: "platforms" }] });
  });

  it("malformed JSON is 400, never 500", async () => {
    const res = await callRoute(postsRoute.POST, "POST", "/api/v1/posts", { headers: { ...key.bearer, "content-type": "application/json" }, body: '{"content": "hi",' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false, error: { code: "invalid_request", message: "The request body is not valid JSON." } });
    expect(res.headers.get("x-request-id")).toBe(res.body.meta.request_id);
  });

  it("a body over 1 MB is 413, whether declared or streamed", async () => {
    const big = JSON.stringify({ content: "x".repeat(1024 * 1024), platforms: ["facebook"] });
    const res = await callRoute(postsRoute.POST, "POST", "/api/v1/posts", { headers: key.bearer, body: big });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("payload_too_large");
    // A lying Content-Length does not get past the streamed count.
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("x".repeat(64 * 1024)));
        controller.close();
      },
    });
    const request = new Request("http://localhost:3000/api/v1/posts", {
      method: "POST",
      headers: { ...key.bearer, "content-length": "10" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    const streamed = await postsRoute.POST(request, { params: Promise.resolve({}) });
    expect(streamed.status).toBe(413);
  });

  it("an empty body is 400", async () => {
    const res = await callRoute(postsRoute.POST, "POST", "/api/v1/posts", { headers: key.bearer, body: "" });
    expect(res.status).toBe(400);
  });

  it("an unknown endpoint is a 404 in the same envelope", async () => {
    const res = await callRoute(catchAll.GET, "GET", "/api/v1/widgets");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ ok: false, error: { code: "not_found" } });
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("an unexpected error is 500 internal_error with no internals in the message", async () => {
    const failing = route(defineEndpoint({ ...TEST_ENDPOINT, data: z.object({}) }), async () => {
      throw new Error("connection to 10.0.0.5 refused: password authentication failed for user brandcast");
    });
    const response = await failing(makeRequest("GET", "/api/v1/anything", { headers: key.bearer }));
    const body = await response.json();
    expect(response.status).toBe(500);
    expect(body.error.code).toBe("internal_error");
    expect(body.error.message).not.toMatch(/10\.0\.0\.5|password|brandcast/);
    expect(body.error.message).toContain(body.meta.request_id);
  });

  it("query and body schemas report every field by name", async () => {
    const echo = z.strictObject({ a: z.number(), b: z.string() });
    const echoRoute = route(defineEndpoint({ ...TEST_ENDPOINT, method: "POST", body: echo, data: echo }), async ({ body }) => body);
    const response = await echoRoute(makeRequest("POST", "/x", { headers: key.bearer, body: { a: "1", c: true } }));
    const body = await response.json();
    expect(response.status).toBe(400);
    expect(body.error.message).toContain("a:");
    expect(body.error.message).toContain("b: is required");
    expect(body.error.message).toContain('unknown field "c"');
  });
});

it("GET /openapi.json describes every endpoint with its schemas", async () => {
  const response = openapiRoute.GET(new Request("http://localhost:3000/api/v1/openapi.json"));
  const document = await response.json();
  expect(document.openapi).toBe("3.1.0");
  expect(Object.keys(document.paths).sort()).toEqual([
    "/analytics",
    "/analytics/best-times",
    "/analytics/top-posts",
    "/api-keys",
    "/approvals",
    "/audit-events",
    "/brands",
    "/brands/{id}",
    "/brands/{id}/connections",
    "/brands/{id}/connections/{platform}",
    "/brands/{id}/connections/{platform}/authorize",
    "/brands/{id}/metric-thresholds",
    "/brands/{id}/queue",
    "/brands/{id}/voice",
    "/brands/{id}/voice/extract",
    "/connections/oauth/callback",
    "/connections/oauth/choose",
    "/connections/platforms",
    "/content/generate",
    "/invitations/accept",
    "/media",
    "/media/transcodes/{id}",
    "/media/transcodes/{id}/cancel",
    "/media/uploads",
    "/media/uploads/{id}",
    "/media/uploads/{id}/complete",
    "/media/{id}",
    "/media/{id}/cover",
    "/media/{id}/transcode",
    "/notifications",
    "/notifications/preferences",
    "/notifications/read",
    "/posts",
    "/posts/bulk",
    "/posts/schedule",
    "/posts/{id}",
    "/posts/{id}/approval",
    "/posts/{id}/approval/decision",
    "/posts/{id}/approval/withdraw",
    "/posts/{id}/duplicate",
    "/posts/{id}/metrics",
    "/posts/{id}/metrics/refresh",
    "/posts/{id}/queue",
    "/posts/{id}/review-links",
    "/posts/{id}/review-links/{link_id}",
    "/posts/{id}/schedule",
    "/session/workspace",
    "/usage",
    "/webhooks",
    "/webhooks/{id}",
    "/webhooks/{id}/test",
    "/workspaces",
    "/workspaces/{id}",
    "/workspaces/{id}/invitations",
    "/workspaces/{id}/invitations/{invitation_id}",
    "/workspaces/{id}/leave",
    "/workspaces/{id}/members",
    "/workspaces/{id}/members/{user_id}",
  ]);
  const createPost = document.paths["/posts"].post;
  expect(createPost.requestBody.content["application/json"].schema.required).toEqual(["content", "platforms"]);
  expect(createPost.requestBody.content["application/json"].schema.additionalProperties).toBe(false);
  expect(Object.keys(createPost.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "403", "413", "429", "500"]));
  const listPosts = document.paths["/posts"].get;
  const limit = listPosts.parameters.find((p: { name: string }) => p.name === "limit");
  expect(limit.schema).toMatchObject({ minimum: 1, maximum: 100, default: 50 });
  expect(document.paths["/api-keys"].post.responses["201"]).toBeDefined();
  // An upload is described as multipart/form-data, its file part as binary.
  const upload = document.paths["/media"].post.requestBody.content["multipart/form-data"].schema;
  expect(upload.required).toEqual(["file"]);
  expect(upload.properties.file).toMatchObject({ type: "string", format: "binary" });
});
