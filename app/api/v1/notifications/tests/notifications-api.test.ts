import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { notificationEndpoints } from "@/lib/api/endpoints/notifications";
import { inTransaction } from "@/lib/db/in-transaction";
import { dbPool } from "@/lib/db/pool";
import { forgetServerEnv } from "@/lib/env/server-env";
import { notify } from "@/lib/notifications/notify";
import { describeDb, sessionHeaders } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { routeHandlerOf } from "@/lib/testing/route-module";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { createTestTeam, type TeamMember } from "@/lib/testing/test-team";

// GET /notifications, POST /notifications/read, GET/PUT /notifications/preferences through their
// route handlers, with a session and with keys (a key's user's notifications, in its workspace).

type Handler = NonNullable<Awaited<ReturnType<typeof routeHandlerOf>>>;
const handlers = {} as Record<keyof typeof notificationEndpoints, Handler>;

/** A key of `member`'s acting in `workspaceId`. */
async function keyIn(member: TeamMember, workspaceId: string) {
  const key = await createTestApiKey(member.userId, { scopes: ["read"] });
  await dbPool().query("UPDATE api_keys SET workspace_id = $1 WHERE id = $2", [workspaceId, key.id]);
  return key.bearer;
}

/** `count` notifications for `member` in `workspaceId`, a second apart (one order, whatever the clock); their ids newest first. */
async function tell(workspaceId: string, member: TeamMember, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    await inTransaction((tx) => notify(tx, { workspaceId, kind: "post_failed", recipients: { userIds: [member.userId] }, reason: `Failure ${i}` }));
    const { rows } = await dbPool().query<{ id: string }>(
      `UPDATE notifications SET created_at = now() - make_interval(secs => $3)
       WHERE user_id = $1 AND workspace_id = $2 AND body = $4 RETURNING id`,
      [member.userId, workspaceId, count - i, `Failure ${i}`],
    );
    ids.unshift(rows[0].id);
  }
  return ids;
}

const list = (headers: HeadersInit, query = "") => callRoute(handlers.list, "GET", `/api/v1/notifications${query}`, { headers });
const markRead = (headers: HeadersInit, body: unknown) => callRoute(handlers.markRead, "POST", "/api/v1/notifications/read", { headers, body });

