import { afterAll, beforeAll, expect, it } from "vitest";
import * as metricsRoute from "@/app/api/v1/posts/[id]/metrics/route";
import { writeConnection } from "@/lib/connections/write-connection";
import { db } from "@/lib/db/client";
import { refreshDueMetrics } from "@/lib/metrics/refresh-due-metrics";
import { describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { publishedDelivery } from "@/lib/testing/metrics-fixtures";
import { resetEnv, testKeyRing, useEnv } from "@/lib/testing/oauth-env";
import { createBlueskyAppViewApi, type BlueskyAppViewApi } from "@/lib/testing/platform-servers/bluesky-appview";
import { startPlatformServer, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";
import { createXApi, type XApi } from "@/lib/testing/platform-servers/x";
import { publishingBrand } from "@/lib/testing/publishing-fixtures";
import { createTestApiKey } from "@/lib/testing/test-api-key";

const get = (id: string, headers: Record<string, string>) => callRoute(metricsRoute.GET, "GET", `/api/v1/posts/${id}/metrics`, { headers, params: { id } });

describeDb("GET /api/v1/posts/{id}/metrics", () => {
  let x: XApi;
  let appView: BlueskyAppViewApi;
  let servers: PlatformServer[];
  let owner: { userId: string; workspaceId: string; brandId: string };
  let postId: string;
  const tweetId = String(BigInt(Date.now()) * 1000n + 7n);
  const uri = `at://did:plc:api${Date.now()}/app.bsky.feed.post/3lapi`;

  beforeAll(async () => {
    x = createXApi({ tokens: ["x-api-metrics"] });
    appView = createBlueskyAppViewApi();
    servers = [await startPlatformServer([x]), await startPlatformServer([appView])];
    useEnv({ CONNECTIONS_ENCRYPTION_KEYS: testKeyRing(), X_API_BASE_URL: servers[0].url, BLUESKY_APPVIEW_URL: servers[1].url });
    owner = await publishingBrand("Metrics API");
    await writeConnection({ ...owner, platform: "x_twitter", secrets: { credentials: { access_token: "x-api-metrics" }, oauth: {} }, authMethod: "manual", accountLabel: "@m", profile: null, tokenExpiresAt: null });
    x.tweets.push({ id: tweetId, text: "Hello", mediaIds: [], token: "x-api-metrics" });
    appView.posts.set(uri, { handle: "m.test", text: "Hello", reads: 0 });
    // One post published to X and Bluesky; both first snapshots due and taken.
    const xDelivery = await publishedDelivery(owner, "x_twitter", tweetId);
    postId = xDelivery.postId;
    await db().post.update({ where: { id: postId }, data: { platforms: ["x_twitter", "bluesky"] } });
    const job = await db().publishJob.findFirstOrThrow({ where: { postId } });
    const bsky = await db().delivery.create({ data: { postId, jobId: job.id, platform: "bluesky", status: "succeeded", platformPostId: uri, attempts: 1 } });
    await db().metricSchedule.update({ where: { deliveryId: bsky.id }, data: { dueAt: new Date(Date.now() - 1000), publishedAt: xDelivery.publishedAt } });
    expect((await refreshDueMetrics("api-test", { workspaceId: owner.workspaceId })).stored).toBe(2);
  });
  afterAll(async () => {
    resetEnv();
    await Promise.all(servers.map((server) => server.close()));
  });

  it("answers each platform's series with every metric's provenance", async () => {
    const { bearer } = await createTestApiKey(owner.userId, { scopes: ["read"] });
    const res = await get(postId, bearer);
    expect(res.status).toBe(200);
    const { metrics } = res.body.data;
    expect(metrics.post_id).toBe(postId);
    expect(metrics.platforms.map((series: { platform: string }) => series.platform)).toEqual(["x_twitter", "bluesky"]);
    const [xSeries, blueskySeries] = metrics.platforms;
    expect(xSeries.metrics_supported).toBe(true);
    expect(xSeries.next_snapshot_at).not.toBeNull();
    expect(xSeries.snapshots).toHaveLength(1);
    expect(xSeries.snapshots[0]).toMatchObject({
      source_endpoint: `GET /2/tweets?ids=${tweetId}&tweet.fields=public_metrics,non_public_metrics`,
      error: null,
      metrics: { views: { state: "value", value: 100 }, reach: { state: "not_offered", value: null }, clicks: { state: "value", value: 2 } },
    });
    expect(blueskySeries.snapshots[0].metrics).toMatchObject({ views: { state: "not_offered", value: null }, likes: { state: "value", value: 2 } });
  });

  it("a post without live deliveries has no series; a key without read scope is refused", async () => {
    const draft = await db().post.create({ data: { userId: owner.userId, brandId: owner.brandId, content: "d", platforms: ["x_twitter"], source: "api" } });
    const { bearer } = await createTestApiKey(owner.userId, { scopes: ["read"] });
    expect((await get(draft.id, bearer)).body.data.metrics).toEqual({ post_id: draft.id, platforms: [] });
    const postOnly = await createTestApiKey(owner.userId, { scopes: ["post"] });
    expect((await get(postId, postOnly.bearer)).status).toBe(403);
  });

  it("another workspace's post is 404, as is an id that names no post", async () => {
    const stranger = await publishingBrand("Stranger");
    const { bearer } = await createTestApiKey(stranger.userId, { scopes: ["read"] });
    const res = await get(postId, bearer);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("not_found");
    expect((await get("6f0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", bearer)).status).toBe(404);
  });

  it("a brand-restricted key is 403 brand_forbidden on another brand's post", async () => {
    const otherBrand = (await db().brand.create({ data: { userId: owner.userId, name: "Other", website: "https://other.example" } })).id;
    const restricted = await createTestApiKey(owner.userId, { scopes: ["read"], brandIds: [otherBrand] });
    const res = await get(postId, restricted.bearer);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("brand_forbidden");
    const allowed = await createTestApiKey(owner.userId, { scopes: ["read"], brandIds: [owner.brandId] });
    expect((await get(postId, allowed.bearer)).status).toBe(200);
  });

  it("an id that is not a UUID names no post: 404, as everywhere in the API", async () => {
    const { bearer } = await createTestApiKey(owner.userId, { scopes: ["read"] });
    const res = await get("not-a-uuid", bearer);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("not_found");
  });
});
