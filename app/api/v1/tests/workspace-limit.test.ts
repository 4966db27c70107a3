import { expect, it } from "vitest";
import { dbPool } from "@/lib/db/pool";
import { ERROR_DOCS } from "@/lib/error-docs";
import { createTestUser, describeDb } from "@/lib/testing";
import { createSharedWorkspace } from "@/lib/testing/shared-workspace";
import { browserOf, team } from "@/lib/testing/team-calls";
import { testCaller } from "@/lib/testing/test-caller";
import { deleteUser } from "@/lib/users/delete-user";
import { createWorkspace } from "@/lib/workspaces/create-workspace";
import { MAX_CREATED_WORKSPACES } from "@/lib/workspaces/workspace-limit";

// One user may have created at most MAX_CREATED_WORKSPACES shared workspaces that still exist
// (docs/teams.md): past it POST /workspaces is 409 workspace_limit_reached, counted under the
// creator's row lock, so two creations at the cap make exactly one.

const createdBy = async (userId: string) =>
  (await dbPool().query<{ n: number }>("SELECT count(*)::int AS n FROM workspaces WHERE created_by = $1", [userId])).rows[0].n;

/** Workspaces the user made before, straight in the table, as POST /workspaces leaves them. */
async function alreadyCreated(userId: string, count: number): Promise<string[]> {
  const { rows } = await dbPool().query<{ id: string }>(
    "INSERT INTO workspaces (name, created_by) SELECT 'Earlier ' || n, $1 FROM generate_series(1, $2::int) AS n RETURNING id",
    [userId, count],
  );
  await dbPool().query("INSERT INTO workspace_members (workspace_id, user_id, role) SELECT unnest($1::uuid[]), $2, 'owner'", [rows.map((row) => row.id), userId]);
  return rows.map((row) => row.id);
}

describeDb("the cap on workspaces one user may create", () => {
  it("records the creator; at the cap: 409 workspace_limit_reached with the numbers, nothing made; a workspace gone frees its place", async () => {
    const user = await createTestUser();
    const browser = await browserOf(user.id);
    // Neither the personal workspace nor one the user was made owner of by others counts.
    const someoneElse = await createTestUser();
    await createSharedWorkspace([{ userId: someoneElse.id, role: "owner" }, { userId: user.id, role: "owner" }]);

    const first = await team.createWorkspace(browser, "First of mine");
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const { rows } = await dbPool().query("SELECT created_by FROM workspaces WHERE id = $1", [first.body.data.workspace.id]);
    expect(rows[0].created_by).toBe(user.id);

    const earlier = await alreadyCreated(user.id, MAX_CREATED_WORKSPACES - 2);
    const last = await team.createWorkspace(browser, "The last one");
    expect(last.status, JSON.stringify(last.body)).toBe(201);
    expect(await createdBy(user.id)).toBe(MAX_CREATED_WORKSPACES);

    const refused = await team.createWorkspace(browser, "One too many");
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: "workspace_limit_reached",
      message: expect.stringContaining(`at most ${MAX_CREATED_WORKSPACES}`),
      doc_url: "/docs/errors#workspace_limit_reached",
      details: [{ field: "body", limit: MAX_CREATED_WORKSPACES, actual: MAX_CREATED_WORKSPACES }],
    });
    expect(await createdBy(user.id)).toBe(MAX_CREATED_WORKSPACES);
    const named = await dbPool().query("SELECT 1 FROM workspaces WHERE name = 'One too many' AND created_by = $1", [user.id]);
    expect(named.rows).toHaveLength(0);

    await dbPool().query("DELETE FROM workspaces WHERE id = $1", [earlier[0]]);
    expect((await team.createWorkspace(browser, "In its place")).status).toBe(201);
  });

  it("creations at once, one place left: exactly one is made", async () => {
    const user = await createTestUser();
    // Two sessions of the user, as two tabs or two devices would send them.
    const [one, two] = [await browserOf(user.id), await browserOf(user.id)];
    await alreadyCreated(user.id, MAX_CREATED_WORKSPACES - 1);
    const answers = await Promise.all([team.createWorkspace(one, "Race A"), team.createWorkspace(two, "Race B"), team.createWorkspace(one, "Race C")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) expect(answer.body.error.code).toBe("workspace_limit_reached");
    expect(await createdBy(user.id)).toBe(MAX_CREATED_WORKSPACES);

    // The domain function itself, eight at once on as many connections: still one.
    const other = await createTestUser();
    await alreadyCreated(other.id, MAX_CREATED_WORKSPACES - 1);
    const caller = await testCaller(other.id);
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, (_, n) => createWorkspace(caller, `Race ${n}`)));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    for (const outcome of outcomes) if (outcome.status === "rejected") expect(outcome.reason).toMatchObject({ code: "workspace_limit_reached", status: 409 });
    expect(await createdBy(other.id)).toBe(MAX_CREATED_WORKSPACES);
  });

  it("a creator's account deleted: the team keeps the workspace, which then counts for nobody", async () => {
    const creator = await createTestUser();
    const made = await team.createWorkspace(await browserOf(creator.id), "Handed over");
    expect(made.status).toBe(201);
    const workspaceId = made.body.data.workspace.id as string;
    const colleague = await createTestUser();
    await dbPool().query("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'owner')", [workspaceId, colleague.id]);
    await deleteUser(creator.id);
    const { rows } = await dbPool().query("SELECT created_by FROM workspaces WHERE id = $1", [workspaceId]);
    expect(rows).toEqual([{ created_by: null }]);
  });

  it("the error's documentation states the cap the code enforces", () => {
    expect(ERROR_DOCS.workspace_limit_reached.what).toContain(`at most ${MAX_CREATED_WORKSPACES} shared workspaces`);
  });
});
