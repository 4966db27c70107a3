import { expect, it } from "vitest";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { dbPool } from "@/lib/db/pool";
import { captureLog } from "@/lib/testing/capture-log";
import { createTestUser, describeDb } from "@/lib/testing";
import { personalWorkspaceId } from "@/lib/testing/test-caller";
import { deleteUser } from "@/lib/users/delete-user";

// The audit trail is append-only in the database itself (prisma/migrations/20261228020000_audit_events):
// whatever code or operator runs SQL, an event cannot be changed or removed; only deleting its
// workspace removes it, and deleting the member who acted leaves it.

async function oneEvent(workspaceId: string, actorUserId: string): Promise<string> {
  await recordAuditEvent({
    target: { workspaceId },
    actorUserId,
    actorKeyId: null,
    authMethod: "session",
    action: "brand.create",
    resourceType: "brand",
    resourceId: "b1",
    outcome: "success",
    status: 201,
    headers: null,
    requestId: "r1",
  });
  const { rows } = await dbPool().query<{ id: string }>("SELECT id FROM audit_events WHERE workspace_id = $1 AND actor_user_id = $2 ORDER BY occurred_at DESC LIMIT 1", [workspaceId, actorUserId]);
  return rows[0].id;
}

describeDb("audit_events is append-only", () => {
  it("UPDATE, DELETE and TRUNCATE are refused by the database", async () => {
    const user = await createTestUser();
    const workspace = await personalWorkspaceId(user.id);
    const id = await oneEvent(workspace, user.id);
    await expect(dbPool().query("UPDATE audit_events SET action = 'brand.update' WHERE id = $1", [id])).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(dbPool().query("UPDATE audit_events SET workspace_id = workspace_id WHERE id = $1", [id])).rejects.toThrow(/append-only/);
    await expect(dbPool().query("DELETE FROM audit_events WHERE id = $1", [id])).rejects.toThrow(/append-only: DELETE refused/);
    await expect(dbPool().query("TRUNCATE audit_events")).rejects.toThrow(/append-only: TRUNCATE refused/);
    const { rows } = await dbPool().query("SELECT action FROM audit_events WHERE id = $1", [id]);
    expect(rows).toEqual([{ action: "brand.create" }]);
  });

  it("a deleted member's events stay in a shared workspace; a deleted workspace takes its events along", async () => {
    const [owner, member] = [await createTestUser(), await createTestUser()];
    const shared = (await dbPool().query<{ id: string }>("INSERT INTO workspaces (name) VALUES ('Agency') RETURNING id")).rows[0].id;
    await dbPool().query("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'owner'), ($1, $3, 'editor')", [shared, owner.id, member.id]);
    const byMember = await oneEvent(shared, member.id);
    const memberPersonal = await personalWorkspaceId(member.id);
    const inPersonal = await oneEvent(memberPersonal, member.id);

    await deleteUser(member.id);
    const kept = await dbPool().query("SELECT actor_user_id FROM audit_events WHERE id = $1", [byMember]);
    expect(kept.rows).toEqual([{ actor_user_id: member.id }]);
    // Their personal workspace went with them, and its events with it.
    expect((await dbPool().query("SELECT 1 FROM audit_events WHERE id = $1", [inPersonal])).rowCount).toBe(0);

    await dbPool().query("DELETE FROM workspaces WHERE id = $1", [shared]);
    expect((await dbPool().query("SELECT 1 FROM audit_events WHERE workspace_id = $1", [shared])).rowCount).toBe(0);
  });

  it("an event the database refuses is not thrown at the caller: it is logged whole", async () => {
    // A workspace that does not exist: the foreign key refuses the row, twice.
    const logs = captureLog();
    try {
      await expect(
      recordAuditEvent({
        target: { workspaceId: "00000000-0000-4000-8000-000000000000" },
        actorUserId: null,
        actorKeyId: null,
        authMethod: "session",
        action: "post.create",
        resourceType: "post",
        resourceId: null,
        outcome: "success",
        status: 200,
        headers: null,
        requestId: "lost-request",
      }),
      ).resolves.toBeUndefined();
      const line = logs.lines().find((entry) => entry.audit_event_unrecorded);
      expect(line?.audit_event_unrecorded).toMatchObject({ action: "post.create", requestId: "lost-request" });
      expect(line?.level).toBe("error");
    } finally {
      logs.restore();
    }
  });
});
