import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { beforeAll, expect, it } from "vitest";
import * as mcpRoute from "@/app/api/mcp/route";
import { TEAM_TOOLS } from "@/app/api/mcp/team-tools";
import * as invitationsRoute from "@/app/api/v1/workspaces/[id]/invitations/route";
import { dbPool } from "@/lib/db/pool";
import { describeDb, uniqueEmail } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { createTestTeam, type TeamMember } from "@/lib/testing/test-team";

// Members and invitations as MCP tools (app/api/mcp/team-tools.ts): the /api/v1/workspaces
// routes themselves, so an agent's key acts with its creator's role now ∩ its scopes, gets the
// API's errors, reaches only its own workspace, and its writes are in the audit trail.

type ToolResult = { isError?: boolean; content: Array<{ type: string; text?: string }>; structuredContent?: any };
const textOf = (result: ToolResult) => result.content.map((item) => item.text ?? "").join("");

async function connect(key: string) {
  const client = new Client({ name: "vitest-agent", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL("http://localhost:3000/api/mcp"), {
    requestInit: { headers: { authorization: `Bearer ${key}`, "x-forwarded-for": "192.0.2.77" } },
    fetch: (url, init) => mcpRoute.POST(new Request(url, init)),
  });
  await client.connect(transport);
  const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as ToolResult;
  return { client, call };
}

const TEAM_WRITES = ["create_invitation", "revoke_invitation", "update_member", "remove_member"];

describeDb("members and invitations through MCP", () => {
  let workspaceId: string;
  let members: Record<"owner" | "editor" | "viewer", TeamMember>;
  let ownerKey: { key: string; id: string };
  let editorKey: { key: string; id: string; bearer: { authorization: string } };

  beforeAll(async () => {
    ({ workspaceId, members } = await createTestTeam({ owner: "owner", editor: "editor", viewer: "viewer" }));
    ownerKey = await createTestApiKey(members.owner.userId, { scopes: ["admin"], workspaceId });
    // An admin-scoped key of an editor: its scopes allow more than its creator's role does.
    editorKey = await createTestApiKey(members.editor.userId, { scopes: ["admin"], workspaceId });
  });

  it("an owner's key finds its workspace, invites, lists and revokes; each write recorded as the key's, via MCP", async () => {
    const { client, call } = await connect(ownerKey.key);
    const listed = (await client.listTools()).tools.map((tool) => tool.name);
    for (const tool of TEAM_TOOLS) expect(listed).toContain(tool.name);

    const workspaces = await call("list_workspaces", {});
    expect(workspaces.structuredContent.workspaces.find((w: { current: boolean }) => w.current).id).toBe(workspaceId);

    const email = uniqueEmail("invitee");
    const invited = await call("create_invitation", { id: workspaceId, email, role: "contributor" });
    expect(invited.isError, textOf(invited)).toBeFalsy();
    expect(invited.structuredContent).toMatchObject({ email, role: "contributor", brand_ids: null, invited_by: members.owner.userId });
    expect(invited.structuredContent.accept_url).toMatch(/\/invitations\/bcinv_/);
    const invitationId = invited.structuredContent.id as string;

    const pending = await call("list_invitations", { id: workspaceId });
    expect(pending.structuredContent.invitations.map((i: { id: string }) => i.id)).toContain(invitationId);
    expect(JSON.stringify(pending.structuredContent)).not.toContain("bcinv_");

    const revoked = await call("revoke_invitation", { id: workspaceId, invitation_id: invitationId });
    expect(revoked.structuredContent).toEqual({ revoked: true, invitation_id: invitationId });
    expect((await call("list_invitations", { id: workspaceId })).structuredContent.invitations.map((i: { id: string }) => i.id)).not.toContain(invitationId);
    expect(textOf(await call("revoke_invitation", { id: workspaceId, invitation_id: invitationId }))).toMatch(/^not_found: Invitation not found/);
    await client.close();

    const { rows } = await dbPool().query(
      "SELECT action, resource_type, resource_id, actor_user_id, actor_key_id, auth_method, via_mcp, client_address FROM audit_events WHERE workspace_id = $1 AND action LIKE 'invitation.%' ORDER BY occurred_at, id",
      [workspaceId],
    );
    const byKey = { actor_user_id: members.owner.userId, actor_key_id: ownerKey.id, auth_method: "api_key", via_mcp: true, client_address: "192.0.2.77" };
    expect(rows).toEqual([
      { action: "invitation.create", resource_type: "invitation", resource_id: invitationId, ...byKey },
      { action: "invitation.revoke", resource_type: "invitation", resource_id: invitationId, ...byKey },
    ]);
  });

  it("an owner's key lists members, changes a role and brands, and removes a member", async () => {
    const { client, call } = await connect(ownerKey.key);
    const listed = await call("list_members", { id: workspaceId });
    expect(listed.structuredContent.members.map((m: { user_id: string }) => m.user_id).sort()).toEqual(Object.values(members).map((m) => m.userId).sort());

    const updated = await call("update_member", { id: workspaceId, user_id: members.viewer.userId, role: "contributor" });
    expect(updated.isError, textOf(updated)).toBeFalsy();
    expect(updated.structuredContent.member).toMatchObject({ user_id: members.viewer.userId, role: "contributor", brand_ids: null });
    const empty = await call("update_member", { id: workspaceId, user_id: members.viewer.userId });
    expect(textOf(empty)).toMatch(/^invalid_request: /);

    const removed = await call("remove_member", { id: workspaceId, user_id: members.viewer.userId });
    expect(removed.structuredContent).toEqual({ removed: true, user_id: members.viewer.userId });
    const after = await call("list_members", { id: workspaceId });
    expect(after.structuredContent.members.map((m: { user_id: string }) => m.user_id)).not.toContain(members.viewer.userId);
    await client.close();

    // The member is the resource (the workspace is the event's own).
    const { rows } = await dbPool().query("SELECT action, resource_type, resource_id, actor_key_id, via_mcp FROM audit_events WHERE workspace_id = $1 AND action LIKE 'member.%' ORDER BY occurred_at, id", [workspaceId]);
    const member = { resource_type: "member", resource_id: members.viewer.userId, actor_key_id: ownerKey.id, via_mcp: true };
    expect(rows).toEqual([
      { action: "member.update", ...member },
      { action: "member.remove", ...member },
    ]);
  });

  it("an editor's key, even with the admin scope, is refused with the API's own error; it may still list members", async () => {
    const { client, call } = await connect(editorKey.key);
    const listed = (await client.listTools()).tools.map((tool) => tool.name);
    expect(listed).toContain("list_members");
    for (const name of [...TEAM_WRITES, "list_invitations"]) expect(listed).not.toContain(name);

    const body = { email: uniqueEmail("refused"), role: "viewer" };
    const viaApi = await callRoute(invitationsRoute.POST, "POST", `/api/v1/workspaces/${workspaceId}/invitations`, { headers: editorKey.bearer, params: { id: workspaceId }, body });
    expect(viaApi.status).toBe(403);
    expect(viaApi.body.error.code).toBe("insufficient_scope");
    const viaMcp = await call("create_invitation", { id: workspaceId, ...body });
    expect(viaMcp.isError).toBe(true);
    expect(textOf(viaMcp)).toBe(`insufficient_scope: ${viaApi.body.error.message}`);
    expect(textOf(viaMcp)).toContain("(editor)");
    for (const [name, args] of [
      ["list_invitations", { id: workspaceId }],
      ["remove_member", { id: workspaceId, user_id: members.owner.userId }],
      ["update_member", { id: workspaceId, user_id: members.owner.userId, role: "viewer" }],
    ] as const) {
      expect(textOf(await call(name, args))).toMatch(/^insufficient_scope: .*\(editor\)/);
    }
    expect((await call("list_members", { id: workspaceId })).isError).toBeFalsy();
    await client.close();

    const { rows } = await dbPool().query("SELECT count(*)::int AS n FROM audit_events WHERE actor_key_id = $1", [editorKey.id]);
    expect(rows[0].n).toBe(0);
    const { rows: invitations } = await dbPool().query("SELECT 1 FROM workspace_invitations WHERE email = $1", [body.email]);
    expect(invitations).toHaveLength(0);
  });

  it("another workspace's invitation, member or workspace id is not_found, and nothing changes", async () => {
    const other = await createTestTeam({ owner: "owner", editor: "editor" });
    const otherKey = await createTestApiKey(other.members.owner.userId, { scopes: ["admin"], workspaceId: other.workspaceId });
    const theirs = await connect(otherKey.key);
    const invited = await theirs.call("create_invitation", { id: other.workspaceId, email: uniqueEmail("theirs"), role: "viewer" });
    const theirInvitation = invited.structuredContent.id as string;
    await theirs.client.close();

    const { client, call } = await connect(ownerKey.key);
    expect(textOf(await call("revoke_invitation", { id: workspaceId, invitation_id: theirInvitation }))).toMatch(/^not_found: /);
    expect(textOf(await call("revoke_invitation", { id: other.workspaceId, invitation_id: theirInvitation }))).toMatch(/^not_found: /);
    expect(textOf(await call("list_invitations", { id: other.workspaceId }))).toMatch(/^not_found: /);
    expect(textOf(await call("list_members", { id: other.workspaceId }))).toMatch(/^not_found: /);
    expect(textOf(await call("remove_member", { id: workspaceId, user_id: other.members.editor.userId }))).toMatch(/^not_found: /);
    expect(textOf(await call("update_member", { id: other.workspaceId, user_id: other.members.editor.userId, role: "viewer" }))).toMatch(/^not_found: /);
    await client.close();

    const { rows } = await dbPool().query("SELECT revoked_at FROM workspace_invitations WHERE id = $1", [theirInvitation]);
    expect(rows[0].revoked_at).toBeNull();
    const { rows: roles } = await dbPool().query("SELECT role FROM workspace_members WHERE workspace_id = $1 AND user_id = $2", [other.workspaceId, other.members.editor.userId]);
    expect(roles[0].role).toBe("editor");
  });
});
