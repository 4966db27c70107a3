import { afterEach, beforeAll, expect, it, vi } from "vitest";
import * as reviewRoute from "@/app/api/review/[token]/route";
import * as auditRoute from "@/app/api/v1/audit-events/route";
import * as brandsRoute from "@/app/api/v1/brands/route";
import * as linksRoute from "@/app/api/v1/posts/[id]/review-links/route";
import * as postRoute from "@/app/api/v1/posts/[id]/route";
import { listAuditEvents } from "@/lib/audit/list-audit-events";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { listAuditEventsQuerySchema } from "@/lib/schemas/audit-event";
import { createTestUser, describeDb, sessionHeaders } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { deleteUser } from "@/lib/users/delete-user";

// Who acted, readable (docs/teams.md, "Audit trail"): a client's decision through a review link is
// an event of the post's workspace with the link and the typed name as its actor; the list names
// members, keys and reviewers in its one statement, and a member deleted since by id.

const CLIENT = { "x-forwarded-for": "198.51.100.61", "user-agent": "Mozilla/5.0 client-review" };

type Listed = { action: string; resource: { id: string | null }; actor: Record<string, unknown> };

describeDb("the audit trail's actors", () => {
  let workspaceId: string;
  let owner: Awaited<ReturnType<typeof createTestUser>>;
  let editor: Awaited<ReturnType<typeof createTestUser>>;
  let ownerSession: Record<string, string>;

  beforeAll(async () => {
    owner = await createTestUser({ plan: "business", name: "Olga Owner" });
    editor = await createTestUser({ plan: "business", name: "Eddie Editor" });
    workspaceId = (await dbPool().query<{ id: string }>("INSERT INTO workspaces (name) VALUES ('Audit Agency') RETURNING id")).rows[0].id;
    await dbPool().query("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'owner'), ($1, $3, 'editor')", [workspaceId, owner.id, editor.id]);
    ownerSession = await sessionHeaders(owner.id);
    await dbPool().query("UPDATE user_sessions SET workspace_id = $1 WHERE user_id = $2", [workspaceId, owner.id]);
  });

  afterEach(() => vi.restoreAllMocks());

  const list = async (query = "") => {
    const res = await callRoute(auditRoute.GET, "GET", `/api/v1/audit-events${query}`, { headers: ownerSession });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    return res.body.data.events as Listed[];
  };

  it("a client's decision through a review link is recorded in the post's workspace: the link, the typed name, address and agent; never the token", async () => {
    const brand = await db().brand.create({ data: { userId: owner.id, workspaceId, name: "Client Co", website: "https://client.example" } });
    const post = await db().post.create({ data: { userId: owner.id, workspaceId, brandId: brand.id, content: "For review", platforms: ["bluesky"], source: "api" } });
    const shared = await callRoute(linksRoute.POST, "POST", `/api/v1/posts/${post.id}/review-links`, { headers: ownerSession, params: { id: post.id }, body: {} });
    expect(shared.status).toBe(201);
    const { token, review_link: link } = shared.body.data as { token: string; review_link: { id: string } };
    const approval = (await callRoute(postRoute.GET, "GET", `/api/v1/posts/${post.id}`, { headers: ownerSession, params: { id: post.id } })).body.data.post.approval;

    // A refused decision (the post changed) records nothing.
    const stale = await callRoute(reviewRoute.POST, "POST", `/api/review/${token}`, { headers: CLIENT, params: { token }, body: { decision: "approve", name: "Clara Client", content_hash: "0".repeat(64) } });
    expect(stale.status).toBe(409);
    const decided = await callRoute(reviewRoute.POST, "POST", `/api/review/${token}`, {
      headers: CLIENT,
      params: { token },
      body: { decision: "request_changes", name: "Clara Client", content_hash: approval.content_hash, comment: "Shorter, please" },
    });
    expect(decided.status, JSON.stringify(decided.body.error)).toBe(200);

    const { rows } = await dbPool().query("SELECT * FROM audit_events WHERE workspace_id = $1 AND action = 'review_link.decide'", [workspaceId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_user_id: null,
      actor_key_id: null,
      actor_review_link_id: link.id,
      actor_name: "Clara Client",
      auth_method: "review_link",
      resource_type: "post",
      resource_id: post.id,
      outcome: "success",
      status: 200,
      client_address: "198.51.100.61",
      user_agent: "Mozilla/5.0 client-review",
      details: { endpoint: "POST /api/review/{token}", state: "changes_requested" },
    });
    expect(rows[0].request_id).toEqual(expect.any(String));
    expect(JSON.stringify(rows[0])).not.toContain(token);
    expect(JSON.stringify(rows[0])).not.toContain("Shorter, please");

    const [event] = await list("?action=review_link.decide");
    expect(event.resource.id).toBe(post.id);
    expect(event.actor).toMatchObject({
      user_id: null,
      auth_method: "review_link",
      member: null,
      member_deleted: false,
      key: null,
      review_link: { id: link.id, reviewer_name: "Clara Client" },
      label: "Clara Client (client, review link)",
    });
  });

  it("members and keys by name, e-mail and agent type; a member deleted since by id; one statement for the page", async () => {
    const editorSession = await sessionHeaders(editor.id);
    await dbPool().query("UPDATE user_sessions SET workspace_id = $1 WHERE user_id = $2", [workspaceId, editor.id]);
    const key = await createTestApiKey(editor.id, { scopes: ["admin"], workspaceId });
    await dbPool().query("UPDATE api_keys SET name = 'Night scheduler', agent_type = 'claude' WHERE id = $1", [key.id]);
    for (const [headers, name] of [[editorSession, "By session"], [key.bearer, "By key"], [ownerSession, "By owner"]] as const) {
      const res = await callRoute(brandsRoute.POST, "POST", "/api/v1/brands", { headers, body: { name, website: "https://named.example" } });
      expect(res.status, JSON.stringify(res.body.error)).toBe(201);
    }
    const actorsOf = async () => (await list("?action=brand.create")).map((event) => event.actor);
    const [byOwner, byKey, bySession] = await actorsOf();
    expect(byOwner).toMatchObject({ user_id: owner.id, member: { name: "Olga Owner", email: owner.email }, member_deleted: false, key: null, review_link: null, label: `Olga Owner (${owner.email})` });
    expect(bySession).toMatchObject({ user_id: editor.id, auth_method: "session", member: { name: "Eddie Editor", email: editor.email }, label: `Eddie Editor (${editor.email})` });
    expect(byKey).toMatchObject({
      user_id: editor.id,
      key_id: key.id,
      auth_method: "api_key",
      member: { name: "Eddie Editor", email: editor.email },
      key: { name: "Night scheduler", agent_type: "claude" },
      label: `Eddie Editor (${editor.email}) with key "Night scheduler" (claude)`,
    });

    // The page is read in one statement, whoever the actors are.
    const query = vi.spyOn(dbPool(), "query");
    const page = await listAuditEvents(workspaceId, listAuditEventsQuerySchema.parse({ limit: "50" }));
    expect(page.events.length).toBeGreaterThanOrEqual(4);
    expect(query).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();

    // The editor's account is deleted: their events stay, named by id; their key went with them.
    await deleteUser(editor.id);
    const [, keyAfter, sessionAfter] = await actorsOf();
    expect(sessionAfter).toMatchObject({ user_id: editor.id, member: null, member_deleted: true, label: `Deleted member (${editor.id})` });
    expect(keyAfter).toMatchObject({ user_id: editor.id, key_id: key.id, member: null, member_deleted: true, key: { name: null, agent_type: "claude" } });
    expect(keyAfter.label).toBe(`Deleted member (${editor.id}) with a deleted key (${key.id}) (claude)`);
  });
});
