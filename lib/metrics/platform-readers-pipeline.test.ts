import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { writeConnection } from "@/lib/connections/write-connection";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { refreshDueMetrics } from "@/lib/metrics/refresh-due-metrics";
import type { PlatformId } from "@/lib/platforms/ids";
import { describeDb } from "@/lib/testing";
import { publishedDelivery, scheduleOf, snapshotsOf } from "@/lib/testing/metrics-fixtures";
import { resetEnv, testKeyRing, useEnv } from "@/lib/testing/oauth-env";
import { createFacebookApi, type FacebookApi } from "@/lib/testing/platform-servers/facebook";
import type { ContainerApi } from "@/lib/testing/platform-servers/graph-containers";
import { createGoogleBusinessApi } from "@/lib/testing/platform-servers/google-business";
import { createInstagramApi } from "@/lib/testing/platform-servers/instagram";
import { createLinkedInApi, type LinkedInApi } from "@/lib/testing/platform-servers/linkedin";
import { startPlatformServer, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";
import { createThreadsApi } from "@/lib/testing/platform-servers/threads";
import { createTikTokApi, type TikTokApi } from "@/lib/testing/platform-servers/tiktok";
import { publishingBrand } from "@/lib/testing/publishing-fixtures";

// The six newer readers through the one pipeline (claim, read with the brand's connection, store),
// against their loopback platforms, on the database: what each stores, a refused token, and the
// read limits.

const KEYS = testKeyRing();

describeDb("metrics of LinkedIn, Facebook, Instagram, Threads, TikTok and Google Business Profile", () => {
  const servers: PlatformServer[] = [];
  let facebook: FacebookApi;
  let instagram: ContainerApi;
  let threads: ContainerApi;
  let linkedin: LinkedInApi;
  let tiktok: TikTokApi;
  let owner: { userId: string; workspaceId: string; brandId: string };
  let next = BigInt(Date.now()) * 1000n;
  const id = () => String(next++);
  const connect = (platform: PlatformId, credentials: Record<string, string>) =>
    writeConnection({ ...owner, platform, secrets: { credentials, oauth: {} }, authMethod: "manual", accountLabel: platform, profile: null, tokenExpiresAt: null });
  const refresh = () => refreshDueMetrics("readers-test", { workspaceId: owner.workspaceId });
  const media = (userId: string, mediaId: string, token: string) => {
    const container = { id: `c${mediaId}`, userId, mediaType: "IMAGE", text: "", imageUrl: null, altText: null, image: null, pendingChecks: 0, publishedAs: mediaId, isCarouselItem: false, children: [] };
    return { id: mediaId, userId, container, token, permalink: "", createdAt: Date.now() };
  };

  beforeAll(async () => {
    facebook = createFacebookApi({ tokens: ["fb-page"] });
    instagram = createInstagramApi({ tokens: ["ig"] });
    threads = createThreadsApi({ tokens: ["th"] });
    linkedin = createLinkedInApi({ tokens: ["li"] });
    tiktok = createTikTokApi({ tokens: ["tt"] });
    servers.push(await startPlatformServer([facebook, instagram], { pathPrefix: "/v21.0" }));
    servers.push(await startPlatformServer([threads], { pathPrefix: "/v1.0" }));
    servers.push(await startPlatformServer([linkedin, tiktok, createGoogleBusinessApi({ tokens: ["g"] })]));
  });
  beforeEach(async () => {
    owner = await publishingBrand("Readers");
    useEnv({
      CONNECTIONS_ENCRYPTION_KEYS: KEYS,
      META_GRAPH_BASE_URL: servers[0].url,
      THREADS_API_BASE_URL: servers[1].url,
      LINKEDIN_API_BASE_URL: servers[2].url,
      TIKTOK_API_BASE_URL: servers[2].url,
      GOOGLE_BUSINESS_PERFORMANCE_URL: servers[2].url,
    });
  });
  afterEach(resetEnv);
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it("each platform's snapshot is stored with its provenance: values, not_offered, and the source endpoint", async () => {
    const fbPost = `104_${id()}`;
    facebook.posts.push({ id: fbPost, pageId: "104", message: "", link: null, photo: null, token: "fb-page", permalink: "", createdAt: Date.now() });
    const igMedia = id();
    instagram.published.push(media("178", igMedia, "ig"));
    const thMedia = id();
    threads.published.push(media("1", thMedia, "th"));
    const liPost = `urn:li:share:${id()}`;
    linkedin.posts.push({ urn: liPost, author: "urn:li:organization:42", commentary: "", media: null, version: "202609", body: {}, permalink: "", createdAt: Date.now() });
    const video = id();
    tiktok.publishes.push({ publishId: "p", body: {}, photos: [], token: "tt", statusChecks: 0, postId: video, permalink: "" });
    await connect("facebook", { page_id: "104", page_access_token: "fb-page" });
    await connect("instagram", { ig_user_id: "178", access_token: "ig" });
    await connect("threads", { threads_user_id: "1", access_token: "th" });
    await connect("linkedin", { author_urn: "urn:li:organization:42", access_token: "li" });
    await connect("tiktok", { access_token: "tt" });
    await connect("google_business", { location_name: "accounts/1/locations/77", access_token: "g" });
    const deliveries = {
      facebook: await publishedDelivery(owner, "facebook", fbPost),
      instagram: await publishedDelivery(owner, "instagram", igMedia),
      threads: await publishedDelivery(owner, "threads", thMedia),
      linkedin: await publishedDelivery(owner, "linkedin", liPost),
      tiktok: await publishedDelivery(owner, "tiktok", video),
      google_business: await publishedDelivery(owner, "google_business", "accounts/1/locations/77/localPosts/5"),
    };
    expect(await refresh()).toEqual({ claimed: 6, stored: 6, errors: 0, postponed: 0 });
    const snapshot = async (platform: keyof typeof deliveries) => (await snapshotsOf(deliveries[platform].deliveryId))[0];
    expect(await snapshot("facebook")).toMatchObject({ views: 150n, viewsState: "value", savesState: "not_offered", error: null });
    expect((await snapshot("facebook")).sourceEndpoint).toContain("post_media_view");
    expect(await snapshot("instagram")).toMatchObject({ views: 120n, saves: 1n, clicksState: "not_offered", extras: { total_interactions: 10 } });
    expect(await snapshot("threads")).toMatchObject({ views: 200n, comments: 3n, reachState: "not_offered", extras: { quotes: 1, shares: 1 } });
    expect(await snapshot("linkedin")).toMatchObject({ views: 100n, clicks: 4n, savesState: "not_offered" });
    expect(await snapshot("tiktok")).toMatchObject({ views: 300n, likes: 12n, reachState: "not_offered" });
    const gbp = await snapshot("google_business");
    expect(gbp).toMatchObject({ views: null, viewsState: "not_offered", likesState: "not_offered" });
    expect((gbp.extras as Record<string, number>).location_website_clicks).toBeGreaterThan(0);
    for (const { deliveryId } of Object.values(deliveries)) expect((await scheduleOf(deliveryId))!.step).toBe(1);
  });

  it("a token the platform refuses, with no renewal, leaves the connection reconnect_required and the step an error", async () => {
    const fbPost = `104_${id()}`;
    facebook.posts.push({ id: fbPost, pageId: "104", message: "", link: null, photo: null, token: "fb-page", permalink: "", createdAt: Date.now() });
    await connect("facebook", { page_id: "104", page_access_token: "fb-expired" });
    const { deliveryId } = await publishedDelivery(owner, "facebook", fbPost);
    expect(await refresh()).toMatchObject({ errors: 1, stored: 0 });
    const connection = await db().platformConnection.findFirstOrThrow({ where: { brandId: owner.brandId, platform: "facebook" } });
    expect(connection.status).toBe("reconnect_required");
    const [snapshot] = await snapshotsOf(deliveryId);
    expect(snapshot.error).toContain("reconnect");
    expect(snapshot.views).toBeNull();
  });

  it("a read over the account's read limit is not sent: the step waits for the window, no retry spent", async () => {
    const igMedia = id();
    instagram.published.push(media("178", igMedia, "ig"));
    const connection = await connect("instagram", { ig_user_id: "178", access_token: "ig" });
    const connectionId = (await db().platformConnection.findFirstOrThrow({ where: { brandId: owner.brandId, platform: "instagram" } })).id;
    expect(connection).toBeTruthy();
    // Instagram's (our) 200 reads per hour per account, all spent ten minutes ago.
    await dbPool().query(
      "INSERT INTO metric_reads (id, pacer_key, read_at) SELECT gen_random_uuid(), $1, now() - interval '10 minutes' FROM generate_series(1, 200)",
      [`instagram:account:${connectionId}`],
    );
    const { deliveryId } = await publishedDelivery(owner, "instagram", igMedia);
    const before = instagram.metrics.reads.get(igMedia) ?? 0;
    expect(await refresh()).toMatchObject({ claimed: 1, postponed: 1, stored: 0 });
    expect(instagram.metrics.reads.get(igMedia) ?? 0).toBe(before);
    const schedule = (await scheduleOf(deliveryId))!;
    expect(schedule).toMatchObject({ step: 0, retries: 0, claimedBy: null });
    expect(schedule.lastError).toContain("Instagram allows 200 metrics requests per hour per account (our limit)");
    expect(Math.abs(schedule.dueAt!.getTime() - (Date.now() + 50 * 60_000))).toBeLessThan(60_000);
    expect(await snapshotsOf(deliveryId)).toEqual([]);
  });
});
