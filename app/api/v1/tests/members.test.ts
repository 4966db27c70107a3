import { beforeAll, expect, it } from "vitest";
import * as brandsRoute from "@/app/api/v1/brands/route";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { createTestUser, describeDb, uniqueEmail } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { browserOf, joinThroughInvitation, membershipOf, sharedWorkspaceOf, team, type Headers } from "@/lib/testing/team-calls";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { personalWorkspaceId } from "@/lib/testing/test-caller";

// Members and roles through the API (docs/teams.md): who may change whom, the owner a workspace
// always keeps, and a removal or a lowered role counting on the member's very next request,
// for their open session and their keys alike.

type Person = { id: string; email: string; headers: Headers };

async function person(): Promise<Person> {
  const user = await createTestUser({ email: uniqueEmail("member"), plan: "business" });
  return { id: user.id, email: user.email, headers: await browserOf(user.id) };
}

/** A key of `userId` made in `workspaceId` (as POST /api-keys would from a session acting there). */
async function keyIn(userId: string, workspaceId: string) {
  const key = await createTestApiKey(userId, { scopes: ["admin"] });
  await dbPool().query("UPDATE api_keys SET workspace_id = $1 WHERE id = $2", [workspaceId, key.id]);
  return key;
}

const createBrand = (headers: Headers, name = "N") => callRoute(brandsRoute.POST, "POST", "/api/v1/brands", { headers, body: { name, website: "https://n.example" } });
const listBrands = (headers: Headers) => callRoute(brandsRoute.GET, "GET", "/api/v1/brands", { headers });

