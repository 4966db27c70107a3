import { expect, it } from "vitest";
import { dbPool } from "@/lib/db/pool";
import { createTestUser, describeDb, uniqueEmail } from "@/lib/testing";
import { personalWorkspaceId } from "@/lib/testing/test-caller";
import { signInWithPassword } from "@/lib/users/sign-in-with-password";

// Every sign-in is in the audit trail (docs/teams.md, "Audit trail"), in each workspace of the
// account, with the client's address and agent; a failure names nobody as the actor.

const headers = { "x-forwarded-for": "198.51.100.23", "user-agent": "Mozilla/5.0 audit" };

const signInsOf = async (workspaceId: string) =>
  (await dbPool().query("SELECT * FROM audit_events WHERE workspace_id = $1 AND action LIKE 'session.%' ORDER BY occurred_at, id", [workspaceId])).rows;

describeDb("sign-ins in the audit trail", () => {
  it("a right and a wrong password are each recorded, in every workspace of the account", async () => {
    const user = await createTestUser();
    const personal = await personalWorkspaceId(user.id);
    const shared = (await dbPool().query<{ id: string }>("INSERT INTO workspaces (name) VALUES ('Agency') RETURNING id")).rows[0].id;
    await dbPool().query("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'viewer')", [shared, user.id]);

    expect(await signInWithPassword({ email: user.email, password: "wrong-password-here" }, headers)).toBeNull();
    expect((await signInWithPassword({ email: user.email, password: user.password }, headers))?.id).toBe(user.id);

    for (const workspace of [personal, shared]) {
      const events = await signInsOf(workspace);
      expect(events.map((event) => [event.action, event.outcome, event.actor_user_id, event.resource_id])).toEqual([
        ["session.sign_in_failed", "failure", null, user.id],
        ["session.sign_in", "success", user.id, user.id],
      ]);
      expect(events[0]).toMatchObject({ auth_method: "password", client_address: "198.51.100.23", user_agent: "Mozilla/5.0 audit", details: { reason: "wrong_password" } });
      expect(JSON.stringify(events)).not.toContain("wrong-password-here");
    }
  });

  it("an email of no account records nothing anywhere (it has no workspace)", async () => {
    const email = uniqueEmail("nobody");
    const before = (await dbPool().query("SELECT count(*)::int AS n FROM audit_events WHERE action = 'session.sign_in_failed' AND client_address = '198.51.100.77'")).rows[0].n;
    expect(await signInWithPassword({ email, password: "whatever-it-is" }, { "x-forwarded-for": "198.51.100.77" })).toBeNull();
    expect((await dbPool().query("SELECT count(*)::int AS n FROM audit_events WHERE action = 'session.sign_in_failed' AND client_address = '198.51.100.77'")).rows[0].n).toBe(before);
  });
});
