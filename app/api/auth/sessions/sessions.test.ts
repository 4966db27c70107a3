import { expect, it } from "vitest";
import { DELETE } from "@/app/api/auth/sessions/route";
import * as brandsRoute from "@/app/api/v1/brands/route";
import { createTestUser, describeDb, sessionCookieFor, TEST_BASE_URL } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";

const brands = (headers: Record<string, string>) => callRoute(brandsRoute.GET, "GET", "/api/v1/brands", { headers });

describeDb("DELETE /api/auth/sessions (sign out everywhere)", () => {
  it("ends every session of the user, this one included, and no one else's; API keys keep working", async () => {
    const user = await createTestUser();
    const stranger = await createTestUser();
    const cookies = [await sessionCookieFor(user.id), await sessionCookieFor(user.id), await sessionCookieFor(user.id)];
    const strangers = await sessionCookieFor(stranger.id);
    const key = await createTestApiKey(user.id, { scopes: ["read"] });

    const res = await callRoute(DELETE, "DELETE", "/api/auth/sessions", { headers: { cookie: cookies[0], origin: TEST_BASE_URL } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ended_sessions: 3 });
    for (const cookie of cookies) expect((await brands({ cookie })).status).toBe(401);
    expect((await brands({ cookie: strangers })).status).toBe(200);
    expect((await brands(key.bearer)).status).toBe(200);
    // The ended session cannot do it again.
    expect((await callRoute(DELETE, "DELETE", "/api/auth/sessions", { headers: { cookie: cookies[1], origin: TEST_BASE_URL } })).status).toBe(401);
  });

  it("refuses another origin (403) and an API key (403), ending nothing", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    expect((await callRoute(DELETE, "DELETE", "/api/auth/sessions", { headers: { cookie, origin: "https://evil.example" } })).status).toBe(403);
    const key = await createTestApiKey(user.id, { scopes: ["admin"] });
    expect((await callRoute(DELETE, "DELETE", "/api/auth/sessions", { headers: key.bearer })).status).toBe(403);
    expect((await brands({ cookie })).status).toBe(200);
  });
});
