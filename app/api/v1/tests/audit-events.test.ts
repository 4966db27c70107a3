import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import * as auditRoute from "@/app/api/v1/audit-events/route";
import * as brandsRoute from "@/app/api/v1/brands/route";
import * as postsRoute from "@/app/api/v1/posts/route";
import * as postRoute from "@/app/api/v1/posts/[id]/route";
import { dbPool } from "@/lib/db/pool";
import { createTestUser, describeDb, sessionHeaders } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { personalWorkspaceId } from "@/lib/testing/test-caller";

// The audit trail through the real route handlers (docs/teams.md, "Audit trail"): a successful
// write records exactly one event with who, what, which resource and from where; a read or a
// refused write records none; the list is for owners and admins, by cursor and filters, and
// never shows another workspace's events.

const CLIENT = { "x-forwarded-for": "203.0.113.9", "user-agent": `audit-test/1.0 ${"x".repeat(400)}` };

async function eventsOf(workspaceId: string) {
  const { rows } = await dbPool().query("SELECT * FROM audit_events WHERE workspace_id = $1 ORDER BY occurred_at, id", [workspaceId]);
  return rows;
}

const listEvents = (headers: HeadersInit, query = "") => callRoute(auditRoute.GET, "GET", `/api/v1/audit-events${query}`, { headers });

describeDb("the audit trail of /api/v1 writes", () => {
  let user: Awaited<ReturnType<typeof createTestUser>>;
  let workspace: string;

  beforeAll(async () => {
    user = await createTestUser({ plan: "business" });
    workspace = await personalWorkspaceId(user.id);
  });

  it("a session's write records one event: the member, the action, the created resource, the address and agent", async () => {
    const headers = await sessionHeaders(user.id, CLIENT);
    const before = (await eventsOf(workspace)).length;
    const created = await callRoute(brandsRoute.POST, "POST", "/api/v1/brands", { headers, body: { name: "Audited", website: "https://audited.example" } });
    expect(created.status).toBe(201);
    const events = (await eventsOf(workspace)).slice(before);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actor_user_id: user.id,
      actor_key_id: null,
      auth_method: "session",
      agent_type: null,
      via_mcp: false,
      action: "brand.create",
      resource_type: "brand",
      resource_id: created.body.data.brand.id,
      outcome: "success",
      status: 201,
      client_address: "203.0.113.9",
      request_id: created.body.meta.request_id,
    });
    expect(events[0].user_agent).toHaveLength(256);
    expect(events[0].user_agent.startsWith("audit-test/1.0 ")).toBe(true);
    // Nothing the caller wrote is kept: not the brand's name, not its website.
    expect(JSON.stringify(events[0].details)).not.toMatch(/Audited|audited\.example/);
  });

  it("a key's write names the key and its agent_type; a read and a refused write record nothing", async () => {
    const key = await createTestApiKey(user.id, { scopes: ["read", "post"] });
    await dbPool().query("UPDATE api_keys SET agent_type = 'n8n' WHERE id = $1", [key.id]);
    const before = (await eventsOf(workspace)).length;

    expect((await callRoute(postsRoute.GET, "GET", "/api/v1/posts", { headers: key.bearer })).status).toBe(200);
    const refused = await callRoute(postsRoute.POST, "POST", "/api/v1/posts", { headers: key.bearer, body: { content: "x", platforms: [] } });
    expect(refused.status).toBe(400);
    const forbidden = await callRoute(brandsRoute.POST, "POST", "/api/v1/brands", { headers: key.bearer, body: { name: "N", website: "https://n.example" } });
    expect(forbidden.status).toBe(403);
    expect(await eventsOf(workspace)).toHaveLength(before);

    const created = await callRoute(postsRoute.POST, "POST", "/api/v1/posts", { headers: { ...key.bearer, ...CLIENT }, body: { content: "Secret launch text", platforms: ["bluesky"] } });
    expect(created.status).toBe(200);
    const postId = created.body.data.post.id;
    const deleted = await callRoute(postRoute.DELETE, "DELETE", `/api/v1/posts/${postId}`, { headers: key.bearer, params: { id: postId } });
    expect(deleted.status).toBe(200);

    const events = (await eventsOf(workspace)).slice(before);
    expect(events.map((event) => [event.action, event.resource_id])).toEqual([
      ["post.create", postId],
      ["post.delete", postId],
    ]);
    expect(events[0]).toMatchObject({ actor_user_id: user.id, actor_key_id: key.id, auth_method: "api_key", agent_type: "n8n", client_address: "203.0.113.9" });
    expect(events[1]).toMatchObject({ client_address: null, user_agent: null });
    expect(JSON.stringify(events)).not.toContain("Secret launch text");
    expect(JSON.stringify(events)).not.toContain(key.key);
  });

  it("an Idempotency-Key replay records nothing more: the first answer did", async () => {
    const key = await createTestApiKey(user.id, { scopes: ["post"] });
    const headers = { ...key.bearer, "idempotency-key": randomUUID() };
    const body = { content: "Once", platforms: ["bluesky"] };
    const before = (await eventsOf(workspace)).length;
    const first = await callRoute(postsRoute.POST, "POST", "/api/v1/posts", { headers, body });
    const again = await callRoute(postsRoute.POST, "POST", "/api/v1/posts", { headers, body });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await eventsOf(workspace)).slice(before).map((event) => event.resource_id)).toEqual([first.body.data.post.id]);
  });
});

