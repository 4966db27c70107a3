import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { beforeAll, expect, it } from "vitest";
import * as mcpRoute from "@/app/api/mcp/route";
import * as bestTimesRoute from "@/app/api/v1/analytics/best-times/route";
import { db } from "@/lib/db/client";
import { BEST_TIMES_MIN_POSTS, DEFAULT_BEST_TIMES } from "@/lib/schemas/best-times";
import { describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { publishingBrand } from "@/lib/testing/publishing-fixtures";
import { deliveryPublishedAt, storeSnapshot } from "@/lib/testing/snapshot-fixtures";
import { createTestApiKey } from "@/lib/testing/test-api-key";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const get = (query: Record<string, string>, headers: Record<string, string>) => callRoute(bestTimesRoute.GET, "GET", `/api/v1/analytics/best-times?${new URLSearchParams(query)}`, { headers });

/** Midnight UTC `daysAgo` days before today, plus `hour` hours (the brands here have no queue: UTC). */
const at = (daysAgo: number, hour: number) => {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - daysAgo * DAY + hour * HOUR);
};

/** A delivery published at `publishedAt` with one reading: `views` views and `likes` likes. */
async function published(owner: { userId: string; brandId: string }, platform: string, publishedAt: Date, counts: { views: number | "not_offered"; likes: number }) {
  const delivery = await deliveryPublishedAt(owner, platform, publishedAt);
  await storeSnapshot(delivery, platform, new Date(publishedAt.getTime() + HOUR), counts);
}

describeDb("GET /api/v1/analytics/best-times", () => {
  let owner: { userId: string; workspaceId: string; brandId: string };
  let bearer: Record<string, string>;
  let key: string;
  const slotOf = (date: Date) => ({ weekday: date.getUTCDay(), hour: date.getUTCHours() });

  beforeAll(async () => {
    owner = await publishingBrand("Best times");
    ({ bearer, key } = await createTestApiKey(owner.userId, { scopes: ["read"] }));
    // Five slots (five weekdays, hours 9–13), three X posts each a week apart; slot s has a rate of s %.
    for (let s = 1; s <= 5; s++) for (let week = 1; week <= 3; week++) await published(owner, "x_twitter", at(week * 7 + s, 8 + s), { views: 1000, likes: 10 * s });
    // One lucky post in a slot of its own (a 90 % rate): one post is not a pattern.
    await published(owner, "x_twitter", at(6, 20), { views: 100, likes: 90 });
    // Bluesky posts have no views or reach, so no rate: no evidence either way.
    for (let n = 0; n < 3; n++) await published(owner, "bluesky", at(10 + n, 7), { views: "not_offered", likes: 500 });
    // Older than 90 days: not read.
    await published(owner, "x_twitter", at(120, 22), { views: 10, likes: 9 });
  });

  it("proposes the slots with the best rate from the brand's history, with the evidence, when there is enough of it", async () => {
    const res = await get({ brand_id: owner.brandId }, bearer);
    expect(res.status).toBe(200);
    const best = res.body.data.best_times;
    expect(best).toMatchObject({ brand_id: owner.brandId, platform: null, time_zone: "UTC", source: "history" });
    expect(best.history).toMatchObject({ rated_posts: 16, min_posts: BEST_TIMES_MIN_POSTS, min_slot_posts: 2 });
    expect(best.slots).toEqual(
      [5, 4, 3, 2, 1].map((s) => ({ ...slotOf(at(7 + s, 8 + s)), posts: 3, engagements: 30 * s, engagement_rate: (30 * s) / 3000 })),
    );
  });

  it("falls back to the general defaults below the minimum, and says so; platform narrows", async () => {
    const res = await get({ brand_id: owner.brandId, platform: "bluesky" }, bearer);
    expect(res.status).toBe(200);
    const best = res.body.data.best_times;
    expect(best.source).toBe("defaults");
    expect(best.platform).toBe("bluesky");
    expect(best.history.rated_posts).toBe(0);
    expect(best.reason).toMatch(/Only 0 rated posts/);
    expect(best.slots).toEqual(DEFAULT_BEST_TIMES.map(({ weekday, hour }) => ({ weekday, hour, posts: 0, engagements: 0, engagement_rate: null })));

    const young = await publishingBrand("Best times young");
    const youngKey = await createTestApiKey(young.userId, { scopes: ["read"] });
    await published(young, "x_twitter", at(3, 9), { views: 100, likes: 5 });
    expect((await get({ brand_id: young.brandId }, youngKey.bearer)).body.data.best_times).toMatchObject({ source: "defaults", history: { rated_posts: 1 } });
  });

  it("400 names the field; a restricted key's other brand is 403 brand_forbidden; another workspace's brand 404", async () => {
    const noBrand = await get({}, bearer);
    expect(noBrand.status).toBe(400);
    expect(noBrand.body.error.details[0].field).toBe("brand_id");
    const badPlatform = await get({ brand_id: owner.brandId, platform: "myspace" }, bearer);
    expect(badPlatform.status).toBe(400);
    expect(badPlatform.body.error.details[0].field).toBe("platform");
    const other = await db().brand.create({ data: { userId: owner.userId, name: "Other", website: "https://other.example" } });
    const restricted = await createTestApiKey(owner.userId, { scopes: ["read"], brandIds: [other.id] });
    expect((await get({ brand_id: owner.brandId }, restricted.bearer)).body.error.code).toBe("brand_forbidden");
    const stranger = await publishingBrand("Best times stranger");
    const strangerKey = await createTestApiKey(stranger.userId, { scopes: ["read"] });
    expect((await get({ brand_id: owner.brandId }, strangerKey.bearer)).status).toBe(404);
    const postOnly = await createTestApiKey(owner.userId, { scopes: ["post"] });
    expect((await get({ brand_id: owner.brandId }, postOnly.bearer)).body.error.code).toBe("insufficient_scope");
  });

  it("the MCP tool get_best_times answers what the API answers", async () => {
    const client = new Client({ name: "vitest-agent", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL("http://localhost:3000/api/mcp"), {
        requestInit: { headers: { authorization: `Bearer ${key}` } },
        fetch: (url, init) => mcpRoute.POST(new Request(url, init)),
      }),
    );
    const result = (await client.callTool({ name: "get_best_times", arguments: { brand_id: owner.brandId } })) as { isError?: boolean; structuredContent?: any };
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent.best_times).toEqual((await get({ brand_id: owner.brandId }, bearer)).body.data.best_times);
    await client.close();
  });
});
