import { expect, it } from "vitest";
import { POST } from "@/app/api/auth/password/route";
import * as brandsRoute from "@/app/api/v1/brands/route";
import { liveSessionUserId } from "@/lib/testing/session-cookie";
import { authenticateUser } from "@/lib/users/authenticate-user";
import { createTestUser, describeDb, makeRequest, sessionCookieFor, sessionHeaders, TEST_BASE_URL } from "@/lib/testing";
import { throttleSubjects } from "@/lib/auth/sign-in-throttle";
import { dbPool } from "@/lib/db/pool";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";

const NEW_PASSWORD = "a-brand-new-passphrase";
let address = 0;

function change(cookie: string, body: unknown) {
  const headers = { cookie, origin: TEST_BASE_URL, "x-forwarded-for": `198.20.0.${++address}` };
  return callRoute(POST, "POST", "/api/auth/password", { body, headers });
}

const stillSignedIn = async (cookie: string) => (await liveSessionUserId(makeRequest("GET", "/x", { headers: { cookie } }))) !== null;

describeDb("POST /api/auth/password", () => {
  it("200: changes the password, keeps this session and ends every other one", async () => {
    const user = await createTestUser();
    const here = await sessionCookieFor(user.id);
    const others = [await sessionCookieFor(user.id), await sessionCookieFor(user.id)];
    const res = await change(here, { current_password: user.password, new_password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ended_sessions: 2 });
    expect(await stillSignedIn(here)).toBe(true);
    for (const cookie of others) expect(await stillSignedIn(cookie)).toBe(false);
    expect(await authenticateUser(user.email, user.password)).toBeNull();
    expect((await authenticateUser(user.email, NEW_PASSWORD))?.id).toBe(user.id);
    const other = await callRoute(brandsRoute.GET, "GET", "/api/v1/brands", { headers: { cookie: others[0] } });
    expect(other.status).toBe(401);
  });

  it.each([
    [{ current_password: "wrong-password-here", new_password: NEW_PASSWORD }, /current_password: is not your current password/],
    [{ current_password: "CURRENT", new_password: "password1234" }, /new_password: is one of the most common passwords/],
    [{ current_password: "CURRENT", new_password: "EMAIL" }, /new_password: must not be your email address/],
    [{ current_password: "CURRENT", new_password: "zzzzzzzzzzzz" }, /new_password: must not be one character repeated/],
    [{ current_password: "CURRENT", new_password: "CURRENT" }, /new_password: must differ from your current password/],
    [{ current_password: "CURRENT", new_password: "short" }, /new_password: must be at least 10 characters/],
    [{ current_password: "CURRENT" }, /new_password: is required/],
    [{ current_password: "CURRENT", new_password: NEW_PASSWORD, extra: 1 }, /unknown field "extra"/],
  ])("400 for %j, saying why; nothing changes", async (template, why) => {
    const user = await createTestUser();
    const here = await sessionCookieFor(user.id);
    const other = await sessionCookieFor(user.id);
    const body = JSON.parse(JSON.stringify(template).replaceAll("CURRENT", user.password).replaceAll("EMAIL", user.email));
    const res = await change(here, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_request");
    expect(res.body.error.message).toMatch(why);
    expect(await stillSignedIn(other)).toBe(true);
    expect((await authenticateUser(user.email, user.password))?.id).toBe(user.id);
  });

  it("wrong current passwords are throttled like sign-in: 429 with Retry-After", async () => {
    const user = await createTestUser();
    const here = await sessionCookieFor(user.id);
    for (let i = 0; i < 5; i++) expect((await change(here, { current_password: `guess-${i}-abcdef`, new_password: NEW_PASSWORD })).status).toBe(400);
    // The one-second pause starts at the last failure; checking a password can take that long on
    // a loaded machine, so the pause is made to start now rather than trusting the clock.
    await dbPool().query("UPDATE sign_in_throttles SET last_failed_at = now() WHERE subject = $1", [throttleSubjects(user.email, null)[0].key]);
    const res = await change(here, { current_password: user.password, new_password: NEW_PASSWORD });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe("rate_limited");
    expect(res.body.error.message).toBe("Too many wrong passwords for this account. Try again in 1 second.");
    expect(res.headers.get("retry-after")).toBe("1");
    expect((await authenticateUser(user.email, user.password))?.id).toBe(user.id);
  });

  it("401 without a live session; 403 for an API key; 403 from another origin", async () => {
    const user = await createTestUser();
    const body = { current_password: user.password, new_password: NEW_PASSWORD };
    expect((await callRoute(POST, "POST", "/api/auth/password", { body })).status).toBe(401);
    const key = await createTestApiKey(user.id, { scopes: ["admin"] });
    const byKey = await callRoute(POST, "POST", "/api/auth/password", { body, headers: key.bearer });
    expect(byKey.status).toBe(403);
    expect(byKey.body.error.code).toBe("session_required");
    const foreign = await callRoute(POST, "POST", "/api/auth/password", { body, headers: await sessionHeaders(user.id, { origin: "https://evil.example" }) });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe("forbidden_origin");
    expect((await authenticateUser(user.email, user.password))?.id).toBe(user.id);
  });
});
