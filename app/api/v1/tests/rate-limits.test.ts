import { afterEach, expect, it } from "vitest";
import * as brandsRoute from "@/app/api/v1/brands/route";
import { hashApiKey } from "@/lib/auth/api-key-format";
import { forgetServerEnv } from "@/lib/env/server-env";
import { admitApiKeyRequest } from "@/lib/auth/admit-request";
import { createTestUser, describeDb, sessionHeaders } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";

/** Counts are per minute: start a burst well inside one, so a boundary cannot split it. */
async function awayFromMinuteBoundary(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
}

const listBrands = (headers: HeadersInit) => callRoute(brandsRoute.GET, "GET", "/api/v1/brands", { headers });

describeDb("rate limits", () => {
  afterEach(() => {
    delete process.env.SESSION_RATE_LIMIT_RPM;
    forgetServerEnv();
  });

  it("admits rpm requests a minute, then 429 rate_limited with Retry-After and zero remaining", async () => {
    await awayFromMinuteBoundary();
    const key = await createTestApiKey((await createTestUser()).id, { rpm: 5 });
    const statuses: number[] = [];
    const remaining: string[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await listBrands(key.bearer);
      statuses.push(res.status);
      remaining.push(res.headers.get("x-ratelimit-remaining-rpm") ?? "missing");
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(remaining).toEqual(["4", "3", "2", "1", "0", "0", "0"]);
    const refused = await listBrands(key.bearer);
    expect(refused.body.error.code).toBe("rate_limited");
    expect(refused.body.meta.rate_limit.remaining_rpm).toBe(0);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it("refuses past rpd with a Retry-After running to the next UTC midnight", async () => {
    await awayFromMinuteBoundary();
    const key = await createTestApiKey((await createTestUser()).id, { rpm: 60, rpd: 3 });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await listBrands(key.bearer)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await listBrands(key.bearer);
    const toMidnight = Math.ceil((Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1) - Date.now()) / 1000);
    expect(Math.abs(Number(refused.headers.get("retry-after")) - toMidnight)).toBeLessThanOrEqual(2);
    expect(refused.body.meta.rate_limit.remaining_rpd).toBe(0);
  });

  it("N+k concurrent admissions of one key admit exactly N", async () => {
    await awayFromMinuteBoundary();
    const key = await createTestApiKey((await createTestUser()).id, { rpm: 20 });
    const hash = hashApiKey(key.key);
    const results = await Promise.all(Array.from({ length: 35 }, () => admitApiKeyRequest(hash)));
    expect(results.filter((r) => r?.admission.admitted).length).toBe(20);
    expect(results.filter((r) => r && !r.admission.admitted).length).toBe(15);
  });

  it("a refused request does not spend the day's quota", async () => {
    await awayFromMinuteBoundary();
    const key = await createTestApiKey((await createTestUser()).id, { rpm: 2, rpd: 100 });
    for (let i = 0; i < 5; i++) await listBrands(key.bearer);
    const admission = await admitApiKeyRequest(hashApiKey(key.key));
    expect(admission?.admission.admitted).toBe(false);
    expect(admission?.admission.remainingRpd).toBe(98);
  });

  it("sessions are limited per user, reported the same way", async () => {
    await awayFromMinuteBoundary();
    process.env.SESSION_RATE_LIMIT_RPM = "3";
    forgetServerEnv();
    const user = await createTestUser();
    const headers = await sessionHeaders(user.id);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await listBrands(headers)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await listBrands(headers);
    expect(refused.body.meta.auth_method).toBe("session");
    expect(refused.headers.get("x-ratelimit-limit-rpm")).toBe("3");
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another user's session is counted apart.
    expect((await listBrands(await sessionHeaders((await createTestUser()).id))).status).toBe(200);
  });
});
