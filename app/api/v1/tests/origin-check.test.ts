import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as brandsRoute from "@/app/api/v1/brands/route";
import { forgetServerEnv, serverEnv } from "@/lib/env/server-env";
import { createTestUser, describeDb, sessionCookieFor } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { resetEnv, useEnv } from "@/lib/testing/oauth-env";

// The session Origin check (lib/api/check-origin.ts) through a real route: a signed-in write is
// accepted only from an origin the operator configured (NEXTAUTH_URL, ALLOWED_ORIGINS, and the
// loopback names of a loopback one), compared exactly, or, behind a declared proxy, the one it
// reports; never by the request's own Host.

describeDb("the session Origin check", () => {
  let cookie: string;

  beforeAll(async () => {
    cookie = await sessionCookieFor((await createTestUser()).id);
  });
  afterEach(resetEnv);
  afterAll(resetEnv);

  /** A signed-in POST /api/v1/brands with these headers (the request URL is http://localhost:3000). */
  const write = (headers: Record<string, string>) =>
    callRoute(brandsRoute.POST, "POST", "/api/v1/brands", { headers: { cookie, ...headers }, body: { name: "Origin check", website: "https://origin.example" } });

  async function expectAccepted(headers: Record<string, string>) {
    const res = await write(headers);
    expect(res.status, JSON.stringify(headers)).toBe(201);
  }

  async function expectRefused(headers: Record<string, string>) {
    const res = await write(headers);
    expect(res.status, JSON.stringify(headers)).toBe(403);
    expect(res.body.error.code).toBe("forbidden_origin");
    expect(res.body.error.message).toMatch(/^This request must come from the Brandcast app itself \(Origin check failed: .+\)\.$/);
  }

  describe("npm start without NEXTAUTH_URL (it sets http://localhost:$PORT, scripts/start.ts)", () => {
    it.each(["http://localhost:4123", "http://127.0.0.1:4123", "http://[::1]:4123"])("accepts %s, whatever Host the browser sent", async (origin) => {
      useEnv({ NEXTAUTH_URL: "http://localhost:4123", PORT: "4123" });
      await expectAccepted({ origin, host: new URL(origin).host });
      await expectAccepted({ origin, host: "localhost:4123" });
    });

    it("the same three when NEXTAUTH_URL is not set at all (next start alone): the public URL is http://localhost:$PORT", async () => {
      useEnv({ NEXTAUTH_URL: undefined, PORT: "4123" });
      for (const origin of ["http://localhost:4123", "http://127.0.0.1:4123", "http://[::1]:4123"]) await expectAccepted({ origin });
      await expectRefused({ origin: "http://localhost:3000" });
    });

    it.each([
      ["another scheme", "https://localhost:4123"],
      ["another scheme on a loopback alias", "https://127.0.0.1:4123"],
      ["another port", "http://127.0.0.1:4124"],
      ["the default port", "http://localhost"],
      ["user information", "http://user@localhost:4123"],
      ["user information naming the app", "http://localhost:4123@evil.example"],
      ["a path", "http://localhost:4123/"],
      ["upper case (no browser sends it)", "HTTP://LOCALHOST:4123"],
      ["another loopback address", "http://127.0.0.2:4123"],
      ["a LAN address the app also listens on", "http://192.168.1.5:4123"],
      ["a foreign site", "https://evil.example"],
      ["null", "null"],
      ["two Origin headers joined", "http://localhost:4123, https://evil.example"],
    ])("refuses %s (%s)", async (_name, origin) => {
      useEnv({ NEXTAUTH_URL: "http://localhost:4123", PORT: "4123" });
      await expectRefused({ origin, host: "localhost:4123" });
    });

    it("refuses a missing Origin", async () => {
      useEnv({ NEXTAUTH_URL: "http://localhost:4123" });
      await expectRefused({});
    });
  });

  describe("a public deployment", () => {
    it("accepts NEXTAUTH_URL's origin exactly; not another scheme, port or a loopback name", async () => {
      useEnv({ NEXTAUTH_URL: "https://brandcast.example/" });
      await expectAccepted({ origin: "https://brandcast.example" });
      await expectRefused({ origin: "http://brandcast.example" });
      await expectRefused({ origin: "https://brandcast.example:8443" });
      await expectRefused({ origin: "http://localhost:3000" });
      await expectRefused({ origin: "https://evil@brandcast.example" });
    });

    it("the request's own Host (or X-Forwarded-Host) never makes an origin the app's", async () => {
      useEnv({ NEXTAUTH_URL: "https://brandcast.example" });
      await expectRefused({ origin: "https://evil.example", host: "evil.example" });
      await expectRefused({ origin: "https://evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" });
      await expectRefused({ origin: "http://192.168.1.5:3000", host: "192.168.1.5:3000" });
    });

    it("ALLOWED_ORIGINS adds origins, each compared exactly (its loopback entries bring the other loopback names)", async () => {
      useEnv({ NEXTAUTH_URL: "https://brandcast.example", ALLOWED_ORIGINS: " https://admin.brandcast.example , http://192.168.1.5:3000/,http://localhost:8080" });
      for (const origin of ["https://brandcast.example", "https://admin.brandcast.example", "http://192.168.1.5:3000", "http://127.0.0.1:8080", "http://[::1]:8080"]) {
        await expectAccepted({ origin });
      }
      for (const origin of ["http://admin.brandcast.example", "https://192.168.1.5:3000", "http://192.168.1.5:3001", "https://localhost:8080"]) await expectRefused({ origin });
    });
  });

  describe("behind a reverse proxy (TRUST_PROXY)", () => {
    const proxied = { "x-forwarded-proto": "https", "x-forwarded-host": "app.example" };

    it("accepts the origin the proxy says the browser addressed, scheme, host and port exactly", async () => {
      useEnv({ NEXTAUTH_URL: "http://localhost:3000", TRUST_PROXY: "1" });
      await expectAccepted({ origin: "https://app.example", ...proxied });
      await expectAccepted({ origin: "https://app.example:8443", "x-forwarded-proto": "https", "x-forwarded-host": "app.example:8443" });
      // A chain of proxies: the first values are the browser's.
      await expectAccepted({ origin: "https://app.example", "x-forwarded-proto": "https, http", "x-forwarded-host": "app.example, internal:3000" });
      await expectRefused({ origin: "http://app.example", ...proxied });
      await expectRefused({ origin: "https://app.example:444", ...proxied });
      await expectRefused({ origin: "https://evil.example", ...proxied });
      await expectRefused({ origin: "https://app.example", "x-forwarded-proto": "https", "x-forwarded-host": "evil@app.example" });
      await expectRefused({ origin: "https://app.example", "x-forwarded-host": "app.example" });
    });

    it("without TRUST_PROXY the same forwarded headers count for nothing", async () => {
      useEnv({ NEXTAUTH_URL: "http://localhost:3000", TRUST_PROXY: undefined });
      await expectRefused({ origin: "https://app.example", ...proxied });
    });
  });

  describe("the settings are checked at start-up", () => {
    afterEach(forgetServerEnv);

    it.each([
      ["https://a.example/app", "must be an origin only"],
      ["ftp://a.example", "must start with http:// or https://"],
      ["https://user@a.example", "must not hold user information"],
      ["not a url", "is not a URL"],
      ["https://a.example,,https://b.example", "entry 2 is empty"],
    ])("ALLOWED_ORIGINS=%s is refused: %s", (value, reason) => {
      useEnv({ ALLOWED_ORIGINS: value });
      expect(() => serverEnv()).toThrow(reason);
    });

    it("TRUST_PROXY takes 1, 0, true or false", () => {
      useEnv({ TRUST_PROXY: "yes" });
      expect(() => serverEnv()).toThrow(/TRUST_PROXY/);
    });
  });
});
