import { afterAll, describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/auth/password";
import { liveSessionUserId } from "@/lib/testing/session-cookie";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import {
  createTestUser,
  describeDb,
  makeRequest,
  readJson,
  resetRateLimits,
  routeParams,
  sessionCookieFor,
  sessionHeaders,
  testDbKind,
} from "@/lib/testing";

describe("makeRequest", () => {
  it("resolves a path against http://localhost:3000 and sends an object as JSON", async () => {
    const request = makeRequest("post", "/api/v1/posts?x=1", { body: { content: "hi" }, headers: { "x-test": "1" } });
    expect(request.method).toBe("POST");
    expect(request.url).toBe("http://localhost:3000/api/v1/posts?x=1");
    expect(request.headers.get("content-type")).toBe("application/json");
    expect(request.headers.get("x-test")).toBe("1");
    expect(await request.json()).toEqual({ content: "hi" });
  });

  it("sends a string body unchanged and adds no content-type", async () => {
    const request = makeRequest("PATCH", "http://example.test/a", { body: "{not json" });
    expect(request.url).toBe("http://example.test/a");
    expect(request.headers.get("content-type")).toContain("text/plain");
    expect(await request.text()).toBe("{not json");
  });

  it("builds a GET without a body", () => {
    const request = makeRequest("GET", "/api/v1/brands");
    expect(request.body).toBeNull();
  });

  it("routeParams and readJson", async () => {
    expect(await routeParams({ id: "x" }).params).toEqual({ id: "x" });
    expect(await readJson(new Response('{"data":1}'))).toEqual({ data: 1 });
    await expect(readJson(new Response("<html>", { status: 500 }))).rejects.toThrow(/status 500/);
  });
});

// Needs the environment `npm test` sets (NEXTAUTH_SECRET, and DATABASE_URL for serverEnv()).
describeDb("sessionCookieFor", () => {
  it("mints a cookie that the app's own session reader accepts", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    expect(cookie).toMatch(/^next-auth\.session-token=/);
    const request = makeRequest("GET", "/api/v1/brands", { headers: { cookie } });
    expect(await liveSessionUserId(request)).toBe(user.id);
  });

  it("sessionHeaders adds the app's Origin", async () => {
    const headers = await sessionHeaders((await createTestUser()).id);
    expect(headers.origin).toBe("http://localhost:3000");
    expect(headers.cookie).toMatch(/^next-auth\.session-token=/);
  });
});

describeDb(`database helpers (${testDbKind})`, () => {
  afterAll(async () => {
    await db().$disconnect();
  });

  it("createTestUser inserts a unique user whose password verifies", async () => {
    const a = await createTestUser();
    const b = await createTestUser({ name: "Second" });
    expect(a.email).not.toBe(b.email);
    const stored = await db().user.findUniqueOrThrow({ where: { id: a.id } });
    expect(await verifyPassword(a.password, stored.passwordHash)).toBe(true);
    expect(b.name).toBe("Second");
  });

  it("resetRateLimits empties the counters", async () => {
    const user = await createTestUser();
    await dbPool().query(
      "INSERT INTO rate_limit_counters (subject, period, window_start, count) VALUES ($1, 'm', now(), 5)",
      [`user:${user.id}`],
    );
    await resetRateLimits();
    const { rows } = await dbPool().query("SELECT count(*)::int AS n FROM rate_limit_counters");
    expect(rows[0].n).toBe(0);
  });
});
