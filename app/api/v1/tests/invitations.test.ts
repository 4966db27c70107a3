import { createHash } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { createTestUser, describeDb, uniqueEmail } from "@/lib/testing";
import { browserOf, membershipOf, sharedWorkspaceOf, team, tokenOf, type Headers } from "@/lib/testing/team-calls";
import { createTestApiKey } from "@/lib/testing/test-api-key";

// Invitations by e-mail link (docs/teams.md): the token is random and stored only as its SHA-256,
// shown once; it works once, for 7 days, for the invited address only, until revoked.

type Person = { id: string; email: string; headers: Headers };

async function person(): Promise<Person> {
  const user = await createTestUser({ email: uniqueEmail("member") });
  return { id: user.id, email: user.email, headers: await browserOf(user.id) };
}

describeDb("invitations", () => {
  let owner: Person;
  let workspace: string;

  beforeAll(async () => {
    owner = await person();
    workspace = await sharedWorkspaceOf(owner.headers);
  });

  const invite = async (email: string, role = "editor") => {
    const res = await team.invite(owner.headers, workspace, { email, role });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: string; accept_url: string; email: string; role: string; expires_at: string };
  };

  it("answers the link once; the row holds only the token's SHA-256; it expires in 7 days; the list never shows the link", async () => {
    const invitee = await person();
    const created = await invite(invitee.email.toUpperCase(), "contributor");
    expect(created.email).toBe(invitee.email);
    expect(created.accept_url).toMatch(/^http:\/\/localhost:3000\/invitations\/bcinv_[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(created.accept_url);
    const { rows } = await dbPool().query("SELECT *, row_to_json(i)::text AS whole FROM workspace_invitations i WHERE id = $1", [created.id]);
    expect(rows[0].token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(rows[0].whole).not.toContain(token);
    expect(rows[0].whole).not.toContain(token.slice(6));
    const lifetime = rows[0].expires_at.getTime() - rows[0].created_at.getTime();
    expect(lifetime).toBe(7 * 86_400_000);

    const listed = await team.invitations(owner.headers, workspace);
    expect(listed.status).toBe(200);
    const mine = listed.body.data.invitations.find((i: { id: string }) => i.id === created.id);
    expect(mine).toMatchObject({ email: invitee.email, role: "contributor", brand_ids: null, invited_by: owner.id });
    expect(JSON.stringify(listed.body)).not.toContain(token);
  });

  it("accepted by the invited address: a membership with the invited role, the session acting there; a second use is 410", async () => {
    const invitee = await person();
    const token = tokenOf((await invite(invitee.email, "contributor")).accept_url);
    const accepted = await team.accept(invitee.headers, token);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.workspace).toMatchObject({ id: workspace, role: "contributor", current: true, personal: false });
    expect(await membershipOf(workspace, invitee.id)).toEqual({ role: "contributor", brand_ids: [] });
    // The session acts there from the next request on.
    const listed = await team.listWorkspaces(invitee.headers);
    expect(listed.body.data.workspaces.find((w: { current: boolean }) => w.current).id).toBe(workspace);

    const again = await team.accept(invitee.headers, token);
    expect(again.status).toBe(410);
    expect(again.body.error).toMatchObject({ code: "invitation_unavailable", message: expect.stringContaining("already been used") });
    expect((await team.invitations(owner.headers, workspace)).body.data.invitations.map((i: { email: string }) => i.email)).not.toContain(invitee.email);
  });

  it("another address: 403, no membership, and the invitation still works for its own address", async () => {
    const invitee = await person();
    const stranger = await person();
    const token = tokenOf((await invite(invitee.email)).accept_url);
    const refused = await team.accept(stranger.headers, token);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("invitation_email_mismatch");
    expect(refused.body.error.message).toContain(stranger.email);
    expect(refused.body.error.message).not.toContain(invitee.email);
    expect(await membershipOf(workspace, stranger.id)).toBeNull();
    expect((await team.accept(invitee.headers, token)).status).toBe(200);
  });

  it("expired (expires_at in the past): 410 saying so, no membership", async () => {
    const invitee = await person();
    const created = await invite(invitee.email);
    await dbPool().query("UPDATE workspace_invitations SET expires_at = now() - interval '1 second' WHERE id = $1", [created.id]);
    const res = await team.accept(invitee.headers, tokenOf(created.accept_url));
    expect(res.status).toBe(410);
    expect(res.body.error).toMatchObject({ code: "invitation_unavailable", message: expect.stringContaining("expired") });
    expect(await membershipOf(workspace, invitee.id)).toBeNull();
    expect((await team.invitations(owner.headers, workspace)).body.data.invitations.map((i: { id: string }) => i.id)).not.toContain(created.id);
  });

  it("revoked: 410 saying so, no membership; revoking again is 404; inviting again replaces the pending link", async () => {
    const invitee = await person();
    const created = await invite(invitee.email);
    const revoked = await team.revoke(owner.headers, workspace, created.id);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toEqual({ revoked: true, invitation_id: created.id });
    const res = await team.accept(invitee.headers, tokenOf(created.accept_url));
    expect(res.status).toBe(410);
    expect(res.body.error.message).toContain("revoked");
    expect(await membershipOf(workspace, invitee.id)).toBeNull();
    expect((await team.revoke(owner.headers, workspace, created.id)).status).toBe(404);

    const first = await invite(invitee.email);
    const second = await invite(invitee.email, "viewer");
    expect((await team.accept(invitee.headers, tokenOf(first.accept_url))).status).toBe(410);
    expect((await team.accept(invitee.headers, tokenOf(second.accept_url))).status).toBe(200);
    expect(await membershipOf(workspace, invitee.id)).toMatchObject({ role: "viewer" });
  });

  it("an unknown token is 404; a token that is no text is 400", async () => {
    const invitee = await person();
    const res = await team.accept(invitee.headers, "bcinv_thisisnotatokenthisisnotatokenthisisnota");
    expect(res.status).toBe(404);
    const bad = await team.accept(invitee.headers, "");
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([expect.objectContaining({ field: "token" })]);
  });

  it("ten accepts of one link at once make exactly one membership", async () => {
    const invitee = await person();
    const token = tokenOf((await invite(invitee.email)).accept_url);
    // Ten browsers of the invitee (ten session rows), all at once.
    const browsers = await Promise.all(Array.from({ length: 10 }, () => browserOf(invitee.id)));
    const answers = await Promise.all(browsers.map((headers) => team.accept(headers, token)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(410)]);
    const { rows } = await dbPool().query("SELECT count(*)::int AS n FROM workspace_members WHERE workspace_id = $1 AND user_id = $2", [workspace, invitee.id]);
    expect(rows[0].n).toBe(1);
  });

  it("accepting needs a web session: a key gets 403 session_required", async () => {
    const invitee = await person();
    const token = tokenOf((await invite(invitee.email)).accept_url);
    const key = await createTestApiKey(invitee.id, { scopes: ["admin"] });
    const res = await team.accept(key.bearer, token);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("session_required");
    expect(await membershipOf(workspace, invitee.id)).toBeNull();
  });

  it("a member already: inviting is 409, and accepting a link is 409 with the link left unused", async () => {
    const res = await team.invite(owner.headers, workspace, { email: owner.email, role: "viewer" });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("already_member");

    const invitee = await person();
    const created = await invite(invitee.email);
    await dbPool().query("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'viewer')", [workspace, invitee.id]);
    const accepted = await team.accept(invitee.headers, tokenOf(created.accept_url));
    expect(accepted.status).toBe(409);
    expect(accepted.body.error.code).toBe("already_member");
    expect(await membershipOf(workspace, invitee.id)).toMatchObject({ role: "viewer" });
    expect((await db().workspaceInvitation.findUniqueOrThrow({ where: { id: created.id } })).acceptedAt).toBeNull();
  });

  it("bad input is 400 naming each field, nothing stored; an owner is never invited", async () => {
    const before = (await dbPool().query("SELECT count(*)::int AS n FROM workspace_invitations WHERE workspace_id = $1", [workspace])).rows[0].n;
    const res = await team.invite(owner.headers, workspace, { email: "not-an-address", role: "owner", brand_ids: [] });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_request");
    expect(res.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(["brand_ids", "email", "role"]);
    const unknownField = await team.invite(owner.headers, workspace, { email: uniqueEmail(), role: "viewer", scopes: ["admin"] });
    expect(unknownField.status).toBe(400);
    // A brand of another workspace (the owner's personal one) is no brand here.
    const elsewhere = await db().brand.create({ data: { userId: owner.id, name: "Elsewhere", website: "https://e.example" } });
    const foreignBrand = await team.invite(owner.headers, workspace, { email: uniqueEmail(), role: "viewer", brand_ids: [elsewhere.id] });
    expect(foreignBrand.status).toBe(400);
    expect(foreignBrand.body.error.details).toEqual([expect.objectContaining({ field: "brand_ids[0]" })]);
    const after = (await dbPool().query("SELECT count(*)::int AS n FROM workspace_invitations WHERE workspace_id = $1", [workspace])).rows[0].n;
    expect(after).toBe(before);
  });

  it("a member restricted to brands by the invitation reaches only those once joined", async () => {
    const brand = await db().brand.create({ data: { userId: owner.id, workspaceId: workspace, name: "Only this", website: "https://o.example" } });
    await db().brand.create({ data: { userId: owner.id, workspaceId: workspace, name: "Not this", website: "https://n.example" } });
    const invitee = await person();
    const res = await team.invite(owner.headers, workspace, { email: invitee.email, role: "editor", brand_ids: [brand.id] });
    expect(res.status).toBe(201);
    expect((await team.accept(invitee.headers, tokenOf(res.body.data.accept_url))).status).toBe(200);
    expect(await membershipOf(workspace, invitee.id)).toEqual({ role: "editor", brand_ids: [brand.id] });
  });

  it("another workspace's invitation by id, or a workspace the request does not act in: 404", async () => {
    const other = await person();
    const otherWorkspace = await sharedWorkspaceOf(other.headers, "Other");
    const theirs = (await team.invite(other.headers, otherWorkspace, { email: uniqueEmail(), role: "viewer" })).body.data;
    // Their invitation through our workspace's path, and their workspace's path itself.
    expect((await team.revoke(owner.headers, workspace, theirs.id)).status).toBe(404);
    expect((await team.revoke(owner.headers, otherWorkspace, theirs.id)).status).toBe(404);
    expect((await team.invitations(owner.headers, otherWorkspace)).status).toBe(404);
    expect((await team.invite(owner.headers, otherWorkspace, { email: uniqueEmail(), role: "viewer" })).status).toBe(404);
    expect((await db().workspaceInvitation.findUniqueOrThrow({ where: { id: theirs.id } })).revokedAt).toBeNull();
  });
});
