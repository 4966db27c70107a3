import { beforeAll, expect, it } from "vitest";
import * as thresholdsRoute from "@/app/api/v1/brands/[id]/metric-thresholds/route";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { publishingBrand } from "@/lib/testing/publishing-fixtures";
import { createTestApiKey } from "@/lib/testing/test-api-key";

const path = (brandId: string) => `/api/v1/brands/${brandId}/metric-thresholds`;
const get = (brandId: string, headers: Record<string, string>) => callRoute(thresholdsRoute.GET, "GET", path(brandId), { headers, params: { id: brandId } });
const put = (brandId: string, body: unknown, headers: Record<string, string>) => callRoute(thresholdsRoute.PUT, "PUT", path(brandId), { headers, body, params: { id: brandId } });

describeDb("GET/PUT /api/v1/brands/{id}/metric-thresholds", () => {
  let owner: { userId: string; workspaceId: string; brandId: string };
  let bearer: Record<string, string>;

  beforeAll(async () => {
    owner = await publishingBrand("Thresholds");
    ({ bearer } = await createTestApiKey(owner.userId, { scopes: ["read", "write"] }));
  });

  it("replaces the brand's thresholds (a repeat counts once), reads them back in order, and records the write in the audit trail", async () => {
    expect((await get(owner.brandId, bearer)).body.data.metric_thresholds).toEqual({ brand_id: owner.brandId, thresholds: [] });
    const set = await put(owner.brandId, { thresholds: [{ metric: "views", threshold: 1000 }, { metric: "likes", threshold: 50 }, { metric: "views", threshold: 1000 }] }, bearer);
    expect(set.status).toBe(200);
    const expected = { brand_id: owner.brandId, thresholds: [{ metric: "likes", threshold: 50 }, { metric: "views", threshold: 1000 }] };
    expect(set.body.data.metric_thresholds).toEqual(expected);
    expect((await get(owner.brandId, bearer)).body.data.metric_thresholds).toEqual(expected);
    // The rows the webhook trigger reads.
    const { rows } = await dbPool().query("SELECT metric, threshold::int AS threshold, workspace_id FROM metric_thresholds WHERE brand_id = $1 ORDER BY metric", [owner.brandId]);
    expect(rows).toEqual([{ metric: "likes", threshold: 50, workspace_id: owner.workspaceId }, { metric: "views", threshold: 1000, workspace_id: owner.workspaceId }]);
    const audit = await dbPool().query("SELECT resource_type, resource_id FROM audit_events WHERE workspace_id = $1 AND action = 'brand.metric_thresholds_set'", [owner.workspaceId]);
    expect(audit.rows).toEqual([{ resource_type: "brand", resource_id: owner.brandId }]);

    expect((await put(owner.brandId, { thresholds: [] }, bearer)).body.data.metric_thresholds.thresholds).toEqual([]);
  });

  it("400 names the field for an unknown metric, a threshold that is not a positive whole number, too many; nothing changes", async () => {
    await put(owner.brandId, { thresholds: [{ metric: "views", threshold: 5 }] }, bearer);
    const cases: [unknown, string][] = [
      [{ thresholds: [{ metric: "followers", threshold: 10 }] }, "thresholds[0].metric"],
      [{ thresholds: [{ metric: "views", threshold: 0 }] }, "thresholds[0].threshold"],
      [{ thresholds: [{ metric: "views", threshold: -4 }] }, "thresholds[0].threshold"],
      [{ thresholds: [{ metric: "views", threshold: 2.5 }] }, "thresholds[0].threshold"],
      [{ thresholds: [{ metric: "views", threshold: "100" }] }, "thresholds[0].threshold"],
      [{ thresholds: Array.from({ length: 11 }, (_, n) => ({ metric: "views", threshold: n + 1 })) }, "thresholds"],
      [{}, "thresholds"],
    ];
    for (const [body, field] of cases) {
      const res = await put(owner.brandId, body, bearer);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.details.map((detail: { field: string }) => detail.field), JSON.stringify(body)).toContain(field);
    }
    expect((await get(owner.brandId, bearer)).body.data.metric_thresholds.thresholds).toEqual([{ metric: "views", threshold: 5 }]);
  });

  it("a read-only key cannot set them; a restricted key's other brand is 403 brand_forbidden; another workspace's brand 404", async () => {
    const reader = await createTestApiKey(owner.userId, { scopes: ["read"] });
    expect((await get(owner.brandId, reader.bearer)).status).toBe(200);
    expect((await put(owner.brandId, { thresholds: [] }, reader.bearer)).body.error.code).toBe("insufficient_scope");
    const other = await db().brand.create({ data: { userId: owner.userId, name: "Other", website: "https://o.example" } });
    const restricted = await createTestApiKey(owner.userId, { scopes: ["read", "write"], brandIds: [other.id] });
    const forbidden = await put(owner.brandId, { thresholds: [] }, restricted.bearer);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe("brand_forbidden");
    const stranger = await publishingBrand("Thresholds stranger");
    const strangerKey = await createTestApiKey(stranger.userId, { scopes: ["read", "write"] });
    expect((await put(owner.brandId, { thresholds: [] }, strangerKey.bearer)).status).toBe(404);
    expect((await get(owner.brandId, strangerKey.bearer)).status).toBe(404);
    expect((await get(owner.brandId, bearer)).body.data.metric_thresholds.thresholds).toEqual([{ metric: "views", threshold: 5 }]);
  });
});
