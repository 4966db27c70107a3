import type { JWT } from "next-auth/jwt";
import { expect, it } from "vitest";
import { authOptions } from "@/lib/users/next-auth-options";
import { liveSessionUserId } from "@/lib/testing/session-cookie";
import { createSession } from "@/lib/auth/sessions/create-session";
import { endAllSessions, endSession } from "@/lib/auth/sessions/end-sessions";
import { countLiveSessions, liveSessionUser } from "@/lib/auth/sessions/live-session";
import { sessionClaims } from "@/lib/auth/sessions/session-claims";
import { dbPool } from "@/lib/db/pool";
import { createTestUser, describeDb, makeRequest, sessionCookieFor } from "@/lib/testing";
import { personalWorkspaceId } from "@/lib/testing/test-caller";

const requestWith = (cookie: string) => makeRequest("GET", "/api/v1/brands", { headers: { cookie } });

// The callbacks NextAuth runs: jwt on sign-in (with `user`) and on every session read, signOut on sign-out.
const jwt = (params: { token: JWT; user?: { id: string } }) =>
  (authOptions.callbacks!.jwt as (p: unknown) => Promise<JWT>)(params);
const signOutEvent = (token: JWT) => (authOptions.events!.signOut as (p: unknown) => Promise<void>)({ token });

describeDb("server-side sessions", () => {
  it("sign-in records a session whose id the JWT carries; later reads accept it", async () => {
    const user = await createTestUser();
    const token = await jwt({ token: { sub: user.id }, user: { id: user.id } });
    expect(token.sid).toMatch(/^[0-9a-f-]{36}$/);
    const { rows } = await dbPool().query("SELECT user_id, expires_at - created_at AS lifetime FROM user_sessions WHERE id = $1", [token.sid]);
    expect(rows[0].user_id).toBe(user.id);
    expect(rows[0].lifetime.days).toBe(30);
    expect(await jwt({ token })).toEqual(token);
  });

  it("signing out ends that session only: its copied cookie stops working, the other device stays in", async () => {
    const user = await createTestUser();
    const laptop = await sessionCookieFor(user.id);
    const phone = await sessionCookieFor(user.id);
    const laptopClaims = (await sessionClaims(requestWith(laptop)))!;
    expect(await liveSessionUserId(requestWith(laptop))).toBe(user.id);

    await signOutEvent({ sub: user.id, sid: laptopClaims.sessionId });
    expect(await liveSessionUserId(requestWith(laptop))).toBeNull();
    expect(await liveSessionUser(laptopClaims)).toBeNull();
    await expect(jwt({ token: { sub: user.id, sid: laptopClaims.sessionId } })).rejects.toThrow("ended");
    expect(await liveSessionUserId(requestWith(phone))).toBe(user.id);
    expect(await countLiveSessions(user.id)).toBe(1);
  });

  it("a cookie without a session id (issued before sessions were kept) or for another user is refused", async () => {
    const user = await createTestUser();
    const other = await createTestUser();
    const sid = await createSession(other.id);
    await expect(jwt({ token: { sub: user.id } })).rejects.toThrow();
    expect(await liveSessionUserId(requestWith(await sessionCookieFor(user.id, { sessionId: sid })))).toBeNull();
    expect(await liveSessionUser({ userId: user.id, sessionId: sid })).toBeNull();
    expect(await liveSessionUser({ userId: other.id, sessionId: sid })).toEqual({
      id: other.id,
      email: other.email,
      name: other.name,
      plan: "free",
      workspaceId: await personalWorkspaceId(other.id),
      role: "owner",
      memberBrandIds: [],
    });
  });

  it("an expired session row no longer signs in, and the next sign-in prunes it", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const claims = (await sessionClaims(requestWith(cookie)))!;
    await dbPool().query("UPDATE user_sessions SET expires_at = now() - interval '1 second' WHERE id = $1", [claims.sessionId]);
    expect(await liveSessionUserId(requestWith(cookie))).toBeNull();
    await createSession(user.id);
    expect((await dbPool().query("SELECT 1 FROM user_sessions WHERE id = $1", [claims.sessionId])).rowCount).toBe(0);
  });

  it("ending all sessions can keep one; deleting the user ends them all", async () => {
    const user = await createTestUser();
    const ids = [await createSession(user.id), await createSession(user.id), await createSession(user.id)];
    expect(await endAllSessions(user.id, { keep: ids[0] })).toBe(2);
    expect(await countLiveSessions(user.id)).toBe(1);
    await endSession({ userId: user.id, sessionId: ids[0] });
    expect(await countLiveSessions(user.id)).toBe(0);
    await createSession(user.id);
    await dbPool().query("DELETE FROM users WHERE id = $1", [user.id]);
    expect((await dbPool().query("SELECT 1 FROM user_sessions WHERE user_id = $1", [user.id])).rowCount).toBe(0);
  });
});
