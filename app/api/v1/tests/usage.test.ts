import { expect, it } from "vitest";
import * as brandsRoute from "@/app/api/v1/brands/route";
import * as usageRoute from "@/app/api/v1/usage/route";
import { db } from "@/lib/db/client";
import { createTestUser, describeDb, sessionHeaders } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";

describeDb("GET /usage", () => {
  it("counts requests per key per day and generations, for the caller's keys only", async () => {
    const userId = (await createTestUser()).id;
    const key = await createTestApiKey(userId, { scopes: ["read"] });
    const other = await createTestApiKey((await createTestUser()).id, { scopes: ["read"] });
    for (let i = 0; i < 3; i++) await callRoute(brandsRoute.GET, "GET", "/x", { headers: key.bearer });
    await callRoute(brandsRoute.GET, "GET", "/x", { headers: other.bearer });
    await db().usageRecord.create({ data: { userId, apiKeyId: key.id, day: new Date(new Date().toISOString().slice(0, 10)), generations: 2 } });

    const res = await callRoute(usageRoute.GET, "GET", "/api/v1/usage?days=7", { headers: await sessionHeaders(userId) });
    expect(res.status).toBe(200);
    expect(res.body.data.days).toHaveLength(7);
    expect(res.body.data.days[6]).toBe(new Date().toISOString().slice(0, 10));
    const mine = res.body.data.series.find((s: { key_id: string }) => s.key_id === key.id);
    expect(mine.requests).toEqual([0, 0, 0, 0, 0, 0, 3]);
    expect(mine.generations).toEqual([0, 0, 0, 0, 0, 0, 2]);
    expect(res.body.data.series.some((s: { key_id: string }) => s.key_id === other.id)).toBe(false);
    // The session's own requests count as the dashboard's (this one included).
    const dashboard = res.body.data.series.find((s: { key_id: string | null }) => s.key_id === null);
    expect(dashboard.requests[6]).toBe(1);
  });

  it("400 for days out of 1..90", async () => {
    const userId = (await createTestUser()).id;
    const res = await callRoute(usageRoute.GET, "GET", "/api/v1/usage?days=365", { headers: await sessionHeaders(userId) });
    expect(res.status).toBe(400);
  });
});
