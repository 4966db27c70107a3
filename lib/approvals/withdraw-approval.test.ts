import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { beforeAll, expect, it } from "vitest";
import * as mcpRoute from "@/app/api/mcp/route";
import * as reviewRoute from "@/app/api/review/[token]/route";
import * as approvalRoute from "@/app/api/v1/posts/[id]/approval/route";
import * as decisionRoute from "@/app/api/v1/posts/[id]/approval/decision/route";
import * as withdrawRoute from "@/app/api/v1/posts/[id]/approval/withdraw/route";
import * as linksRoute from "@/app/api/v1/posts/[id]/review-links/route";
import * as postRoute from "@/app/api/v1/posts/[id]/route";
import * as scheduleRoute from "@/app/api/v1/posts/schedule/route";
import type { Role } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { createTestUser, describeDb, sessionHeaders } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";

// Withdrawing an approval request (docs/teams.md, "Approvals"), through the real routes: whoever
// asked, or an approver, takes a pending request back; the post is a draft again, the approvers'
// notices need nothing more, and what is not pending, not theirs or not in the workspace is refused.

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describeDb("withdrawing an approval request", () => {
  let workspaceId: string;
  let brandId: string;
  const users = {} as Record<Role, string>;
  /** Each member's session, acting in the shared workspace. */
  const sessions = {} as Record<Role, Record<string, string>>;

  beforeAll(async () => {
    workspaceId = (await dbPool().query<{ id: string }>("INSERT INTO workspaces (name) VALUES ('Withdraw Agency') RETURNING id")).rows[0].id;
    for (const role of ["owner", "admin", "editor", "contributor", "viewer"] as const) {
      users[role] = (await createTestUser({ plan: "business", name: `${role[0].toUpperCase()}${role.slice(1)} Member` })).id;
      await dbPool().query("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, $3)", [workspaceId, users[role], role]);
      sessions[role] = await sessionHeaders(users[role], { "x-forwarded-for": "203.0.113.40", "user-agent": "withdraw-test" });
      await dbPool().query("UPDATE user_sessions SET workspace_id = $1 WHERE user_id = $2", [workspaceId, users[role]]);
    }
    brandId = (await db().brand.create({ data: { userId: users.owner, workspaceId, name: "Crunch", website: "https://crunch.example" } })).id;
  });

  const newDraft = async (author: Role = "contributor") =>
    (await db().post.create({ data: { userId: users[author], workspaceId, brandId, content: `Draft ${Math.random()}`, platforms: ["bluesky"], source: "api" } })).id;
  const submit = async (postId: string, by: Role) => {
    const res = await callRoute(approvalRoute.POST, "POST", `/api/v1/posts/${postId}/approval`, { headers: sessions[by], params: { id: postId } });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    return res.body.data.approval;
  };
  const withdraw = (postId: string, headers: Record<string, string>) =>
    callRoute(withdrawRoute.POST, "POST", `/api/v1/posts/${postId}/approval/withdraw`, { headers, params: { id: postId } });
  const getPost = async (postId: string) => (await callRoute(postRoute.GET, "GET", `/api/v1/posts/${postId}`, { headers: sessions.owner, params: { id: postId } })).body.data.post;
  const unreadRequests = async (postId: string) =>
    (await dbPool().query("SELECT user_id FROM notifications WHERE post_id = $1 AND kind = 'approval_requested' AND read_at IS NULL", [postId])).rowCount;

  it("the contributor who asked withdraws: withdrawn, a draft still, history kept, approvers' notices read, audited; an edit does not submit it again", async () => {
    const endpoint = await db().webhookEndpoint.create({
      data: { userId: users.owner, workspaceId, url: "https://hooks.example/approvals", events: ["post.approval_requested", "post.changes_requested", "post.approved"], secret: "whsec_c2FtcGxl" },
    });
    const postId = await newDraft();
    const asked = await submit(postId, "contributor");
    expect(await unreadRequests(postId)).toBe(3); // owner, admin, editor

    const res = await withdraw(postId, sessions.contributor);
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    expect(res.body.data.approval).toMatchObject({ state: "withdrawn", decided_by: { user_id: users.contributor, name: "Contributor Member" }, version: asked.version + 1 });
    const post = await getPost(postId);
    expect(post).toMatchObject({ status: "draft", approval: { state: "withdrawn" } });
    const history = await dbPool().query("SELECT action, actor_user_id FROM post_approval_history WHERE post_id = $1 ORDER BY created_at", [postId]);
    expect(history.rows).toEqual([
      { action: "requested", actor_user_id: users.contributor },
      { action: "withdrawn", actor_user_id: users.contributor },
    ]);
    expect(await unreadRequests(postId)).toBe(0);
    // Nobody is told of it, and no webhook event claims changes were requested.
    expect((await dbPool().query("SELECT kind FROM notifications WHERE post_id = $1 AND kind <> 'approval_requested'", [postId])).rows).toEqual([]);
    const hooks = await dbPool().query("SELECT type FROM webhook_events WHERE workspace_id = $1 AND payload->'data'->'post'->>'id' = $2 ORDER BY created_at", [workspaceId, postId]);
    expect(hooks.rows.map((row) => row.type)).toEqual(["post.approval_requested"]);
    await db().webhookEndpoint.delete({ where: { id: endpoint.id } });
    const audit = await dbPool().query("SELECT actor_user_id, action, resource_type, resource_id, client_address FROM audit_events WHERE workspace_id = $1 AND action = 'post.approval_withdraw'", [workspaceId]);
    expect(audit.rows).toContainEqual({ actor_user_id: users.contributor, action: "post.approval_withdraw", resource_type: "post", resource_id: postId, client_address: "203.0.113.40" });

    const edited = await callRoute(postRoute.PATCH, "PATCH", `/api/v1/posts/${postId}`, { headers: sessions.contributor, params: { id: postId }, body: { content: "Edited after withdrawing" } });
    expect(edited.status, JSON.stringify(edited.body.error)).toBe(200);
    expect((await getPost(postId)).approval.state).toBe("withdrawn");
    // Submitted again on purpose: pending again, even for the same content.
    expect(await submit(postId, "contributor")).toMatchObject({ state: "pending", requested_by: { user_id: users.contributor } });
  });

  it("an editor withdraws another member's request on a scheduled post: unscheduled, its run cancelled; scheduling it again asks again", async () => {
    const postId = await newDraft("owner");
    const key = await createTestApiKey(users.owner, { scopes: ["admin"], rpm: 10_000, workspaceId });
    await dbPool().query("UPDATE brands SET approval_policy = 'agents' WHERE id = $1", [brandId]);
    try {
      const scheduled = await callRoute(scheduleRoute.POST, "POST", "/api/v1/posts/schedule", { headers: key.bearer, body: { post_id: postId, scheduled_at: inHours(5) } });
      expect(scheduled.status, JSON.stringify(scheduled.body.error)).toBe(200);
      expect(scheduled.body.data.approval.state).toBe("pending");

      const res = await withdraw(postId, sessions.editor);
      expect(res.status, JSON.stringify(res.body.error)).toBe(200);
      expect(res.body.data.approval).toMatchObject({ state: "withdrawn", decided_by: { user_id: users.editor } });
      expect(await getPost(postId)).toMatchObject({ status: "draft", scheduled_at: null });
      expect(await db().publishJob.findMany({ where: { postId }, select: { status: true } })).toEqual([{ status: "cancelled" }]);

      const again = await callRoute(scheduleRoute.POST, "POST", "/api/v1/posts/schedule", { headers: key.bearer, body: { post_id: postId, scheduled_at: inHours(6) } });
      expect(again.status).toBe(200);
      expect(again.body.data.approval.state).toBe("pending");
    } finally {
      await dbPool().query("UPDATE brands SET approval_policy = 'off' WHERE id = $1", [brandId]);
    }
  });

  it("a key of the member who asked may withdraw (scope post); the request's hash no longer decides anything", async () => {
    const postId = await newDraft();
    const asked = await submit(postId, "contributor");
    const key = await createTestApiKey(users.contributor, { scopes: ["post"], workspaceId });
    expect((await withdraw(postId, key.bearer)).status).toBe(200);
    const decided = await callRoute(decisionRoute.POST, "POST", `/api/v1/posts/${postId}/approval/decision`, {
      headers: sessions.owner,
      params: { id: postId },
      body: { decision: "approve", content_hash: asked.content_hash },
    });
    expect(decided.status).toBe(409);
    expect(decided.body.error.code).toBe("approval_conflict");
    expect((await getPost(postId)).approval.state).toBe("withdrawn");
  });

  it("MCP: an agent withdraws the request it made with withdraw_approval; asked again, approval_not_pending", async () => {
    const key = await createTestApiKey(users.contributor, { scopes: ["post"], workspaceId });
    const postId = await newDraft();
    const client = new Client({ name: "withdraw-agent", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL("http://localhost:3000/api/mcp"), { requestInit: { headers: key.bearer }, fetch: (url, init) => mcpRoute.POST(new Request(url, init)) }));
    type ToolResult = { isError?: boolean; content: Array<{ text?: string }>; structuredContent?: { approval?: { state: string } } };
    try {
      expect(((await client.callTool({ name: "request_approval", arguments: { id: postId } })) as ToolResult).structuredContent?.approval?.state).toBe("pending");
      const withdrawn = (await client.callTool({ name: "withdraw_approval", arguments: { id: postId } })) as ToolResult;
      expect(withdrawn.isError).toBeFalsy();
      expect(withdrawn.structuredContent?.approval?.state).toBe("withdrawn");
      const again = (await client.callTool({ name: "withdraw_approval", arguments: { id: postId } })) as ToolResult;
      expect(again.isError).toBe(true);
      expect(JSON.stringify(again.content)).toContain("approval_not_pending");
    } finally {
      await client.close();
    }
  });

  it("a client's review link cannot decide on a withdrawn request", async () => {
    const postId = await newDraft();
    const shared = await callRoute(linksRoute.POST, "POST", `/api/v1/posts/${postId}/review-links`, { headers: sessions.editor, params: { id: postId }, body: {} });
    expect(shared.status).toBe(201);
    const { content_hash } = (await getPost(postId)).approval;
    expect((await withdraw(postId, sessions.editor)).status).toBe(200);
    const token = shared.body.data.token as string;
    const decided = await callRoute(reviewRoute.POST, "POST", `/api/review/${token}`, { params: { token }, body: { decision: "approve", name: "Clara", content_hash } });
    expect(decided.status).toBe(409);
    expect(decided.body.error.code).toBe("approval_conflict");
  });

  it("bad input: not pending is 409 approval_not_pending; another member's request is 403 for a contributor or viewer; another workspace's post is 404", async () => {
    const neverAsked = await newDraft();
    const never = await withdraw(neverAsked, sessions.contributor);
    expect(never.status).toBe(409);
    expect(never.body.error.code).toBe("approval_not_pending");
    expect(never.body.error.message).toContain("never submitted");

    const approvedPost = await newDraft();
    const asked = await submit(approvedPost, "contributor");
    const approved = await callRoute(decisionRoute.POST, "POST", `/api/v1/posts/${approvedPost}/approval/decision`, {
      headers: sessions.editor,
      params: { id: approvedPost },
      body: { decision: "approve", content_hash: asked.content_hash },
    });
    expect(approved.status).toBe(200);
    const late = await withdraw(approvedPost, sessions.contributor);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("approval_not_pending");
    expect(late.body.error.message).toContain("approved");

    const theirs = await newDraft("editor");
    await submit(theirs, "editor");
    const other = await createTestUser();
    await dbPool().query("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'contributor')", [workspaceId, other.id]);
    const otherSession = await sessionHeaders(other.id);
    await dbPool().query("UPDATE user_sessions SET workspace_id = $1 WHERE user_id = $2", [workspaceId, other.id]);
    const refused = await withdraw(theirs, otherSession);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("insufficient_scope");
    expect(refused.body.error.message).toContain("contributor");
    const viewer = await withdraw(theirs, sessions.viewer);
    expect(viewer.status).toBe(403);
    expect(viewer.body.error.code).toBe("insufficient_scope");
    const stranger = await createTestUser();
    const elsewhere = await withdraw(theirs, await sessionHeaders(stranger.id));
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error.code).toBe("not_found");
    const malformed = await withdraw("not-a-uuid", sessions.owner);
    expect(malformed.status).toBe(404);
    // None of the refused requests changed anything.
    expect((await getPost(theirs)).approval.state).toBe("pending");
    expect((await getPost(approvedPost)).approval.state).toBe("approved");
  });
});
