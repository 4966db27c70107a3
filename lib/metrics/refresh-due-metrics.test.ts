import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { writeConnection } from "@/lib/connections/write-connection";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { claimDueMetrics } from "@/lib/metrics/claim-due-metrics";
import { recordMetricsBatch } from "@/lib/metrics/record-metrics";
import { METRIC_NAMES, type MetricReading } from "@/lib/platforms/metrics-kit/metric-reading";
import { refreshDueMetrics } from "@/lib/metrics/refresh-due-metrics";
import { nextSnapshot, SNAPSHOT_AFTER_MS } from "@/lib/metrics/snapshot-steps";
import { describeDb } from "@/lib/testing";
import { type Loopback, type Reply, startLoopback } from "@/lib/testing/loopback-server";
import { publishedDelivery, scheduleOf, snapshotsOf } from "@/lib/testing/metrics-fixtures";
import { resetEnv, testKeyRing, useEnv } from "@/lib/testing/oauth-env";
import { createBlueskyAppViewApi, type BlueskyAppViewApi } from "@/lib/testing/platform-servers/bluesky-appview";
import { startPlatformServer, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";
import { createXApi, type XApi } from "@/lib/testing/platform-servers/x";
import { publishingBrand } from "@/lib/testing/publishing-fixtures";

const HOUR = 3600_000;

describe("nextSnapshot", () => {
  it("steps at 1 h, 6 h, 24 h, 72 h, 7 d and 30 d after publishing, then stops; missed steps are passed", () => {
    const published = new Date("2026-11-01T00:00:00Z");
    const at = (ms: number) => new Date(published.getTime() + ms);
    expect(nextSnapshot(published, at(HOUR))).toEqual({ step: 1, dueAt: at(6 * HOUR) });
    expect(nextSnapshot(published, at(6 * HOUR + 60_000))).toEqual({ step: 2, dueAt: at(24 * HOUR) });
    expect(nextSnapshot(published, at(8 * 24 * HOUR))).toEqual({ step: 5, dueAt: at(30 * 24 * HOUR) });
    expect(nextSnapshot(published, at(30 * 24 * HOUR))).toEqual({ step: 6, dueAt: null });
    expect(SNAPSHOT_AFTER_MS).toHaveLength(6);
  });
});

const KEYS = testKeyRing();

describeDb("post metrics refresh", () => {
  let x: XApi;
  let xServer: PlatformServer;
  let appView: BlueskyAppViewApi;
  let appViewServer: PlatformServer;
  let owner: { userId: string; workspaceId: string; brandId: string };
  let nextId = BigInt(Date.now()) * 1000n;
  const tweet = (token = "x-metrics") => {
    const id = String(nextId++);
    x.tweets.push({ id, text: "Hello", mediaIds: [], token });
    return id;
  };
  const connectX = (accessToken: string, oauth: Record<string, string> = {}) =>
    writeConnection({
      ...owner,
      platform: "x_twitter",
      secrets: { credentials: { access_token: accessToken }, oauth },
      authMethod: Object.keys(oauth).length > 0 ? "oauth" : "manual",
      accountLabel: "@metrics",
      profile: null,
      tokenExpiresAt: null,
    });
  const refresh = (runner = "metrics-test") => refreshDueMetrics(runner, { workspaceId: owner.workspaceId });

  beforeAll(async () => {
    x = createXApi({ tokens: ["x-metrics", "x-other"] });
    xServer = await startPlatformServer([x]);
    appView = createBlueskyAppViewApi();
    appViewServer = await startPlatformServer([appView]);
  });
  beforeEach(async () => {
    owner = await publishingBrand("Metrics");
    useEnv({ CONNECTIONS_ENCRYPTION_KEYS: KEYS, X_API_BASE_URL: xServer.url, BLUESKY_APPVIEW_URL: appViewServer.url });
    await connectX("x-metrics");
  });
  afterEach(resetEnv);
  afterAll(async () => {
    await xServer.close();
    await appViewServer.close();
  });

  it("a live delivery that succeeds starts its schedule an hour out; sandbox and failed deliveries have none", async () => {
    const post = await db().post.create({ data: { userId: owner.userId, brandId: owner.brandId, content: "c", platforms: ["x_twitter"], source: "api" } });
    const job = await db().publishJob.create({ data: { postId: post.id, runAt: new Date() } });
    const live = await db().delivery.create({ data: { postId: post.id, jobId: job.id, platform: "x_twitter" } });
    const sandbox = await db().delivery.create({ data: { postId: post.id, jobId: job.id, platform: "linkedin", status: "succeeded", platformPostId: "sandbox-1", sandbox: true } });
    const failed = await db().delivery.create({ data: { postId: post.id, jobId: job.id, platform: "bluesky", status: "failed" } });
    expect(await scheduleOf(live.id)).toBeNull();
    await dbPool().query("UPDATE deliveries SET status = 'succeeded', platform_post_id = '42' WHERE id = $1", [live.id]);
    const schedule = (await scheduleOf(live.id))!;
    expect(schedule).toMatchObject({ workspaceId: owner.workspaceId, postId: post.id, platform: "x_twitter", step: 0 });
    expect(schedule.dueAt!.getTime() - schedule.publishedAt.getTime()).toBe(HOUR);
    expect(await scheduleOf(sandbox.id)).toBeNull();
    expect(await scheduleOf(failed.id)).toBeNull();
  });

  it("stores each metric with its provenance and schedules the next step", async () => {
    const id = tweet();
    const { deliveryId, publishedAt } = await publishedDelivery(owner, "x_twitter", id);
    expect(await refresh()).toEqual({ claimed: 1, stored: 1, errors: 0, postponed: 0 });
    const [snapshot] = await snapshotsOf(deliveryId);
    expect(snapshot).toMatchObject({
      workspaceId: owner.workspaceId,
      platform: "x_twitter",
      sourceEndpoint: `GET /2/tweets?ids=${id}&tweet.fields=public_metrics,non_public_metrics`,
      error: null,
      views: 100n,
      viewsState: "value",
      reach: null,
      reachState: "not_offered",
      likes: 3n,
      clicks: 2n,
      extras: { quote_count: 0, non_public_impression_count: 100, user_profile_clicks: 1 },
    });
    expect(await scheduleOf(deliveryId)).toMatchObject({ step: 1, dueAt: new Date(publishedAt.getTime() + 6 * HOUR), retries: 0, claimedBy: null });
    // Not due again until then.
    expect((await refresh()).claimed).toBe(0);
  });

  it("Bluesky counts come from the AppView without a session; views are not offered", async () => {
    const uri = `at://did:plc:metrics${Date.now()}/app.bsky.feed.post/3labc`;
    appView.posts.set(uri, { handle: "metrics.test", text: "Hi", reads: 0 });
    const { deliveryId } = await publishedDelivery(owner, "bluesky", uri);
    await refresh();
    const [snapshot] = await snapshotsOf(deliveryId);
    expect(snapshot).toMatchObject({ views: null, viewsState: "not_offered", likes: 2n, likesState: "value", comments: 1n, extras: { quoteCount: 0 } });
  });

  it("two runners at once never fetch the same snapshot twice", async () => {
    const ids = Array.from({ length: 6 }, () => tweet());
    const deliveries = [];
    for (const id of ids) deliveries.push((await publishedDelivery(owner, "x_twitter", id)).deliveryId);
    const [a, b] = await Promise.all([
      refreshDueMetrics("runner-a", { workspaceId: owner.workspaceId }),
      refreshDueMetrics("runner-b", { workspaceId: owner.workspaceId }),
    ]);
    expect(a.claimed + b.claimed).toBe(6);
    expect(a.stored + b.stored).toBe(6);
    for (const id of ids) expect(x.metrics.reads.get(id)).toBe(1);
    for (const deliveryId of deliveries) expect(await snapshotsOf(deliveryId)).toHaveLength(1);
  });

  it("claims are disjoint, and a held claim is not due for another runner until it runs out", async () => {
    for (let i = 0; i < 4; i++) await publishedDelivery(owner, "x_twitter", tweet());
    const [a, b] = await Promise.all([claimDueMetrics("claim-a", 3, ["x_twitter"], owner.workspaceId), claimDueMetrics("claim-b", 3, ["x_twitter"], owner.workspaceId)]);
    const all = [...a, ...b].map((claim) => claim.deliveryId);
    expect(all).toHaveLength(4);
    expect(new Set(all).size).toBe(4);
    expect(await claimDueMetrics("claim-c", 10, ["x_twitter"], owner.workspaceId)).toEqual([]);
    // A runner that died: its claim runs out and another takes the snapshot.
    await dbPool().query("UPDATE metric_schedules SET claimed_until = now() - interval '1 second' WHERE delivery_id = $1", [all[0]]);
    expect((await claimDueMetrics("claim-c", 10, ["x_twitter"], owner.workspaceId)).map((claim) => claim.deliveryId)).toEqual([all[0]]);
  });

  it("a batch stores only the snapshots whose claim its runner still holds, in one statement", async () => {
    for (let i = 0; i < 3; i++) await publishedDelivery(owner, "x_twitter", tweet());
    const claims = await claimDueMetrics("batch-a", 3, ["x_twitter"], owner.workspaceId);
    expect(claims).toHaveLength(3);
    // The first claim ran out and another runner took it over meanwhile.
    await dbPool().query("UPDATE metric_schedules SET claimed_by = 'batch-b' WHERE delivery_id = $1", [claims[0].deliveryId]);
    const reading = { sourceEndpoint: "GET /2/tweets?ids=…", extras: { quote_count: 2 }, metrics: Object.fromEntries(METRIC_NAMES.map((name, i) => [name, name === "views" ? { state: "not_offered" } : { state: "value", value: i }])) } as unknown as MetricReading;
    const held = await recordMetricsBatch(
      [
        { claim: claims[0], outcome: { kind: "reading", reading } },
        { claim: claims[1], outcome: { kind: "reading", reading } },
        { claim: claims[2], outcome: { kind: "error", sourceEndpoint: "GET /2/tweets?ids=…", reason: "data: Required" } },
      ],
      new Date(),
    );
    expect(held).toEqual([false, true, true]);
    expect(await snapshotsOf(claims[0].deliveryId)).toEqual([]);
    expect((await scheduleOf(claims[0].deliveryId))!.claimedBy).toBe("batch-b");
    const [stored] = await snapshotsOf(claims[1].deliveryId);
    expect(stored).toMatchObject({ sourceEndpoint: "GET /2/tweets?ids=…", error: null, extras: { quote_count: 2 }, viewsState: "not_offered", views: null });
    expect(Number(stored.reach)).toBe(1);
    const [failed] = await snapshotsOf(claims[2].deliveryId);
    expect(failed).toMatchObject({ error: "data: Required", reachState: "not_returned", reach: null });
    for (const claim of claims.slice(1)) expect(await scheduleOf(claim.deliveryId)).toMatchObject({ step: 1, claimedBy: null, retries: 0 });
  });

  it("a schedule keeps its post's brand, so a claim groups one brand's posts only", async () => {
    const { deliveryId, postId } = await publishedDelivery(owner, "x_twitter", tweet());
    expect((await scheduleOf(deliveryId))!.brandId).toBe(owner.brandId);
    const other = (await db().brand.create({ data: { userId: owner.userId, name: "Other brand", website: "https://other.example" } })).id;
    await db().post.update({ where: { id: postId }, data: { brandId: other } });
    expect((await scheduleOf(deliveryId))!.brandId).toBe(other);
    await db().brand.delete({ where: { id: other } });
    expect((await scheduleOf(deliveryId))!.brandId).toBeNull();
  });

  it("a 429 waits its Retry-After: the same step later, nothing stored", async () => {
    const { deliveryId } = await publishedDelivery(owner, "x_twitter", tweet());
    x.metrics.scripted.push({ status: 429, headers: { "retry-after": "120" }, json: { title: "Too Many Requests", detail: "Too Many Requests", status: 429 } });
    const before = Date.now();
    expect(await refresh()).toMatchObject({ claimed: 1, postponed: 1, stored: 0 });
    const schedule = (await scheduleOf(deliveryId))!;
    expect(schedule).toMatchObject({ step: 0, retries: 1 });
    expect(schedule.lastError).toContain("rate limiting metrics reads");
    expect(schedule.dueAt!.getTime()).toBeGreaterThanOrEqual(before + 119_000);
    expect(await snapshotsOf(deliveryId)).toEqual([]);
  });

  it("a malformed answer is recorded as an error with its reason and no value; the schedule moves on", async () => {
    const { deliveryId } = await publishedDelivery(owner, "x_twitter", tweet());
    x.metrics.scripted.push({ status: 200, json: { data: [{ id: "1", public_metrics: { like_count: -5 } }] } });
    expect(await refresh()).toMatchObject({ errors: 1, stored: 0 });
    const [snapshot] = await snapshotsOf(deliveryId);
    expect(snapshot.error).toContain("data.0.public_metrics.like_count");
    expect(snapshot).toMatchObject({ likes: null, likesState: "not_returned", views: null });
    expect((await scheduleOf(deliveryId))!.step).toBe(1);
  });

  it("the database refuses a value without its state, a negative value, or a value beside an error", async () => {
    const { deliveryId, postId } = await publishedDelivery(owner, "x_twitter", tweet(), { due: false });
    const insert = (columns: string) =>
      dbPool().query(
        `INSERT INTO metric_snapshots (workspace_id, post_id, delivery_id, platform, source_endpoint, error, views, views_state, reach_state, likes_state, comments_state, shares_state, saves_state, clicks_state)
         VALUES ($1, $2, $3, 'x_twitter', 'GET /2/tweets', ${columns}, 'not_returned', 'not_returned', 'not_returned', 'not_returned', 'not_returned', 'not_returned')`,
        [owner.workspaceId, postId, deliveryId],
      );
    await expect(insert("NULL, 0, 'not_returned'")).rejects.toThrow(/metric_snapshots_views_check/);
    await expect(insert("NULL, NULL, 'value'")).rejects.toThrow(/metric_snapshots_views_check/);
    await expect(insert("NULL, -1, 'value'")).rejects.toThrow(/metric_snapshots_views_check/);
    await expect(insert("'broken', 5, 'value'")).rejects.toThrow(/metric_snapshots_error_check/);
    await insert("NULL, 0, 'value'");
  });

  it("a refused token is renewed once and the read sent again with the new one", async () => {
    const token: Reply = { status: 200, json: { token_type: "bearer", expires_in: 7200, access_token: "x-renewed", refresh_token: "refresh-1", scope: "tweet.read users.read offline.access" } };
    const unauthorized: Reply = { status: 401, json: { title: "Unauthorized", type: "about:blank", status: 401, detail: "Unauthorized" } };
    const answer: Reply = { status: 200, json: { data: [{ id: "1790000000000000077", public_metrics: { like_count: 7 } }] } };
    const loop: Loopback = await startLoopback({ "GET /2/tweets": [unauthorized, answer], "POST /2/oauth2/token": token });
    try {
      useEnv({ X_API_BASE_URL: loop.baseUrl, X_CLIENT_ID: "x-client", X_CLIENT_SECRET: "x-secret" });
      await connectX("x-expired", { refresh_token: "refresh-0" });
      const { deliveryId } = await publishedDelivery(owner, "x_twitter", "1790000000000000077");
      expect(await refresh()).toMatchObject({ stored: 1 });
      expect(loop.requests.map((request) => `${request.method} ${request.path} ${request.path === "/2/tweets" ? request.headers.authorization : ""}`.trim())).toEqual([
        "GET /2/tweets Bearer x-expired",
        "POST /2/oauth2/token",
        "GET /2/tweets Bearer x-renewed",
      ]);
      expect((await snapshotsOf(deliveryId))[0].likes).toBe(7n);
    } finally {
      await loop.close();
    }
  });

  it("a token refused that nothing can renew leaves the connection reconnect_required, and the step an error", async () => {
    await connectX("x-revoked");
    const { deliveryId } = await publishedDelivery(owner, "x_twitter", tweet());
    expect(await refresh()).toMatchObject({ errors: 1 });
    const connection = await db().platformConnection.findFirstOrThrow({ where: { brandId: owner.brandId, platform: "x_twitter" } });
    expect(connection.status).toBe("reconnect_required");
    const [snapshot] = await snapshotsOf(deliveryId);
    expect(snapshot.error).toContain("needs to be reconnected");
    expect(snapshot.views).toBeNull();
  });
});