describeDb("notifications API", () => {
  beforeAll(async () => {
    for (const name of Object.keys(notificationEndpoints) as (keyof typeof notificationEndpoints)[]) handlers[name] = (await routeHandlerOf(notificationEndpoints[name]))!;
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    forgetServerEnv();
  });

  it("lists the caller's notifications newest first, page by cursor, with the unread count and an unread filter", async () => {
    const { workspaceId, members } = await createTestTeam({ owner: "owner", editor: "editor" });
    const ids = await tell(workspaceId, members.owner, 5);
    await tell(workspaceId, members.editor, 2); // another member's: never in the owner's list
    const key = await keyIn(members.owner, workspaceId);

    const first = await list(key, "?limit=2");
    expect(first.status).toBe(200);
    expect(first.body.data.notifications.map((n: { id: string }) => n.id)).toEqual(ids.slice(0, 2));
    expect(first.body.data.unread_count).toBe(5);
    expect(first.body.data.notifications[0]).toMatchObject({ kind: "post_failed", title: "Your post failed to publish", body: "Failure 4", read_at: null, link: null });
    const second = await list(key, `?limit=2&cursor=${first.body.data.next_cursor}`);
    const third = await list(key, `?limit=2&cursor=${second.body.data.next_cursor}`);
    expect([...second.body.data.notifications, ...third.body.data.notifications].map((n: { id: string }) => n.id)).toEqual(ids.slice(2));
    expect(third.body.data.next_cursor).toBeNull();

    // Read two; unread=true lists the other three, and its cursor is its own.
    const read = await markRead(key, { ids: [ids[0], ids[3]] });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ marked: 2, unread_count: 3 });
    const unread = await list(key, "?unread=true&limit=2");
    expect(unread.body.data.notifications.map((n: { id: string }) => n.id)).toEqual([ids[1], ids[2]]);
    expect(unread.body.data.unread_count).toBe(3);
    const rest = await list(key, `?unread=true&limit=2&cursor=${unread.body.data.next_cursor}`);
    expect(rest.body.data.notifications.map((n: { id: string }) => n.id)).toEqual([ids[4]]);
    const mixed = await list(key, `?limit=2&cursor=${unread.body.data.next_cursor}`);
    expect(mixed.status).toBe(400);
    expect(mixed.body.error).toMatchObject({ code: "invalid_request", message: expect.stringContaining("cursor") });

    // Reading again changes nothing; all: true reads the rest.
    expect((await markRead(key, { ids: [ids[0]] })).body.data).toEqual({ marked: 0, unread_count: 3 });
    expect((await markRead(key, { all: true })).body.data).toEqual({ marked: 3, unread_count: 0 });
    expect((await list(await keyIn(members.editor, workspaceId), "")).body.data.unread_count).toBe(2);
  });

  it("another member's notification, or one of another workspace, is 404 and nothing is marked", async () => {
    const { workspaceId, members } = await createTestTeam({ owner: "owner", editor: "editor" });
    const [mine] = await tell(workspaceId, members.owner, 1);
    const [theirs] = await tell(workspaceId, members.editor, 1);
    const other = await createTestTeam({ owner: "owner" });
    await dbPool().query("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'editor')", [other.workspaceId, members.owner.userId]);
    const [elsewhere] = await tell(other.workspaceId, members.owner, 1);
    const key = await keyIn(members.owner, workspaceId);

    for (const ids of [[theirs], [mine, theirs], [elsewhere], ["00000000-0000-4000-8000-000000000000"]]) {
      const res = await markRead(key, { ids });
      expect(res.status, JSON.stringify(ids)).toBe(404);
      expect(res.body.error.code).toBe("not_found");
    }
    const unread = await dbPool().query("SELECT id FROM notifications WHERE id = ANY($1::uuid[]) AND read_at IS NULL", [[mine, theirs, elsewhere]]);
    expect(unread.rowCount).toBe(3);
    // The list shows only this workspace's: a key acts in its own.
    expect((await list(key)).body.data.notifications.map((n: { id: string }) => n.id)).toEqual([mine]);
    expect((await list(await keyIn(members.owner, other.workspaceId))).body.data.notifications.map((n: { id: string }) => n.id)).toEqual([elsewhere]);
  });

  it("a session reads its user's notifications in its workspace", async () => {
    const { members } = await createTestTeam({ owner: "owner" });
    const personal = (await dbPool().query<{ id: string }>("SELECT id FROM workspaces WHERE personal_for = $1", [members.owner.userId])).rows[0].id;
    const [id] = await tell(personal, members.owner, 1);
    const headers = await sessionHeaders(members.owner.userId);
    expect((await list(headers)).body.data).toMatchObject({ unread_count: 1, notifications: [expect.objectContaining({ id })] });
    expect((await markRead(headers, { ids: [id] })).body.data).toEqual({ marked: 1, unread_count: 0 });
  });

  it("refuses bad input with a 400 naming the field", async () => {
    const { workspaceId, members } = await createTestTeam({ owner: "owner" });
    const key = await keyIn(members.owner, workspaceId);
    for (const query of ["?limit=0", "?limit=101", "?unread=yes", "?cursor=not-a-cursor!", `?cursor=${Buffer.from('{"t":1}').toString("base64url")}`]) {
      const res = await list(key, query);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe("invalid_request");
    }
    for (const body of [{}, { ids: [] }, { ids: ["nope"] }, { all: false }, { ids: [crypto.randomUUID()], all: true }, { ids: Array.from({ length: 101 }, () => crypto.randomUUID()) }]) {
      const res = await markRead(key, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const prefs = (body: unknown) => callRoute(handlers.updatePreferences, "PUT", "/api/v1/notifications/preferences", { headers: key, body });
    for (const body of [{}, { email: { approved: "yes" } }, { email: { invitation: true } }, { email: { unknown_kind: true } }, { push: {} }]) {
      const res = await prefs(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await dbPool().query("SELECT 1 FROM notification_preferences WHERE user_id = $1", [members.owner.userId])).rowCount).toBe(0);
  });

  it("preferences: the defaults, a change kept per kind, and whether this server sends e-mail", async () => {
    const { workspaceId, members } = await createTestTeam({ owner: "owner" });
    const key = await keyIn(members.owner, workspaceId);
    const get = () => callRoute(handlers.getPreferences, "GET", "/api/v1/notifications/preferences", { headers: key });
    const put = (body: unknown) => callRoute(handlers.updatePreferences, "PUT", "/api/v1/notifications/preferences", { headers: key, body });
    const defaults = {
      approval_requested: true,
      approved: false,
      changes_requested: true,
      post_failed: true,
      connection_reconnect_required: true,
      invitation_accepted: false,
    };
    expect((await get()).body.data.preferences).toEqual({ email: defaults, email_available: false });
    expect((await put({ email: { approved: true, post_failed: false } })).body.data.preferences.email).toEqual({ ...defaults, approved: true, post_failed: false });
    expect((await put({ email: { approved: false } })).body.data.preferences.email).toEqual({ ...defaults, post_failed: false });
    vi.stubEnv("SMTP_URL", "smtp://127.0.0.1:2525");
    vi.stubEnv("MAIL_FROM", "b@brandcast.test");
    forgetServerEnv();
    expect((await get()).body.data.preferences).toEqual({ email: { ...defaults, post_failed: false }, email_available: true });
  });
});
