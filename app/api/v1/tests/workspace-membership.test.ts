import { beforeAll, expect, it } from "vitest";
import * as brandsRoute from "@/app/api/v1/brands/route";
import * as scheduleRoute from "@/app/api/v1/posts/schedule/route";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { createTestUser, describeDb, sessionHeaders } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";

// A key acts with its creator's role in its workspace AS IT IS NOW: the admission statement reads
// the membership with the key (docs/teams.md), so a lowered role or a removal counts on the very
// next request, and a key's scopes never reach past its creator's role.

type Key = Awaited<ReturnType<typeof createTestApiKey>>;

async function sharedWorkspace(userId: string, role: string): Promise<string> {
  const workspace = (await dbPool().query<{ id: string }>("INSERT INTO workspaces (name) VALUES ('Agency') RETURNING id")).rows[0].id;
  await dbPool().query("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, $3)", [workspace, userId, role]);
  return workspace;
}

async function keyIn(workspace: string, userId: string, scopes: string[]): Promise<Key> {
  const key = await createTestApiKey(userId, { scopes: scopes as never });
  await dbPool().query("UPDATE api_keys SET workspace_id = $1 WHERE id = $2", [workspace, key.id]);
  return key;
}

const listBrands = (key: Key) => callRoute(brandsRoute.GET, "GET", "/api/v1/brands", { headers: key.bearer });
const createBrand = (key: Key) => callRoute(brandsRoute.POST, "POST", "/api/v1/brands", { headers: key.bearer, body: { name: "N", website: "https://n.example" } });

describeDb("workspace membership on every request", () => {
  let userId: string;

  beforeAll(async () => {
    userId = (await createTestUser({ plan: "business" })).id;
  });

  it("a lowered role counts on the next request, and a removed member's key stops working", async () => {
    const workspace = await sharedWorkspace(userId, "editor");
    const key = await keyIn(workspace, userId, ["admin"]);
    expect((await createBrand(key)).status).toBe(201);

    await dbPool().query("UPDATE workspace_members SET role = 'viewer' WHERE workspace_id = $1 AND user_id = $2", [workspace, userId]);
    const refused = await createBrand(key);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: "insufficient_scope" });
    expect(refused.body.error.message).toContain("(viewer)");
    expect((await listBrands(key)).status).toBe(200);

    await dbPool().query("DELETE FROM workspace_members WHERE workspace_id = $1 AND user_id = $2", [workspace, userId]);
    const gone = await listBrands(key);
    expect(gone.status).toBe(401);
    // The same answer as for an unknown key: nothing says the key exists.
    const unknown = await callRoute(brandsRoute.GET, "GET", "/api/v1/brands", { headers: { authorization: "Bearer bcst_live_notakeynotakeynotakeynotakey00aaaaaa" } });
    expect(gone.body.error).toEqual(unknown.body.error);
  });

  it("a contributor's or viewer's key with the schedule scope still cannot schedule", async () => {
    for (const role of ["contributor", "viewer"]) {
      const workspace = await sharedWorkspace(userId, role);
      const key = await keyIn(workspace, userId, ["schedule", "post", "read"]);
      const post = await db().post.create({ data: { userId, content: "c", platforms: ["facebook"], source: "api" } });
      const res = await callRoute(scheduleRoute.POST, "POST", "/api/v1/posts/schedule", {
        headers: key.bearer,
        body: { post_id: post.id, scheduled_at: new Date(Date.now() + 86_400_000).toISOString() },
      });
      expect(res.status, role).toBe(403);
      expect(res.body.error.code).toBe("insufficient_scope");
      expect(res.body.error.message).toBe(`Your role in this workspace (${role}) does not allow "schedule"; ask an owner or admin.`);
      expect((await db().post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("draft");
    }
  });

  it("a member restricted to some brands reaches only those, whatever the key allows", async () => {
    const workspace = await sharedWorkspace(userId, "editor");
    const mine = (await db().brand.create({ data: { userId, name: "Mine", website: "https://m.example" } })).id;
    await db().brand.create({ data: { userId, name: "Not mine", website: "https://o.example" } });
    await dbPool().query("UPDATE workspace_members SET brand_ids = $1 WHERE workspace_id = $2 AND user_id = $3", [[mine], workspace, userId]);
    const key = await keyIn(workspace, userId, ["read"]);
    const res = await listBrands(key);
    expect(res.status).toBe(200);
    expect(res.body.data.brands.map((brand: { id: string }) => brand.id)).toEqual([mine]);
  });

  it("a session acts in the user's personal workspace, where the user is owner", async () => {
    const res = await callRoute(brandsRoute.POST, "POST", "/api/v1/brands", {
      headers: await sessionHeaders(userId),
      body: { name: "Session brand", website: "https://s.example" },
    });
    expect(res.status).toBe(201);
    const { rows } = await dbPool().query("SELECT w.personal_for FROM brands b JOIN workspaces w ON w.id = b.workspace_id WHERE b.id = $1", [res.body.data.brand.id]);
    expect(rows).toEqual([{ personal_for: userId }]);
  });
});
