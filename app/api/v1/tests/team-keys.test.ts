import { beforeAll, expect, it } from "vitest";
import * as apiKeysRoute from "@/app/api/v1/api-keys/route";
import * as brandsRoute from "@/app/api/v1/brands/route";
import { createTestUser, describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createSharedWorkspace } from "@/lib/testing/shared-workspace";
import { createTestApiKey } from "@/lib/testing/test-api-key";

// Keys in a team (docs/teams.md): GET /api-keys keeps listing the caller's own keys (SPEC.md);
// `owner=all` shows an owner or admin every key of the workspace with its creator, and they can
// revoke any of them; nobody else can, and no key of another workspace is reachable.

const KEYS = "/api/v1/api-keys";
type Key = Awaited<ReturnType<typeof createTestApiKey>>;
const list = (key: Key, query = "") => callRoute(apiKeysRoute.GET, "GET", `${KEYS}${query}`, { headers: key.bearer });
const revoke = (key: Key, keyId: string) => callRoute(apiKeysRoute.DELETE, "DELETE", KEYS, { headers: key.bearer, body: { key_id: keyId } });
const readBrands = (key: Key) => callRoute(brandsRoute.GET, "GET", "/api/v1/brands", { headers: key.bearer });

describeDb("API keys in a team", () => {
  let admin: Key;
  let editor: Key;
  let editorSecond: Key;
  let stranger: Key;
  let adminId: string;
  let editorId: string;

  beforeAll(async () => {
    [adminId, editorId] = await Promise.all([createTestUser({ plan: "business" }), createTestUser({ plan: "business" })].map(async (u) => (await u).id));
    const { workspaceId } = await createSharedWorkspace([{ userId: adminId, role: "admin" }, { userId: editorId, role: "editor" }]);
    admin = await createTestApiKey(adminId, { workspaceId, scopes: ["admin"] });
    editor = await createTestApiKey(editorId, { workspaceId, scopes: ["admin"] });
    editorSecond = await createTestApiKey(editorId, { workspaceId, scopes: ["read"] });
    stranger = await createTestApiKey((await createTestUser()).id, { scopes: ["admin"] });
  });

  it("by default each member lists only their own keys, as the specification says", async () => {
    const mine = await list(editor);
    expect(mine.status).toBe(200);
    expect(mine.body.data.keys.map((k: { id: string }) => k.id).sort()).toEqual([editor.id, editorSecond.id].sort());
    expect(mine.body.data.keys[0].created_by).toBeUndefined();
  });

  it("owner=all: an admin sees every key of the workspace and who made it; an editor is refused, naming the role", async () => {
    const all = await list(admin, "?owner=all");
    expect(all.status).toBe(200);
    const byId = new Map(all.body.data.keys.map((k: { id: string; created_by: { user_id: string } }) => [k.id, k.created_by.user_id]));
    expect(byId).toEqual(new Map([[admin.id, adminId], [editor.id, editorId], [editorSecond.id, editorId]]));

    const refused = await list(editor, "?owner=all");
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("insufficient_scope");
    expect(refused.body.error.message).toMatch(/role in this workspace \(editor\)/);

    const bad = await list(admin, "?owner=everyone");
    expect(bad.status).toBe(400);
  });

  it("an admin revokes a member's key, which is refused on its very next request; an editor cannot revoke the admin's", async () => {
    expect((await readBrands(editorSecond)).status).toBe(200);
    expect((await revoke(editor, admin.id)).status).toBe(403);
    const revoked = await revoke(admin, editorSecond.id);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toEqual({ revoked: true, key_id: editorSecond.id });
    expect((await readBrands(editorSecond)).status).toBe(401);
    expect((await readBrands(admin)).status).toBe(200);
  });

  it("another workspace's key is not found, for an admin too; a key can still revoke itself", async () => {
    const foreign = await revoke(admin, stranger.id);
    expect(foreign.status).toBe(404);
    expect((await readBrands(stranger)).status).toBe(200);
    expect((await revoke(editor, editor.id)).status).toBe(200);
    expect((await readBrands(editor)).status).toBe(401);
  });
});
