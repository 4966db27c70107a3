import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { writeConnection } from "@/lib/connections/write-connection";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { claimDueMetricGroup } from "@/lib/metrics/claim-due-metrics";
import { refreshDueMetrics } from "@/lib/metrics/refresh-due-metrics";
import type { PlatformId } from "@/lib/platforms/ids";
import { describeDb } from "@/lib/testing";
import { publishedDelivery, scheduleOf, snapshotsOf } from "@/lib/testing/metrics-fixtures";
import { resetEnv, testKeyRing, useEnv } from "@/lib/testing/oauth-env";
import { startPlatformServer, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";
import { createTikTokApi, type TikTokApi } from "@/lib/testing/platform-servers/tiktok";
import { tiktokRateLimited } from "@/lib/testing/platform-servers/tiktok-metrics";
import { createXApi, type XApi } from "@/lib/testing/platform-servers/x";
import { publishingBrand } from "@/lib/testing/publishing-fixtures";

// Batched reads: one runner claims up to a platform's batch size of one brand's due snapshots
// (X 100 ids per GET /2/tweets, TikTok 20 video ids per query) and reads them in one request;
// each snapshot stays its own row with its own provenance or error.

const KEYS = testKeyRing();

describeDb("batched metrics reads", () => {
  let x: XApi;
  let tiktok: TikTokApi;
  let server: PlatformServer;
  let owner: { userId: string; workspaceId: string; brandId: string };
  let nextId = BigInt(Date.now()) * 1000n;
  const tweet = (token = "x-batch") => {
    const id = String(nextId++);
    x.tweets.push({ id, text: "Hello", mediaIds: [], token });
    return id;
  };
  const video = () => {
    const id = String(nextId++);
    tiktok.publishes.push({ publishId: `p${id}`, body: {}, photos: [], token: "tt-batch", statusChecks: 0, postId: id, permalink: "" });
    return id;
  };
  const connect = (brand: typeof owner, platform: PlatformId, accessToken: string) =>
    writeConnection({ ...brand, platform, secrets: { credentials: { access_token: accessToken }, oauth: {} }, authMethod: "manual", accountLabel: platform, profile: null, tokenExpiresAt: null });
  const metricsCalls = (path: string, since: number) => server.calls.slice(since).filter((call) => call.path === path);
  const publishAll = async (brand: typeof owner, platform: string, ids: string[]) => {
    const deliveries: string[] = [];
    for (const id of ids) deliveries.push((await publishedDelivery(brand, platform, id)).deliveryId);
    return deliveries;
  };

  beforeAll(async () => {
    x = createXApi({ tokens: ["x-batch", "x-second"] });
    tiktok = createTikTokApi({ tokens: ["tt-batch"] });
    server = await startPlatformServer([x, tiktok]);
  });
  beforeEach(async () => {
    owner = await publishingBrand("Batched metrics");
    useEnv({ CONNECTIONS_ENCRYPTION_KEYS: KEYS, X_API_BASE_URL: server.url, TIKTOK_API_BASE_URL: server.url });
    await connect(owner, "x_twitter", "x-batch");
    await connect(owner, "tiktok", "tt-batch");
  });
  afterEach(resetEnv);
  afterAll(() => server.close());

  it("one GET /2/tweets names every due post of the account; a post missing from X's answer is its own error, never a value", async () => {
    const ids = Array.from({ length: 5 }, () => tweet());
    const gone = String(nextId++); // never posted: X answers it in `errors`
    const deliveries = await publishAll(owner, "x_twitter", [...ids, gone]);
    const since = server.calls.length;
    expect(await refreshDueMetrics("batch-x", { workspaceId: owner.workspaceId })).toEqual({ claimed: 6, stored: 5, errors: 1, postponed: 0 });
    const calls = metricsCalls("/2/tweets", since);
    expect(calls).toHaveLength(1);
    expect(calls[0].query.get("ids")!.split(",").sort()).toEqual([...ids, gone].sort());
    for (const [index, deliveryId] of deliveries.slice(0, 5).entries()) {
      const [snapshot] = await snapshotsOf(deliveryId);
      expect(snapshot).toMatchObject({ error: null, views: 100n, viewsState: "value", likes: 3n });
      expect(snapshot.sourceEndpoint).toContain(ids[index]);
      expect(snapshot.sourceEndpoint).toContain(gone);
      expect((await scheduleOf(deliveryId))!.step).toBe(1);
    }
    const [missing] = await snapshotsOf(deliveries[5]);
    expect(missing.error).toContain(`X has no post ${gone}`);
    expect(missing).toMatchObject({ views: null, viewsState: "not_returned", likes: null, likesState: "not_returned" });
  });

  it("the read limits count one request for a batch, not one per post", async () => {
    const ids = Array.from({ length: 7 }, () => tweet());
    await publishAll(owner, "x_twitter", ids);
    const { rows } = await dbPool().query<{ id: string }>("SELECT id FROM platform_connections WHERE brand_id = $1 AND platform = 'x_twitter'", [owner.brandId]);
    const pacer = `x_twitter:account:${rows[0].id}`;
    const reads = async () => Number((await dbPool().query("SELECT count(*) AS n FROM metric_reads WHERE pacer_key = $1", [pacer])).rows[0].n);
    const before = await reads();
    expect((await refreshDueMetrics("batch-limits", { workspaceId: owner.workspaceId })).stored).toBe(7);
    expect((await reads()) - before).toBe(1);
  });

  it("a claim takes one brand's snapshots of one platform, at most the batch size", async () => {
    // A second brand of the same workspace, with its own X account.
    const secondBrandId = (await db().brand.create({ data: { userId: owner.userId, name: "Second brand", website: "https://second.example" } })).id;
    const other = { ...owner, brandId: secondBrandId };
    await connect(other, "x_twitter", "x-second");
    const mine = await publishAll(owner, "x_twitter", Array.from({ length: 4 }, () => tweet()));
    const theirs = await publishAll(other, "x_twitter", Array.from({ length: 3 }, () => tweet("x-second")));
    // My four were published first, so due first: a claim of 3 takes three of mine only.
    await dbPool().query("UPDATE metric_schedules SET due_at = now() - interval '1 hour' WHERE delivery_id = ANY($1::uuid[])", [mine]);
    const first = await claimDueMetricGroup("group-a", ["x_twitter"], { x_twitter: 3 }, owner.workspaceId);
    expect(first).toHaveLength(3);
    expect(first.every((claim) => claim.brandId === owner.brandId && mine.includes(claim.deliveryId))).toBe(true);
    const rest = await claimDueMetricGroup("group-b", ["x_twitter"], { x_twitter: 3 }, owner.workspaceId);
    expect(rest.map((claim) => claim.deliveryId)).toEqual(mine.filter((id) => !first.some((claim) => claim.deliveryId === id)));
    const second = await claimDueMetricGroup("group-c", ["x_twitter"], { x_twitter: 100 }, owner.workspaceId);
    expect(second.map((claim) => claim.deliveryId).sort()).toEqual([...theirs].sort());
    expect(await claimDueMetricGroup("group-d", ["x_twitter"], { x_twitter: 100 }, owner.workspaceId)).toEqual([]);
  });

  it("two runners racing over 110 due posts never read one twice: every post read once, one snapshot each", async () => {
    const ids = Array.from({ length: 110 }, () => tweet());
    const deliveries = await publishAll(owner, "x_twitter", ids);
    const since = server.calls.length;
    const [a, b] = await Promise.all([
      refreshDueMetrics("racer-a", { workspaceId: owner.workspaceId }),
      refreshDueMetrics("racer-b", { workspaceId: owner.workspaceId }),
    ]);
    expect(a.claimed + b.claimed).toBe(110);
    expect(a.stored + b.stored).toBe(110);
    for (const id of ids) expect(x.metrics.reads.get(id)).toBe(1);
    const { rows } = await dbPool().query("SELECT delivery_id, count(*)::int AS n FROM metric_snapshots WHERE delivery_id = ANY($1::uuid[]) GROUP BY delivery_id", [deliveries]);
    expect(rows).toHaveLength(110);
    expect(rows.every((row) => row.n === 1)).toBe(true);
    // No request named more than X's 100 ids, and the batches held every post once.
    const calls = metricsCalls("/2/tweets", since);
    const named = calls.flatMap((call) => call.query.get("ids")!.split(","));
    expect(calls.every((call) => call.query.get("ids")!.split(",").length <= 100)).toBe(true);
    expect(named.sort()).toEqual([...ids].sort());
    // PGlite is slow to set up 110 published posts one by one; nothing here measures time.
  }, 180_000);

  it("a 429 for the batch waits for every post in it: nothing stored, each step due again after Retry-After", async () => {
    const deliveries = await publishAll(owner, "x_twitter", Array.from({ length: 3 }, () => tweet()));
    x.metrics.scripted.push({ status: 429, headers: { "retry-after": "300" }, json: { title: "Too Many Requests", detail: "Too Many Requests", status: 429 } });
    const since = server.calls.length;
    const before = Date.now();
    expect(await refreshDueMetrics("batch-429", { workspaceId: owner.workspaceId })).toEqual({ claimed: 3, stored: 0, errors: 0, postponed: 3 });
    expect(metricsCalls("/2/tweets", since)).toHaveLength(1);
    for (const deliveryId of deliveries) {
      const schedule = (await scheduleOf(deliveryId))!;
      expect(schedule).toMatchObject({ step: 0, retries: 1, claimedBy: null });
      expect(schedule.lastError).toContain("rate limiting metrics reads");
      expect(schedule.dueAt!.getTime()).toBeGreaterThanOrEqual(before + 299_000);
      expect(await snapshotsOf(deliveryId)).toEqual([]);
    }
  });

  it("TikTok: one video query names up to 20 ids; a video missing from the answer is its own error", async () => {
    const videos = Array.from({ length: 22 }, video);
    const gone = String(nextId++);
    const deliveries = await publishAll(owner, "tiktok", [...videos, gone]);
    const since = server.calls.length;
    expect(await refreshDueMetrics("batch-tiktok", { workspaceId: owner.workspaceId })).toMatchObject({ claimed: 23, stored: 22, errors: 1 });
    const calls = metricsCalls("/v2/video/query/", since);
    expect(calls.map((call) => call.json.filters.video_ids.length).sort((a: number, b: number) => a - b)).toEqual([3, 20]);
    expect(calls.flatMap((call) => call.json.filters.video_ids).sort()).toEqual([...videos, gone].sort());
    expect((await snapshotsOf(deliveries[0]))[0]).toMatchObject({ error: null, views: 300n, likes: 12n, reachState: "not_offered" });
    const [missing] = await snapshotsOf(deliveries[22]);
    expect(missing.error).toContain(`TikTok has no video ${gone}`);
    expect(missing).toMatchObject({ views: null, viewsState: "not_returned" });
  });

  it("TikTok: a 429 for the query postpones every video in it", async () => {
    const deliveries = await publishAll(owner, "tiktok", Array.from({ length: 4 }, video));
    tiktok.metrics.scripted.push(tiktokRateLimited());
    expect(await refreshDueMetrics("batch-tiktok-429", { workspaceId: owner.workspaceId })).toEqual({ claimed: 4, stored: 0, errors: 0, postponed: 4 });
    for (const deliveryId of deliveries) expect(await scheduleOf(deliveryId)).toMatchObject({ step: 0, retries: 1 });
  });
});
