import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { beforeAll, expect, it } from "vitest";
import * as mcpRoute from "@/app/api/mcp/route";
import * as analyticsRoute from "@/app/api/v1/analytics/route";
import { db } from "@/lib/db/client";
import { describeDb } from "@/lib/testing";
import { makeRequest, routeParams } from "@/lib/testing/make-request";
import { callRoute } from "@/lib/testing/call-route";
import { publishingBrand } from "@/lib/testing/publishing-fixtures";
import { deliveryPublishedAt, storeSnapshot } from "@/lib/testing/snapshot-fixtures";
import { createTestApiKey } from "@/lib/testing/test-api-key";

const get = (query: Record<string, string>, headers: Record<string, string>) => callRoute(analyticsRoute.GET, "GET", `/api/v1/analytics?${new URLSearchParams(query)}`, { headers });

describeDb("GET /api/v1/analytics", () => {
  let owner: { userId: string; workspaceId: string; brandId: string };
  let bearer: Record<string, string>;
  let key: string;
  const range = { from: "2026-04-01", to: "2026-04-30" };

  beforeAll(async () => {
    owner = await publishingBrand("Analytics API");
    await db().brandQueue.create({ data: { brandId: owner.brandId, timezone: "America/New_York", slots: [] } });
    ({ bearer, key } = await createTestApiKey(owner.userId, { scopes: ["read"] }));
    // Mon 6 April 2026, 13:00 UTC = 09:00 in New York: X (two readings) and Bluesky (no views).
    const x = await deliveryPublishedAt(owner, "x_twitter", new Date("2026-04-06T13:00:00Z"));
    await storeSnapshot(x, "x_twitter", new Date("2026-04-06T14:00:00Z"), { views: 100, likes: 4, reach: "not_offered" });
    await storeSnapshot(x, "x_twitter", new Date("2026-04-07T13:00:00Z"), { views: 500, likes: 20, comments: 5, reach: "not_offered" });
    const bluesky = await deliveryPublishedAt(owner, "bluesky", new Date("2026-04-06T13:30:00Z"));
    await storeSnapshot(bluesky, "bluesky", new Date("2026-04-06T14:30:00Z"), { views: "not_offered", likes: 8, comments: 1, shares: 2 });
    // Wed 8 April 2026, 03:00 UTC = Tue 7 April 23:00 in New York.
    const late = await deliveryPublishedAt(owner, "x_twitter", new Date("2026-04-08T03:00:00Z"));
    await storeSnapshot(late, "x_twitter", new Date("2026-04-08T04:00:00Z"), { views: 300, likes: 6, reach: "not_offered" });
    // Outside the range: 1 May in New York.
    const may = await deliveryPublishedAt(owner, "x_twitter", new Date("2026-05-01T16:00:00Z"));
    await storeSnapshot(may, "x_twitter", new Date("2026-05-01T17:00:00Z"), { views: 9_999, likes: 1 });
  });

  it("groups by day in the brand's time zone, each delivery once with its latest reading; a metric no delivery has is null", async () => {
    const res = await get({ brand_id: owner.brandId, ...range }, bearer);
    expect(res.status).toBe(200);
    const { analytics } = res.body.data;
    expect(analytics).toMatchObject({ brand_id: owner.brandId, platform: null, from: "2026-04-01", to: "2026-04-30", time_zone: "America/New_York", group_by: "day" });
    expect(analytics.groups.map((group: { day: string; deliveries: number }) => [group.day, group.deliveries])).toEqual([
      ["2026-04-06", 2],
      ["2026-04-07", 1],
    ]);
    const [monday] = analytics.groups;
    expect(monday.metrics.views).toEqual({ total: 500, deliveries: 1 });
    expect(monday.metrics.likes).toEqual({ total: 28, deliveries: 2 });
    expect(monday.metrics.reach).toEqual({ total: null, deliveries: 0 });
    // Only X has a base (views): (20 + 5) / 500; Bluesky has neither views nor reach.
    expect(monday.engagement_rate).toEqual({ value: 0.05, deliveries: 1 });
    expect(analytics.totals.deliveries).toBe(3);
    expect(analytics.totals.metrics.views).toEqual({ total: 800, deliveries: 2 });
    expect(analytics.totals.engagement_rate).toEqual({ value: 31 / 800, deliveries: 2 });
  });

  it("groups by platform, and by weekday and hour of publishing; platform narrows", async () => {
    const byPlatform = (await get({ brand_id: owner.brandId, ...range, group_by: "platform" }, bearer)).body.data.analytics.groups;
    expect(byPlatform.map((group: { platform: string; deliveries: number }) => [group.platform, group.deliveries])).toEqual([
      ["bluesky", 1],
      ["x_twitter", 2],
    ]);
    const byHour = (await get({ brand_id: owner.brandId, ...range, group_by: "weekday_hour" }, bearer)).body.data.analytics.groups;
    expect(byHour.map((group: { weekday: number; hour: number; deliveries: number }) => [group.weekday, group.hour, group.deliveries])).toEqual([
      [1, 9, 2],
      [2, 23, 1],
    ]);
    const onlyBluesky = (await get({ brand_id: owner.brandId, ...range, platform: "bluesky" }, bearer)).body.data.analytics;
    expect(onlyBluesky.platform).toBe("bluesky");
    expect(onlyBluesky.totals.deliveries).toBe(1);
    expect(onlyBluesky.totals.metrics.views.total).toBeNull();
  });

  it("format=csv answers text/csv: a header row, then one row per group, an empty cell for no value", async () => {
    const response = await analyticsRoute.GET(makeRequest("GET", `/api/v1/analytics?${new URLSearchParams({ brand_id: owner.brandId, ...range, format: "csv" })}`, { headers: bearer }), routeParams({}));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "day,deliveries,views,views_deliveries,reach,reach_deliveries,likes,likes_deliveries,comments,comments_deliveries,shares,shares_deliveries,saves,saves_deliveries,clicks,clicks_deliveries,engagement_rate,engagement_rate_deliveries",
    );
    expect(lines.slice(1)).toEqual(["2026-04-06,2,500,1,,0,28,2,6,2,2,1,,0,,0,0.05,1", "2026-04-07,1,300,1,,0,6,1,,0,,0,,0,,0,0.02,1"]);
  });

  it("400 names the field: a range beyond 366 days, from after to, an unknown grouping, no brand", async () => {
    const tooLong = await get({ brand_id: owner.brandId, from: "2025-01-01", to: "2026-04-30" }, bearer);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.details).toEqual([{ field: "to", limit: 366, actual: 485 }]);
    const fromOnly = await get({ brand_id: owner.brandId, from: "2020-01-01", to: "2026-01-01" }, bearer);
    expect(fromOnly.body.error.details[0].field).toBe("to");
    const reversed = await get({ brand_id: owner.brandId, from: "2026-04-30", to: "2026-04-01" }, bearer);
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.details[0].field).toBe("from");
    const theme = await get({ brand_id: owner.brandId, group_by: "season" }, bearer);
    expect(theme.status).toBe(400);
    expect(theme.body.error.details[0].field).toBe("group_by");
    const badDay = await get({ brand_id: owner.brandId, from: "2026-02-30" }, bearer);
    expect(badDay.body.error.details[0].field).toBe("from");
    const noBrand = await get({}, bearer);
    expect(noBrand.status).toBe(400);
    expect(noBrand.body.error.details[0].field).toBe("brand_id");
    const csvError = await analyticsRoute.GET(makeRequest("GET", `/api/v1/analytics?format=csv&brand_id=${owner.brandId}&from=2000-01-01&to=2026-01-01`, { headers: bearer }), routeParams({}));
    expect(csvError.status).toBe(400);
    expect(csvError.headers.get("content-type")).toContain("application/json");
  });

  it("a restricted key's other brand is 403 brand_forbidden; another workspace's brand 404; a key without read 403", async () => {
    const other = await db().brand.create({ data: { userId: owner.userId, name: "Other", website: "https://other.example" } });
    const restricted = await createTestApiKey(owner.userId, { scopes: ["read"], brandIds: [other.id] });
    const forbidden = await get({ brand_id: owner.brandId }, restricted.bearer);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe("brand_forbidden");
    expect((await get({ brand_id: other.id }, restricted.bearer)).status).toBe(200);
    const stranger = await publishingBrand("Analytics stranger");
    const strangerKey = await createTestApiKey(stranger.userId, { scopes: ["read"] });
    const hidden = await get({ brand_id: owner.brandId }, strangerKey.bearer);
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.code).toBe("not_found");
    const postOnly = await createTestApiKey(owner.userId, { scopes: ["post"] });
    expect((await get({ brand_id: owner.brandId }, postOnly.bearer)).body.error.code).toBe("insufficient_scope");
  });

  it("the MCP tool get_analytics answers what the API answers, and its errors are the API's", async () => {
    const client = new Client({ name: "vitest-agent", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL("http://localhost:3000/api/mcp"), {
        requestInit: { headers: { authorization: `Bearer ${key}` } },
        fetch: (url, init) => mcpRoute.POST(new Request(url, init)),
      }),
    );
    for (const group_by of ["day", "platform", "weekday_hour"]) {
      const args = { brand_id: owner.brandId, ...range, group_by };
      const result = (await client.callTool({ name: "get_analytics", arguments: args })) as { isError?: boolean; structuredContent?: any };
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent.analytics).toEqual((await get(args, bearer)).body.data.analytics);
    }
    const tooLong = (await client.callTool({ name: "get_analytics", arguments: { brand_id: owner.brandId, from: "2020-01-01", to: "2026-01-01" } })) as { isError?: boolean; content: { text: string }[] };
    expect(tooLong.isError).toBe(true);
    expect(tooLong.content[0].text).toMatch(/^invalid_request: to:/);
    await client.close();
  });
});
