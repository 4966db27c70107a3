import { expect, it } from "vitest";
import { POST as changePassword } from "@/app/api/auth/password/route";
import { POST as signUp } from "@/app/api/auth/signup/route";
import { dbPool } from "@/lib/db/pool";
import { createTestUser, describeDb, sessionHeaders, uniqueEmail } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { personalWorkspaceId } from "@/lib/testing/test-caller";
import { authOptions } from "@/lib/users/next-auth-options";

// An account's own actions are in the audit trail of every workspace it belongs to: sign-up (no
// caller yet: the new account is the actor), a password change, a sign-out.

const actionsIn = async (workspaceId: string) =>
  (await dbPool().query("SELECT action, actor_user_id, resource_id, auth_method FROM audit_events WHERE workspace_id = $1 ORDER BY occurred_at, id", [workspaceId])).rows;

describeDb("an account's own actions in the audit trail", () => {
  it("sign-up records account.sign_up by the new account in its personal workspace", async () => {
    const res = await callRoute(signUp, "POST", "/api/auth/signup", { body: { email: uniqueEmail("audit"), password: "long-enough-pw-9", name: "Ada" } });
    expect(res.status).toBe(201);
    const id = res.body.data.user.id;
    expect(await actionsIn(await personalWorkspaceId(id))).toEqual([{ action: "account.sign_up", actor_user_id: id, resource_id: id, auth_method: "anonymous" }]);
  });

  it("a password change and a sign-out are recorded in every workspace of the account, without the passwords", async () => {
    const user = await createTestUser();
    const shared = (await dbPool().query<{ id: string }>("INSERT INTO workspaces (name) VALUES ('Agency') RETURNING id")).rows[0].id;
    await dbPool().query("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'editor')", [shared, user.id]);
    const res = await callRoute(changePassword, "POST", "/api/auth/password", {
      headers: await sessionHeaders(user.id),
      body: { current_password: user.password, new_password: "a-brand-new-passphrase" },
    });
    expect(res.status).toBe(200);
    await authOptions.events!.signOut!({ token: { sub: user.id, sid: (await dbPool().query("SELECT id FROM user_sessions WHERE user_id = $1 LIMIT 1", [user.id])).rows[0].id }, session: null as never });
    for (const workspace of [await personalWorkspaceId(user.id), shared]) {
      expect(await actionsIn(workspace)).toEqual([
        { action: "account.password_change", actor_user_id: user.id, resource_id: user.id, auth_method: "session" },
        { action: "session.sign_out", actor_user_id: user.id, resource_id: user.id, auth_method: "session" },
      ]);
    }
    const { rows } = await dbPool().query("SELECT details::text FROM audit_events WHERE actor_user_id = $1", [user.id]);
    expect(JSON.stringify(rows)).not.toMatch(/brand-new-passphrase|correct-horse/);
  });
});
