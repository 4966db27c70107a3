import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { beforeAll, expect, it } from "vitest";
import * as mcpRoute from "@/app/api/mcp/route";
import * as topPostsRoute from "@/app/api/v1/analytics/top-posts/route";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { publishingBrand } from "@/lib/testing/publishing-fixtures";
import { deliveryPublishedAt, storeSnapshot, type SnapshotCounts } from "@/lib/testing/snapshot-fixtures";
import { createTestApiKey } from "@/lib/testing/test-api-key";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const get = (query: Record<string, string>, headers: Record<string, string>) => callRoute(topPostsRoute.GET, "GET", `/api/v1/analytics/top-posts?${new URLSearchParams(query)}`, { headers });
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** A post published `days` ago on X with one reading, and optionally a second platform's delivery of the same post with its own reading. */
async function post(owner: { userId: string; brandId: string }, days: number, text: string, x: SnapshotCounts, bluesky?: SnapshotCounts) {
  const publishedAt = daysAgo(days);
  const delivery = await deliveryPublishedAt(owner, "x_twitter", publishedAt);
  await db().post.update({ where: { id: delivery.postId }, data: { publishedAt, content: text, imageUrl: `https://img.example/${days}.png`, platforms: bluesky ? ["x_twitter", "bluesky"] : ["x_twitter"] } });
  await db().delivery.update({ where: { id: delivery.deliveryId }, data: { permalink: `https://x.example/status/${days}` } });
  await storeSnapshot(delivery, "x_twitter", new Date(publishedAt.getTime() + HOUR), x);
  if (bluesky) {
    const jobId = (await db().delivery.findUniqueOrThrow({ where: { id: delivery.deliveryId } })).jobId;
    const second = await db().delivery.create({ data: { postId: delivery.postId, jobId, platform: "bluesky", status: "succeeded", platformPostId: `at-${days}`, attempts: 1, permalink: `https://bsky.example/post/${days}` } });
    await dbPool().query("UPDATE metric_schedules SET published_at = $2 WHERE delivery_id = $1", [second.id, publishedAt]);
    await storeSnapshot({ postId: delivery.postId, deliveryId: second.id }, "bluesky", new Date(publishedAt.getTime() + 2 * HOUR), bluesky);
  }
  return delivery.postId;
}

