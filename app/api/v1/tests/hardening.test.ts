import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import * as brandsRoute from "@/app/api/v1/brands/route";
import * as postRoute from "@/app/api/v1/posts/[id]/route";
import * as postsRoute from "@/app/api/v1/posts/route";
import * as scheduleRoute from "@/app/api/v1/posts/schedule/route";
import * as apiKeysRoute from "@/app/api/v1/api-keys/route";
import { defineEndpoint } from "@/lib/api/endpoint";
import { route } from "@/lib/api/route";
import { db } from "@/lib/db/client";
import { createTestUser, describeDb, makeRequest, readJson, sessionCookieFor } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { captureLog } from "@/lib/testing/capture-log";
import { createTestApiKey } from "@/lib/testing/test-api-key";

// Items 1, 5, 7, 8 and 9 of the hardening issue through the real route handlers.

describeDb("hardening: cost, error shape, image addresses, logs", () => {
  let owner: Awaited<ReturnType<typeof createTestUser>>;
  let key: Awaited<ReturnType<typeof createTestApiKey>>;
  let draftId: string;
  const createPost = (body: unknown, headers: HeadersInit = key.bearer) => callRoute(postsRoute.POST, "POST", "/api/v1/posts", { headers, body });
  const patchPost = (body: unknown) => callRoute(postRoute.PATCH, "PATCH", `/api/v1/posts/${draftId}`, { headers: key.bearer, params: { id: draftId }, body });

  beforeAll(async () => {
    owner = await createTestUser();
    key = await createTestApiKey(owner.id, { scopes: ["admin"] });
    draftId = (await db().post.create({ data: { userId: owner.id, content: "draft", platforms: ["x_twitter"], status: "draft", source: "api" } })).id;
  });

  describe("cost bounded before work", () => {
    it.each([
      ["POST /posts", (body: unknown) => createPost(body)],
      ["PATCH /posts/{id}", (body: unknown) => patchPost(body)],
    ])('%s with "a." × 450,000 for x_twitter is refused before any counting, naming the platform', async (_name, send) => {
      const res = await send({ content: "a.".repeat(450_000), platforms: ["x_twitter"] });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/^Invalid body: content: must be at most 126412 characters|^content: x_twitter \(X\): 900000 characters/);
    });

    it("a text over X's bound (32 units per weighted character) but under facebook's is refused before counting, naming x_twitter", async () => {
      const res = await createPost({ content: "a.".repeat(5_000), platforms: ["facebook", "x_twitter"] });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(
        "content: x_twitter (X): 10000 characters, more than any X post can hold (limit 280 weighted characters; text over 8960 characters is not counted).",
      );
      expect(res.body.error.details).toEqual([{ field: "content", platform: "x_twitter", limit: 280 }]);
    });

    it("the worst text within X's bound is counted and answered with the count", async () => {
      const res = await createPost({ content: "a.".repeat(4_480), platforms: ["x_twitter"] });
      expect(res.body.error.details).toEqual([{ field: "content", platform: "x_twitter", limit: 280, actual: 8960 }]);
    });

    it("a body with 50,000 unknown keys is refused before it is parsed, in a short message", async () => {
      const body: Record<string, unknown> = { content: "hi", platforms: ["facebook"] };
      for (let i = 0; i < 50_000; i++) body[`k${i}`] = 1;
      const res = await createPost(body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe("The request body has an object with more than 200 fields.");
      expect(res.body.error.details).toEqual([{ field: "body" }]);
    });

    it("a body with 150 unknown keys answers a short message naming five of them and a count", async () => {
      const body: Record<string, unknown> = { content: "hi", platforms: ["facebook"] };
      for (let i = 0; i < 150; i++) body[`k${i}`] = 1;
      const res = await createPost(body);
      expect(res.body.error.message).toBe('Invalid body: unknown fields "k0", "k1", "k2", "k3", "k4" (and 145 more).');
      expect(res.body.error.details).toHaveLength(20);
    });

    it("a key name of 100,000 characters is echoed back cut short", async () => {
      const res = await createPost({ content: "hi", platforms: ["facebook"], ["x".repeat(100_000)]: 1 });
      expect(res.status).toBe(400);
      expect(res.body.error.message.length).toBeLessThan(200);
    });
  });

  describe("errors an agent can act on: error.details on every 400", () => {
    it("a platform limit names the platform's value and label, with the numbers in details", async () => {
      const res = await createPost({ content: "a".repeat(281), platforms: ["facebook", "x_twitter"] });
      expect(res.body.error.message).toBe("content: x_twitter (X): 281 weighted characters, limit 280.");
      expect(res.body.error.details).toEqual([{ field: "content", platform: "x_twitter", limit: 280, actual: 281 }]);
    });

    it("a documented maximum gives the limit and the actual length", async () => {
      const res = await callRoute(brandsRoute.POST, "POST", "/api/v1/brands", { headers: key.bearer, body: { name: "n".repeat(101), website: "https://a.example" } });
      expect(res.body.error.details).toEqual([{ field: "name", limit: 100, actual: 101 }]);
    });

    it.each([
      ["malformed JSON", () => createPost('{"content":'), [{ field: "body" }]],
      ["a missing field", () => createPost({ platforms: ["facebook"] }), [{ field: "content" }]],
      // A draft may lack its image (saved with warnings); scheduling it may not.
      ["media missing at scheduling", async () => {
        const post = await createPost({ content: "hi", platforms: ["instagram", "tiktok"] });
        return callRoute(scheduleRoute.POST, "POST", "/api/v1/posts/schedule", { headers: key.bearer, body: { post_id: post.body.data.post.id, scheduled_at: new Date(Date.now() + 3_600_000).toISOString() } });
      }, [{ field: "image_url", platform: "instagram" }, { field: "image_url", platform: "tiktok" }]],
      ["no such brand", () => createPost({ content: "hi", platforms: ["facebook"], brand_id: "00000000-0000-4000-8000-000000000000" }), [{ field: "brand_id" }]],
      ["a post that cannot be scheduled", () => callRoute(scheduleRoute.POST, "POST", "/api/v1/posts/schedule", { headers: key.bearer, body: { post_id: draftId, scheduled_at: "2000-01-01T00:00:00Z" } }), [{ field: "scheduled_at" }]],
    ])("%s", async (_name, send, details) => {
      const res = await send();
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual(details);
    });
  });

  describe("one error shape", () => {
    it("an unsupported method is 405 in the envelope with Allow and X-Request-Id; OPTIONS is 204 with Allow", async () => {
      const response = await postsRoute.PUT(makeRequest("PUT", "/api/v1/posts", { headers: key.bearer }));
      const body = await readJson(response);
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS, POST");
      expect(body).toMatchObject({ ok: false, error: { code: "method_not_allowed", message: "PUT is not allowed on /api/v1/posts; it allows GET, HEAD, OPTIONS, POST." } });
      expect(response.headers.get("x-request-id")).toBe(body.meta.request_id);
      const options = await postsRoute.OPTIONS(makeRequest("OPTIONS", "/api/v1/posts"));
      expect(options.status).toBe(204);
      expect(options.headers.get("allow")).toBe("GET, HEAD, OPTIONS, POST");
      expect(options.headers.get("x-request-id")).toBeTruthy();
    });

    it("two Authorization headers are refused (400), never judged by the first", async () => {
      const headers = new Headers([["authorization", `Bearer ${key.key}`], ["authorization", "Bearer bcst_live_someone_else"]]);
      const res = await callRoute(postsRoute.GET, "GET", "/api/v1/posts", { headers });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "invalid_request", details: [{ field: "authorization" }] });
    });

    it("the Origin check accepts the app's own origin however it was reached, and nothing else", async () => {
      const cookie = await sessionCookieFor(owner.id);
      // The test runner's NEXTAUTH_URL is http://localhost:3000; the user opened 127.0.0.1.
      const create = (headers: Record<string, string>) => callRoute(apiKeysRoute.POST, "POST", "/api/v1/api-keys", { headers: { cookie, ...headers }, body: { name: "k" } });
      expect((await create({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" })).status).toBe(201);
      expect((await create({ origin: "http://localhost:3000", host: "127.0.0.1:3000" })).status).toBe(201);
      const refused: Array<Record<string, string>> = [{ origin: "https://evil.example", host: "127.0.0.1:3000" }, { origin: "null", host: "127.0.0.1:3000" }, { host: "127.0.0.1:3000" }, { origin: "http://127.0.0.1:3001", host: "127.0.0.1:3000" }];
      for (const headers of refused) {
        const res = await create(headers);
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect(res.body.error.code).toBe("forbidden_origin");
      }
    });
  });

  describe("image_url naming a non-public address is refused at creation", () => {
    it.each(["http://127.0.0.1/a.png", "http://10.0.0.7/a.png", "http://169.254.169.254/latest/meta-data/", "http://[::1]/a.png", "http://0x7f000001/a.png", "http://localhost:8080/a.png", "https://img.localhost/a.png", "http://192.168.1.10/a.png", "http://[fd00:ec2::254]/"])(
      "%s",
      async (image_url) => {
        for (const res of [await createPost({ content: "hi", platforms: ["instagram"], image_url }), await patchPost({ image_url })]) {
          expect(res.status).toBe(400);
          expect(res.body.error.message).toBe("image_url: address not allowed: it names a loopback, private, link-local or metadata address.");
          expect(res.body.error.details).toEqual([{ field: "image_url" }]);
        }
      },
    );

    it("a public address, or a name that does not resolve here, is accepted", async () => {
      expect((await createPost({ content: "hi", platforms: ["instagram"], image_url: "https://93.184.215.14/cup.jpg" })).status).toBe(200);
      expect((await createPost({ content: "hi", platforms: ["instagram"], image_url: "https://cdn.example/cup.jpg" })).status).toBe(200);
    });
  });

  describe("logs", () => {
    it("an expected 4xx logs one line with the request id and no stack; nothing secret", async () => {
      const logs = captureLog();
      try {
        const res = await createPost({ content: "hi", platforms: ["myspace"] });
        const lines = logs.lines().filter((line) => line.request_id === res.body.meta.request_id);
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatchObject({ level: "info", method: "POST", path: "/api/v1/posts", status: 400, code: "invalid_request", key_id: key.id });
        expect(JSON.stringify(lines[0])).not.toMatch(/stack|bcst_live_|authorization/i);
      } finally {
        logs.restore();
      }
    });

    it("an unexpected error logs its stack once, secrets scrubbed from it", async () => {
      const failing = route(
        defineEndpoint({ method: "GET", path: "/api/v1/anything", summary: "Test only", auth: { kind: "scope", scope: "read" }, data: z.object({}), status: 200, errors: [] }),
        async () => {
          throw new Error(`boom with ${key.key} and password=hunter2-secret`);
        },
      );
      const logs = captureLog();
      try {
        const response = await failing(makeRequest("GET", "/api/v1/anything", { headers: key.bearer }));
        const { meta } = await readJson(response);
        const lines = logs.lines().filter((line) => line.request_id === meta.request_id);
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatchObject({ level: "error", status: 500, code: "internal_error" });
        expect(lines[0].err.stack).toContain("boom with bcst_live_[redacted]");
        const everything = JSON.stringify(logs.lines());
        expect(everything.split("boom with").length - 1).toBe(2); // message and stack, one line
        expect(everything).not.toContain(key.key);
        expect(everything).not.toContain("hunter2-secret");
      } finally {
        logs.restore();
      }
    });
  });
});