describeDb("members and roles", () => {
  let owner: Person;
  let workspace: string;

  beforeAll(async () => {
    owner = await person();
    workspace = await sharedWorkspaceOf(owner.headers);
  });

  it("lists the caller's workspaces with their role, and the members with theirs", async () => {
    const editor = await person();
    await joinThroughInvitation(owner.headers, workspace, editor, "editor");
    const workspaces = await team.listWorkspaces(editor.headers);
    expect(workspaces.status).toBe(200);
    expect(workspaces.body.data.workspaces).toEqual([
      expect.objectContaining({ id: await personalWorkspaceId(editor.id), personal: true, role: "owner", current: false }),
      expect.objectContaining({ id: workspace, personal: false, role: "editor", current: true }),
    ]);
    const members = await team.members(editor.headers, workspace);
    expect(members.status).toBe(200);
    expect(members.body.data.members[0]).toMatchObject({ user_id: owner.id, email: owner.email, role: "owner", brand_ids: null });
    expect(members.body.data.members).toContainEqual(expect.objectContaining({ user_id: editor.id, role: "editor" }));
  });

  it("admins change roles and brands but never an owner's, nor make one; editors change nothing", async () => {
    const admin = await person();
    const editor = await person();
    await joinThroughInvitation(owner.headers, workspace, admin, "admin");
    await joinThroughInvitation(owner.headers, workspace, editor, "editor");
    const lowered = await team.updateMember(admin.headers, workspace, editor.id, { role: "viewer" });
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    expect(lowered.body.data.member).toMatchObject({ user_id: editor.id, role: "viewer" });

    const makeOwner = await team.updateMember(admin.headers, workspace, editor.id, { role: "owner" });
    expect(makeOwner.status).toBe(403);
    expect(makeOwner.body.error.message).toContain("only an owner may");
    const touchOwner = await team.updateMember(admin.headers, workspace, owner.id, { role: "admin" });
    expect(touchOwner.status).toBe(403);
    expect((await team.removeMember(admin.headers, workspace, owner.id)).status).toBe(403);
    expect(await membershipOf(workspace, owner.id)).toMatchObject({ role: "owner" });

    const byViewer = await team.updateMember(editor.headers, workspace, admin.id, { role: "viewer" });
    expect(byViewer.status).toBe(403);
    expect(byViewer.body.error.code).toBe("insufficient_scope");
    expect(await membershipOf(workspace, admin.id)).toMatchObject({ role: "admin" });
  });

  it("only an owner renames the workspace", async () => {
    const admin = await person();
    await joinThroughInvitation(owner.headers, workspace, admin, "admin");
    const refused = await team.rename(admin.headers, workspace, { name: "Mine now" });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe("Your role in this workspace (admin) does not allow this; only an owner may.");
    const renamed = await team.rename(owner.headers, workspace, { name: "  Agency & Co  " });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.workspace).toMatchObject({ id: workspace, name: "Agency & Co", role: "owner", current: true });
  });

  it("ownership is transferred by making another member owner, then lowering oneself; the last owner stays", async () => {
    const first = await person();
    const shared = await sharedWorkspaceOf(first.headers, "Transfer");
    const next = await person();
    await joinThroughInvitation(first.headers, shared, next, "admin");

    // Alone as owner: cannot lower, remove or take oneself out.
    const lowerSelf = await team.updateMember(first.headers, shared, first.id, { role: "admin" });
    expect(lowerSelf.status).toBe(409);
    expect(lowerSelf.body.error.code).toBe("last_owner");
    expect((await team.removeMember(first.headers, shared, first.id)).body.error.code).toBe("last_owner");
    expect((await team.leave(first.headers, shared)).body.error.code).toBe("last_owner");
    expect(await membershipOf(shared, first.id)).toMatchObject({ role: "owner" });

    expect((await team.updateMember(first.headers, shared, next.id, { role: "owner" })).status).toBe(200);
    expect((await team.updateMember(first.headers, shared, first.id, { role: "admin" })).status).toBe(200);
    expect(await membershipOf(shared, next.id)).toMatchObject({ role: "owner" });
    expect(await membershipOf(shared, first.id)).toMatchObject({ role: "admin" });
    // The new owner is now the last one; the former owner, an admin, cannot touch them.
    expect((await team.removeMember(first.headers, shared, next.id)).status).toBe(403);
    expect((await team.leave(next.headers, shared)).body.error.code).toBe("last_owner");
    // The former owner may leave.
    expect((await team.leave(first.headers, shared)).status).toBe(200);
    expect(await membershipOf(shared, first.id)).toBeNull();
  });

  it("two owners lowering each other at once: one stands, the workspace keeps an owner", async () => {
    const a = await person();
    const shared = await sharedWorkspaceOf(a.headers, "Race");
    const b = await person();
    await joinThroughInvitation(a.headers, shared, b, "admin");
    await team.updateMember(a.headers, shared, b.id, { role: "owner" });
    const [one, two] = await Promise.all([team.updateMember(a.headers, shared, b.id, { role: "admin" }), team.updateMember(b.headers, shared, a.id, { role: "admin" })]);
    // The second sees the first: as the one lowered already (403: an admin changes no owner), or as the last owner left (409).
    const [won, lost] = [one, two].sort((x, y) => x.status - y.status);
    expect(won.status).toBe(200);
    expect([403, 409]).toContain(lost.status);
    const { rows } = await dbPool().query("SELECT count(*)::int AS n FROM workspace_members WHERE workspace_id = $1 AND role = 'owner'", [shared]);
    expect(rows[0].n).toBe(1);
  });

  it("a personal workspace keeps its user as owner", async () => {
    const me = await person();
    const mine = await personalWorkspaceId(me.id);
    const other = await person();
    await joinThroughInvitation(me.headers, mine, other, "admin");
    await team.updateMember(me.headers, mine, other.id, { role: "owner" });
    await team.choose(me.headers, null);
    const demote = await team.updateMember(other.headers, mine, me.id, { role: "viewer" });
    expect(demote.status).toBe(409);
    expect(demote.body.error.code).toBe("personal_workspace");
    expect((await team.removeMember(other.headers, mine, me.id)).body.error.code).toBe("personal_workspace");
    expect((await team.leave(me.headers, mine)).body.error.code).toBe("personal_workspace");
    expect(await membershipOf(mine, me.id)).toEqual({ role: "owner", brand_ids: [] });
  });

  it("a removed member: their key answers 401 and their session is back in their personal workspace, on the very next request", async () => {
    const member = await person();
    await joinThroughInvitation(owner.headers, workspace, member, "editor");
    const key = await keyIn(member.id, workspace);
    const made = await createBrand(member.headers, "Shared brand");
    expect(made.status).toBe(201);
    expect((await db().brand.findUniqueOrThrow({ where: { id: made.body.data.brand.id } })).workspaceId).toBe(workspace);
    expect((await listBrands(key.bearer)).status).toBe(200);

    const removed = await team.removeMember(owner.headers, workspace, member.id);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ removed: true, user_id: member.id });

    expect((await listBrands(key.bearer)).status).toBe(401);
    const session = await listBrands(member.headers);
    expect(session.status).toBe(200);
    expect(session.body.data.brands.map((b: { id: string }) => b.id)).not.toContain(made.body.data.brand.id);
    const listed = await team.listWorkspaces(member.headers);
    expect(listed.body.data.workspaces).toEqual([expect.objectContaining({ id: await personalWorkspaceId(member.id), current: true })]);
    // The key is revoked, so being invited again brings it back no more.
    expect((await db().apiKey.findUniqueOrThrow({ where: { id: key.id } })).revokedAt).not.toBeNull();
    await joinThroughInvitation(owner.headers, workspace, member, "editor");
    expect((await listBrands(key.bearer)).status).toBe(401);
  });

  it("a removal written straight to the table counts too: the admission statement reads the membership on every request", async () => {
    const member = await person();
    await joinThroughInvitation(owner.headers, workspace, member, "editor");
    const key = await keyIn(member.id, workspace);
    await dbPool().query("DELETE FROM workspace_members WHERE workspace_id = $1 AND user_id = $2", [workspace, member.id]);
    expect((await listBrands(key.bearer)).status).toBe(401);
    const made = await createBrand(member.headers, "Lands in personal");
    expect(made.status).toBe(201);
    expect((await db().brand.findUniqueOrThrow({ where: { id: made.body.data.brand.id } })).workspaceId).toBe(await personalWorkspaceId(member.id));
  });

  it("a lowered role counts on the very next request, for the session and the key", async () => {
    const member = await person();
    await joinThroughInvitation(owner.headers, workspace, member, "editor");
    const key = await keyIn(member.id, workspace);
    expect((await createBrand(member.headers)).status).toBe(201);
    expect((await createBrand(key.bearer)).status).toBe(201);

    expect((await team.updateMember(owner.headers, workspace, member.id, { role: "viewer" })).status).toBe(200);
    for (const headers of [member.headers, key.bearer]) {
      const refused = await createBrand(headers);
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toContain("(viewer)");
      expect((await listBrands(headers)).status).toBe(200);
    }
  });

  it("narrowed brands count on the next request", async () => {
    const member = await person();
    await joinThroughInvitation(owner.headers, workspace, member, "editor");
    const kept = await db().brand.create({ data: { userId: owner.id, workspaceId: workspace, name: "Kept", website: "https://k.example" } });
    const res = await team.updateMember(owner.headers, workspace, member.id, { brand_ids: [kept.id] });
    expect(res.status).toBe(200);
    expect(res.body.data.member.brand_ids).toEqual([kept.id]);
    expect((await listBrands(member.headers)).body.data.brands.map((b: { id: string }) => b.id)).toEqual([kept.id]);
    expect((await team.updateMember(owner.headers, workspace, member.id, { brand_ids: null })).body.data.member.brand_ids).toBeNull();
  });

  it("another workspace's member, or a workspace the request does not act in: 404, nothing changed", async () => {
    const other = await person();
    const otherWorkspace = await sharedWorkspaceOf(other.headers, "Other");
    expect((await team.updateMember(owner.headers, workspace, other.id, { role: "viewer" })).status).toBe(404);
    expect((await team.removeMember(owner.headers, workspace, other.id)).status).toBe(404);
    expect((await team.members(owner.headers, otherWorkspace)).status).toBe(404);
    expect((await team.rename(owner.headers, otherWorkspace, { name: "Taken" })).status).toBe(404);
    expect((await team.removeMember(owner.headers, otherWorkspace, other.id)).status).toBe(404);
    expect((await team.leave(owner.headers, otherWorkspace)).status).toBe(404);
    expect(await membershipOf(otherWorkspace, other.id)).toMatchObject({ role: "owner" });
    // A path id that is no UUID names nothing.
    expect((await team.members(owner.headers, "not-a-uuid")).status).toBe(404);
  });

  it("bad input is 400 naming the field, nothing changed", async () => {
    const member = await person();
    await joinThroughInvitation(owner.headers, workspace, member, "editor");
    const empty = await team.updateMember(owner.headers, workspace, member.id, {});
    expect(empty.status).toBe(400);
    const badRole = await team.updateMember(owner.headers, workspace, member.id, { role: "boss" });
    expect(badRole.status).toBe(400);
    expect(badRole.body.error.details).toEqual([expect.objectContaining({ field: "role" })]);
    const elsewhere = await db().brand.create({ data: { userId: owner.id, name: "Personal", website: "https://p.example" } });
    const foreign = await team.updateMember(owner.headers, workspace, member.id, { brand_ids: [elsewhere.id] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.details).toEqual([expect.objectContaining({ field: "brand_ids[0]" })]);
    expect((await team.rename(owner.headers, workspace, { name: "" })).status).toBe(400);
    expect((await team.createWorkspace(owner.headers, "   ")).status).toBe(400);
    expect(await membershipOf(workspace, member.id)).toEqual({ role: "editor", brand_ids: [] });
  });

  it("creating a workspace and leaving one need a web session", async () => {
    const key = await createTestApiKey(owner.id, { scopes: ["admin"] });
    const res = await team.createWorkspace(key.bearer, "By a key");
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("session_required");
    expect((await team.leave(key.bearer, workspace)).body.error.code).toBe("session_required");
  });
});