describeDb("GET /api/v1/audit-events", () => {
  it("walks the events newest first by cursor, with filters; a cursor of other filters is 400", async () => {
    const owner = await createTestUser({ plan: "business" });
    const headers = await sessionHeaders(owner.id);
    const key = await createTestApiKey(owner.id, { scopes: ["admin"] });
    const names = ["A", "B", "C", "D", "E"];
    const ids: string[] = [];
    for (const name of names) {
      const made = await callRoute(brandsRoute.POST, "POST", "/api/v1/brands", { headers: name === "E" ? key.bearer : headers, body: { name, website: "https://b.example" } });
      ids.push(made.body.data.brand.id);
    }

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await listEvents(key.bearer, `?action=brand.create&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.status).toBe(200);
      expect(page.body.data.events.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.data.events.map((event: { resource: { id: string } }) => event.resource.id));
      cursor = page.body.data.pagination.next_cursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual([...ids].reverse());
    expect(pages).toBe(3);

    const byKey = await listEvents(headers, `?key_id=${key.id}`);
    expect(byKey.body.data.events.map((event: { action: string; resource: { id: string } }) => [event.action, event.resource.id])).toEqual([["brand.create", ids[4]]]);
    // The ids keep their meaning; the names beside them are additive (audit-actors.test.ts).
    expect(byKey.body.data.events[0].actor).toMatchObject({ user_id: owner.id, key_id: key.id, auth_method: "api_key", agent_type: null, via_mcp: false, key: { name: "test key", agent_type: null } });
    const byResource = await listEvents(headers, `?resource_type=brand&resource_id=${ids[1]}`);
    expect(byResource.body.data.events.map((event: { resource: { id: string } }) => event.resource.id)).toEqual([ids[1]]);
    expect((await listEvents(headers, `?actor_user_id=${randomUUID()}`)).body.data.events).toEqual([]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await listEvents(headers, `?from=${encodeURIComponent(future)}`)).body.data.events).toEqual([]);
    expect((await listEvents(headers, `?to=${encodeURIComponent(future)}&action=brand.create`)).body.data.events).toHaveLength(5);

    const first = await listEvents(headers, "?action=brand.create&limit=2");
    const mixed = await listEvents(headers, `?action=brand.update&limit=2&cursor=${first.body.data.pagination.next_cursor}`);
    expect(mixed.status).toBe(400);
    expect(mixed.body.error.message).toContain("cursor");
    for (const bad of ["?cursor=not-a-cursor", "?action=DROP TABLE", "?limit=0", "?key_id=nope", `?from=${encodeURIComponent(future)}&to=${encodeURIComponent(new Date().toISOString())}`]) {
      const res = await listEvents(headers, bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.code).toBe("invalid_request");
    }
  });

  it("another workspace's events are never listed, even by their ids", async () => {
    const [mine, theirs] = [await createTestUser(), await createTestUser()];
    const made = await callRoute(brandsRoute.POST, "POST", "/api/v1/brands", { headers: await sessionHeaders(theirs.id), body: { name: "Theirs", website: "https://t.example" } });
    const theirBrand = made.body.data.brand.id;
    const headers = await sessionHeaders(mine.id);
    const all = await listEvents(headers);
    expect(all.status).toBe(200);
    expect(JSON.stringify(all.body.data)).not.toContain(theirBrand);
    expect(JSON.stringify(all.body.data)).not.toContain(theirs.id);
    expect((await listEvents(headers, `?resource_id=${theirBrand}`)).body.data.events).toEqual([]);
    expect((await listEvents(headers, `?actor_user_id=${theirs.id}`)).body.data.events).toEqual([]);
    // Their cursor names their workspace: refused here, not read.
    await callRoute(brandsRoute.POST, "POST", "/api/v1/brands", { headers: await sessionHeaders(theirs.id), body: { name: "Theirs 2", website: "https://t.example" } });
    const theirPage = await listEvents(await sessionHeaders(theirs.id), "?limit=1");
    expect(theirPage.body.data.pagination.next_cursor).not.toBeNull();
    expect((await listEvents(headers, `?limit=1&cursor=${theirPage.body.data.pagination.next_cursor}`)).status).toBe(400);
  });

  it("editors, contributors and viewers get 403, even with an admin key; owners and admins read", async () => {
    const founder = await createTestUser({ plan: "business" });
    const shared = (await dbPool().query<{ id: string }>("INSERT INTO workspaces (name) VALUES ('Agency') RETURNING id")).rows[0].id;
    for (const role of ["owner", "admin", "editor", "contributor", "viewer"]) {
      const member = role === "owner" ? founder : await createTestUser();
      await dbPool().query("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, $3)", [shared, member.id, role]);
      const key = await createTestApiKey(member.id, { scopes: ["admin"] });
      await dbPool().query("UPDATE api_keys SET workspace_id = $1 WHERE id = $2", [shared, key.id]);
      const res = await listEvents(key.bearer);
      expect(res.status, role).toBe(["owner", "admin"].includes(role) ? 200 : 403);
      if (res.status === 403) expect(res.body.error.code).toBe("insufficient_scope");
    }
    const readOnly = await createTestApiKey(founder.id, { scopes: ["read"] });
    expect((await listEvents(readOnly.bearer)).status).toBe(403);
  });

  it("nothing edits or deletes an event through the API: 405 with Allow", async () => {
    const owner = await createTestUser();
    const headers = await sessionHeaders(owner.id);
    for (const [method, handler] of [["POST", auditRoute.POST], ["PUT", auditRoute.PUT], ["PATCH", auditRoute.PATCH], ["DELETE", auditRoute.DELETE]] as const) {
      const res = await callRoute(handler, method, "/api/v1/audit-events", { headers, body: {} });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    }
  });
});