describeDb("GET /api/v1/analytics/top-posts", () => {
  let owner: { userId: string; workspaceId: string; brandId: string };
  let bearer: Record<string, string>;
  let key: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    owner = await publishingBrand("Top posts");
    ({ bearer, key } = await createTestApiKey(owner.userId, { scopes: ["read"] }));
    ids.big = await post(owner, 3, "A".repeat(250), { views: 5000, likes: 40 }, { views: "not_offered", likes: 100 });
    ids.mid = await post(owner, 4, "Middle post", { views: 3000, likes: 90, comments: 5 });
    ids.noViews = await post(owner, 5, "No views returned", { likes: 7 });
    ids.old = await post(owner, 60, "Older than the default range", { views: 90_000, likes: 1 });
    // Another brand of the same workspace: never ranked with this one.
    const other = await db().brand.create({ data: { userId: owner.userId, name: "Other brand", website: "https://o.example" } });
    await post({ userId: owner.userId, brandId: other.id }, 3, "Other brand's post", { views: 1_000_000, likes: 1 });
  });

  it("ranks by a metric summed over the post's platforms, with previews, permalinks and as-of times; a missing value is left out, not ranked as 0", async () => {
    const res = await get({ brand_id: owner.brandId, metric: "views" }, bearer);
    expect(res.status).toBe(200);
    const top = res.body.data.top_posts;
    expect(top).toMatchObject({ brand_id: owner.brandId, metric: "views", platform: null, time_zone: "UTC", to: dayOf(new Date()) });
    expect(top.posts.map((p: { post_id: string }) => p.post_id)).toEqual([ids.big, ids.mid]);
    const [first] = top.posts;
    expect(first).toMatchObject({ rank: 1, value: 5000, preview: { text: "A".repeat(200), truncated: true, image_url: "https://img.example/3.png", platforms: ["x_twitter", "bluesky"] } });
    expect(first.deliveries).toEqual([
      { platform: "bluesky", permalink: "https://bsky.example/post/3", value: null, as_of: first.deliveries[0].as_of },
      { platform: "x_twitter", permalink: "https://x.example/status/3", value: 5000, as_of: first.deliveries[1].as_of },
    ]);
    // The newest reading the value includes is the post's "as of".
    expect(Date.parse(first.as_of)).toBe(Math.max(...first.deliveries.map((d: { as_of: string }) => Date.parse(d.as_of))));
    expect(Date.parse(first.preview.published_at)).toBeLessThan(Date.parse(first.as_of));
  });

  it("engagements (the default) add likes, comments, shares and saves over the platforms, Bluesky's too; platform narrows; limit cuts", async () => {
    const all = (await get({ brand_id: owner.brandId }, bearer)).body.data.top_posts;
    expect(all.metric).toBe("engagements");
    expect(all.posts.map((p: { post_id: string; value: number }) => [p.post_id, p.value])).toEqual([[ids.big, 140], [ids.mid, 95], [ids.noViews, 7]]);
    const xOnly = (await get({ brand_id: owner.brandId, platform: "x_twitter", metric: "likes" }, bearer)).body.data.top_posts;
    expect(xOnly.posts.map((p: { value: number }) => p.value)).toEqual([90, 40, 7]);
    expect(xOnly.posts[1].deliveries.map((d: { platform: string }) => d.platform)).toEqual(["x_twitter"]);
    const one = (await get({ brand_id: owner.brandId, limit: "1" }, bearer)).body.data.top_posts;
    expect(one.posts.map((p: { post_id: string }) => p.post_id)).toEqual([ids.big]);
    const longAgo = (await get({ brand_id: owner.brandId, from: dayOf(daysAgo(70)), to: dayOf(daysAgo(50)), metric: "views" }, bearer)).body.data.top_posts;
    expect(longAgo.posts.map((p: { post_id: string }) => p.post_id)).toEqual([ids.old]);
  });

  it("400 names the field; a restricted key's other brand is 403 brand_forbidden; another workspace's brand 404; post scope alone is refused", async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, "brand_id"],
      [{ brand_id: owner.brandId, metric: "followers" }, "metric"],
      [{ brand_id: owner.brandId, platform: "myspace" }, "platform"],
      [{ brand_id: owner.brandId, limit: "51" }, "limit"],
      [{ brand_id: owner.brandId, limit: "0" }, "limit"],
      [{ brand_id: owner.brandId, from: "2026-13-01" }, "from"],
      [{ brand_id: owner.brandId, from: "2026-05-02", to: "2026-05-01" }, "from"],
      [{ brand_id: owner.brandId, from: "2024-01-01", to: "2026-01-01" }, "to"],
    ];
    for (const [query, field] of cases) {
      const res = await get(query, bearer);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error.details[0].field, JSON.stringify(query)).toBe(field);
    }
    const other = await db().brand.create({ data: { userId: owner.userId, name: "Restricted other", website: "https://other.example" } });
    const restricted = await createTestApiKey(owner.userId, { scopes: ["read"], brandIds: [other.id] });
    const forbidden = await get({ brand_id: owner.brandId }, restricted.bearer);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe("brand_forbidden");
    const stranger = await publishingBrand("Top posts stranger");
    const strangerKey = await createTestApiKey(stranger.userId, { scopes: ["read"] });
    expect((await get({ brand_id: owner.brandId }, strangerKey.bearer)).status).toBe(404);
    const postOnly = await createTestApiKey(owner.userId, { scopes: ["post"] });
    expect((await get({ brand_id: owner.brandId }, postOnly.bearer)).body.error.code).toBe("insufficient_scope");
  });

  it("the MCP tool get_top_posts answers what the API answers", async () => {
    const client = new Client({ name: "vitest-agent", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL("http://localhost:3000/api/mcp"), {
        requestInit: { headers: { authorization: `Bearer ${key}` } },
        fetch: (url, init) => mcpRoute.POST(new Request(url, init)),
      }),
    );
    const result = (await client.callTool({ name: "get_top_posts", arguments: { brand_id: owner.brandId, metric: "views" } })) as { isError?: boolean; structuredContent?: any };
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent.top_posts).toEqual((await get({ brand_id: owner.brandId, metric: "views" }, bearer)).body.data.top_posts);
    await client.close();
  });
});
