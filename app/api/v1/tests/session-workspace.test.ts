import { expect, it } from "vitest";
import * as brandsRoute from "@/app/api/v1/brands/route";
import * as chooseRoute from "@/app/api/v1/session/workspace/route";
import { liveSessionUser } from "@/lib/auth/sessions/live-session";
import { sessionClaims } from "@/lib/auth/sessions/session-claims";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { createTestUser, describeDb, makeRequest, uniqueEmail } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { browserOf, joinThroughInvitation, sharedWorkspaceOf, team, type Headers } from "@/lib/testing/team-calls";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { personalWorkspaceId } from "@/lib/testing/test-caller";

// The switcher: a session acts in the workspace it has chosen (user_sessions.workspace_id), read
// by the admission statement with the session's row; removed from it, the session is back in its
// user's personal workspace on the next request (docs/teams.md).

async function person() {
  const user = await createTestUser({ email: uniqueEmail("switcher"), plan: "business" });
  return { id: user.id, email: user.email, headers: await browserOf(user.id) };
}

const createBrand = (headers: Headers, name: string) => callRoute(brandsRoute.POST, "POST", "/api/v1/brands", { headers, body: { name, website: "https://s.example" } });
const brandWorkspace = async (id: string) => (await db().brand.findUniqueOrThrow({ where: { id } })).workspaceId;
const chosenColumn = async (headers: Headers) => {
  const claims = await sessionClaims(makeRequest("GET", "/", { headers }));
  return (await dbPool().query("SELECT workspace_id FROM user_sessions WHERE id = $1", [claims!.sessionId])).rows[0].workspace_id as string | null;
};

describeDb("the session's chosen workspace", () => {
  it("a brand created through the session lands in the chosen workspace; switching back puts the next one in the personal workspace", async () => {
    const me = await person();
    const personal = await personalWorkspaceId(me.id);
    const shared = await sharedWorkspaceOf(me.headers, "Switch");
    expect(await chosenColumn(me.headers)).toBe(shared);

    const there = await createBrand(me.headers, "In shared");
    expect(there.status).toBe(201);
    expect(await brandWorkspace(there.body.data.brand.id)).toBe(shared);

    const back = await team.choose(me.headers, null);
    expect(back.status).toBe(200);
    expect(back.body.data.workspace).toMatchObject({ id: personal, personal: true, current: true, role: "owner" });
    expect(await chosenColumn(me.headers)).toBeNull();
    const home = await createBrand(me.headers, "In personal");
    expect(await brandWorkspace(home.body.data.brand.id)).toBe(personal);

    // The personal workspace by its id is the same as null.
    await team.choose(me.headers, shared);
    expect((await team.choose(me.headers, personal)).status).toBe(200);
    expect(await chosenColumn(me.headers)).toBeNull();
  });

  it("the choice is the session's own: another browser of the same user stays where it is", async () => {
    const me = await person();
    const other = await browserOf(me.id);
    const shared = await sharedWorkspaceOf(me.headers, "Mine only");
    const listed = await team.listWorkspaces(other);
    expect(listed.body.data.workspaces.find((w: { id: string }) => w.id === shared).current).toBe(false);
    const made = await createBrand(other, "Other browser");
    expect(await brandWorkspace(made.body.data.brand.id)).toBe(await personalWorkspaceId(me.id));
  });

  it("the dashboard's session user carries the chosen workspace and the role there", async () => {
    const owner = await person();
    const shared = await sharedWorkspaceOf(owner.headers, "Dashboard");
    const me = await person();
    await joinThroughInvitation(owner.headers, shared, me, "contributor");
    const claims = await sessionClaims(makeRequest("GET", "/", { headers: me.headers }));
    expect(await liveSessionUser(claims!)).toMatchObject({ id: me.id, workspaceId: shared, role: "contributor", memberBrandIds: [] });
    await dbPool().query("DELETE FROM workspace_members WHERE workspace_id = $1 AND user_id = $2", [shared, me.id]);
    expect(await liveSessionUser(claims!)).toMatchObject({ workspaceId: await personalWorkspaceId(me.id), role: "owner" });
  });

  it("a workspace the user is not a member of is 404 and changes nothing; a key may not choose", async () => {
    const me = await person();
    const stranger = await person();
    const theirs = await sharedWorkspaceOf(stranger.headers, "Not yours");
    const res = await team.choose(me.headers, theirs);
    expect(res.status).toBe(404);
    expect(await chosenColumn(me.headers)).toBeNull();
    const unknown = await team.choose(me.headers, "00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    const bad = await callRoute(chooseRoute.POST, "POST", "/api/v1/session/workspace", { headers: me.headers, body: { workspace_id: "nope" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([expect.objectContaining({ field: "workspace_id" })]);
    const key = await createTestApiKey(me.id, { scopes: ["admin"] });
    const byKey = await team.choose(key.bearer, null);
    expect(byKey.status).toBe(403);
    expect(byKey.body.error.code).toBe("session_required");
  });

  it("a deleted workspace leaves its sessions in their personal workspace", async () => {
    const me = await person();
    const shared = await sharedWorkspaceOf(me.headers, "Short-lived");
    await dbPool().query("DELETE FROM workspaces WHERE id = $1", [shared]);
    expect(await chosenColumn(me.headers)).toBeNull();
    const made = await createBrand(me.headers, "After");
    expect(made.status).toBe(201);
    expect(await brandWorkspace(made.body.data.brand.id)).toBe(await personalWorkspaceId(me.id));
  });
});
