import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import * as connectionRoute from "@/app/api/v1/brands/[id]/connections/[platform]/route";
import * as connectionsRoute from "@/app/api/v1/brands/[id]/connections/route";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { forgetServerEnv } from "@/lib/env/server-env";
import { createTestUser, describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { personalWorkspaceId } from "@/lib/testing/test-caller";

// A connection has no id of its own: the audit trail names it `<brand_id>/<platform>`, and keeps
// nothing of the credentials it was given.

describeDb("platform connections in the audit trail", () => {
  beforeAll(() => {
    vi.stubEnv("CONNECTIONS_ENCRYPTION_KEYS", `t${randomBytes(4).toString("hex")}:${randomBytes(32).toString("base64")}`);
    forgetServerEnv();
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    forgetServerEnv();
  });

  it("connect and disconnect record connection.create and connection.delete on <brand>/<platform>, without the secret", async () => {
    const owner = await createTestUser({ plan: "business" });
    const admin = await createTestApiKey(owner.id, { scopes: ["admin"] });
    const brand = (await db().brand.create({ data: { userId: owner.id, name: "A", website: "https://a.example" } })).id;
    const secret = `tok-${randomBytes(12).toString("hex")}`;
    const url = `/api/v1/brands/${brand}/connections`;
    const made = await callRoute(connectionsRoute.POST, "POST", url, { headers: admin.bearer, params: { id: brand }, body: { platform: "x_twitter", credentials: { access_token: secret } } });
    expect(made.status).toBe(201);
    const gone = await callRoute(connectionRoute.DELETE, "DELETE", `${url}/x_twitter`, { headers: admin.bearer, params: { id: brand, platform: "x_twitter" } });
    expect(gone.status).toBe(200);

    const { rows } = await dbPool().query("SELECT action, resource_type, resource_id, details FROM audit_events WHERE workspace_id = $1 ORDER BY occurred_at, id", [await personalWorkspaceId(owner.id)]);
    expect(rows.map((row) => [row.action, row.resource_type, row.resource_id])).toEqual([
      ["connection.create", "connection", `${brand}/x_twitter`],
      ["connection.delete", "connection", `${brand}/x_twitter`],
    ]);
    expect(rows[1].details).toMatchObject({ id: brand, platform: "x_twitter" });
    expect(JSON.stringify(rows)).not.toContain(secret);
  });
});
