import { randomBytes, randomUUID } from "node:crypto";
import { afterEach, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { forgetServerEnv } from "@/lib/env/server-env";
import type { PlatformId } from "@/lib/platforms/ids";
import { attemptDelivery } from "@/lib/publishing/attempt-delivery";
import { claimJob } from "@/lib/publishing/claim-jobs";
import { finishLiveJob } from "@/lib/publishing/finish-live-job";
import type { JobPost } from "@/lib/publishing/load-job-posts";
import { RECONCILE_SETTLE_MS } from "@/lib/publishing/reconcile-delivery";
import { takeScheduledPosts } from "@/lib/publishing/take-scheduled-posts";
import { describeDb } from "@/lib/testing";
import { createBlueskyPdsApi } from "@/lib/testing/platform-servers/bluesky-pds";
import { createLinkedInApi } from "@/lib/testing/platform-servers/linkedin";
import { startPlatformServer, type PlatformApi, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";
import { createTikTokApi } from "@/lib/testing/platform-servers/tiktok";
import { createXApi } from "@/lib/testing/platform-servers/x";
import { duePosts, goLiveWithBluesky, goLiveWithX, leaveLive, publishingBrand } from "@/lib/testing/publishing-fixtures";
import { saveTestConnection } from "@/lib/testing/save-test-connection";
import { testCaller } from "@/lib/testing/test-caller";

// A delivery whose attempt began without a recorded outcome (docs/publishing.md, "What happens
// when a server dies") is looked up on the platform before anything is sent again: found, it is
// published with the platform's id and permalink; not listed, it is sent once; where the platform
// cannot tell, it fails with a reason naming the platform and the post. Live against stateful
// loopback platforms that list what they received.

const MORE_THAN_SETTLED = `${Math.ceil(RECONCILE_SETTLE_MS / 1000) + 5} seconds`;
const OTHER_ENV = ["LINKEDIN_API_BASE_URL", "TIKTOK_API_BASE_URL"] as const;

/** Live publishing, and the platform's account connected to the brand (as goLiveWithX does for X). */
async function goLiveWith(owner: { userId: string; brandId: string }, connection: Parameters<typeof saveTestConnection>[2]) {
  process.env.PUBLISH_MODE = "live";
  process.env.CONNECTIONS_ENCRYPTION_KEYS ??= `k1:${randomBytes(32).toString("base64")}`;
  forgetServerEnv();
  await saveTestConnection(await testCaller(owner.userId), owner.brandId, connection);
}

describeDb("reconciling deliveries of unknown outcome with the platform", () => {
  const servers: PlatformServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
    for (const name of OTHER_ENV) delete process.env[name];
    leaveLive();
  });

  async function serve(api: PlatformApi, withhold?: string): Promise<PlatformServer> {
    const server = await startPlatformServer([api], { withholdAnswer: withhold ? (request) => `${request.method} ${request.path}` === withhold : undefined });
    servers.push(server);
    return server;
  }

  /** A brand with one due post of its own text on `platform`, claimed by `runner`. */
  async function claimedPost(platforms: PlatformId[], connect: (owner: { userId: string; brandId: string }) => Promise<void>, runner = "first-runner") {
    const owner = await publishingBrand("Reconcile");
    await connect(owner);
    const [{ jobId, postId }] = await duePosts(owner, 1, { platforms });
    const text = `Autumn roast is back ${randomUUID().slice(0, 8)}\n\nSee you   at the bar.`;
    await db().post.update({ where: { id: postId }, data: { content: text } });
    return { owner, jobId, postId, text, take: (by = runner) => takeOver(jobId, by) };
  }

  /** The job claimed by `runner`, as its runner sees it. */
  async function takeOver(jobId: string, runner: string): Promise<JobPost> {
    const claimed = await claimJob(jobId, runner);
    expect(claimed, `${runner} claims the job`).not.toBeNull();
    const [post] = await takeScheduledPosts([claimed!]);
    return post;
  }

  /** The first runner died: its lease is over, and its attempt began long enough ago for "not listed" to be trusted. */
  async function runnerDied(jobId: string, attemptAge = MORE_THAN_SETTLED) {
    await dbPool().query("UPDATE publish_jobs SET claimed_at = now() - interval '10 minutes' WHERE id = $1", [jobId]);
    await dbPool().query("UPDATE deliveries SET updated_at = now() - $2::interval WHERE job_id = $1", [jobId, attemptAge]);
  }

  /** The state a runner leaves when it dies after recording its attempt, before its request left. */
  async function attemptStartedNeverSent(jobId: string, postId: string, platform: PlatformId, attemptAge = MORE_THAN_SETTLED) {
    await dbPool().query(
      `INSERT INTO deliveries (id, job_id, post_id, platform, status, attempts, sandbox, created_at, updated_at)
       VALUES (gen_random_uuid(), $1, $2, $3, 'pending', 1, false, now(), now() - $4::interval)`,
      [jobId, postId, platform, attemptAge],
    );
  }

  const deliveryOf = (jobId: string) => db().delivery.findFirstOrThrow({ where: { jobId } });
  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it("X: a tweet that reached X before its runner died is recorded as published with its permalink, and never sent twice", async () => {
    const api = createXApi({ tokens: ["user-token-123"] });
    const x = await serve(api, "POST /2/tweets");
    const { jobId, text, take } = await claimedPost(["x_twitter"], (owner) => goLiveWithX(owner, x.url));
    // The first runner sends; X creates the tweet, and its answer never comes back.
    const first = attemptDelivery(await take(), "x_twitter");
    await until(() => api.tweets.length === 1);
    await runnerDied(jobId);

    const outcome = await attemptDelivery(await take("survivor"), "x_twitter");
    expect(outcome).toEqual({ platform: "x_twitter", status: "succeeded" });
    const [tweet] = api.tweets;
    expect(tweet.text).toBe(text);
    expect(await deliveryOf(jobId)).toMatchObject({ status: "succeeded", attempts: 1, platformPostId: tweet.id, permalink: `https://x.com/i/web/status/${tweet.id}`, error: null });
    // The lookup read X's timeline from the attempt's start, with the fields it matches on.
    const timeline = x.calls.find((call) => /^\/2\/users\/[^/]+\/tweets$/.test(call.path))!;
    expect(timeline.query.get("start_time")).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(timeline.query.get("tweet.fields")).toBe("created_at,entities");

    // The dead runner's request ends (its connection drops): it holds nothing any more and records nothing.
    await x.close();
    expect(await first).toEqual({ platform: "x_twitter", status: "released" });
    expect(await deliveryOf(jobId)).toMatchObject({ status: "succeeded", platformPostId: tweet.id });
    expect(api.tweets).toHaveLength(1);
  });

  it("X: an attempt that never reached X is sent once, after the platform answered that it is not there", async () => {
    const api = createXApi({ tokens: ["user-token-123"] });
    const x = await serve(api);
    const { jobId, postId, text, take } = await claimedPost(["x_twitter"], (owner) => goLiveWithX(owner, x.url));
    // Another tweet of the account with a similar text is not this post.
    await attemptStartedNeverSent(jobId, postId, "x_twitter", "20 seconds");
    api.tweets.push({ id: "1850000000000000999", text: `${text} (an older one)`, mediaIds: [], token: "user-token-123", createdAt: Date.now() });

    // Too soon to trust "not listed" (the request may still be worked on there): nothing is sent.
    const early = await attemptDelivery(await take(), "x_twitter");
    expect(early).toMatchObject({ platform: "x_twitter", status: "deferred" });
    expect(api.tweets).toHaveLength(1);
    expect(await deliveryOf(jobId)).toMatchObject({ status: "pending", attempts: 1, error: null });

    await dbPool().query("UPDATE deliveries SET updated_at = now() - $2::interval WHERE job_id = $1", [jobId, MORE_THAN_SETTLED]);
    expect(await attemptDelivery(await take(), "x_twitter")).toEqual({ platform: "x_twitter", status: "succeeded" });
    const sent = api.tweets.filter((tweet) => tweet.text === text);
    expect(sent).toHaveLength(1);
    expect(await deliveryOf(jobId)).toMatchObject({ status: "succeeded", attempts: 2, platformPostId: sent[0].id });
    // Looked up first (the timeline), then sent.
    const order = x.calls.map((call) => `${call.method} ${call.path}`).filter((route) => route !== "GET /2/users/me");
    expect(order.at(-2)).toMatch(/^GET \/2\/users\/\d+\/tweets$/);
    expect(order.at(-1)).toBe("POST /2/tweets");
  });

  it("Bluesky: a record the PDS wrote before the runner died is found in the repository; a record never written is sent once", async () => {
    const account = { did: "did:plc:reconcilebrand0000000000", handle: "brand.bsky.social", appPassword: "abcd-efgh-ijkl-mnop" };
    const api = createBlueskyPdsApi(account);
    const pds = await serve(api, "POST /xrpc/com.atproto.repo.createRecord");
    const credentials = { handle: account.handle, app_password: account.appPassword };
    const reached = await claimedPost(["bluesky"], (owner) => goLiveWithBluesky(owner, pds.url, credentials));
    const first = attemptDelivery(await reached.take(), "bluesky");
    await until(() => api.records.length === 1);
    await runnerDied(reached.jobId);

    expect(await attemptDelivery(await reached.take("survivor"), "bluesky")).toEqual({ platform: "bluesky", status: "succeeded" });
    const [record] = api.records;
    expect(record.value.text).toBe(reached.text);
    expect(await deliveryOf(reached.jobId)).toMatchObject({
      status: "succeeded",
      platformPostId: record.uri,
      permalink: `https://bsky.app/profile/${account.handle}/post/${record.rkey}`,
    });
    await pds.close();
    expect(await first).toEqual({ platform: "bluesky", status: "released" });

    // The same account, a post whose attempt never reached the PDS: listed nowhere, sent once.
    const open = await serve(api);
    const never = await claimedPost(["bluesky"], (owner) => goLiveWithBluesky(owner, open.url, credentials));
    await attemptStartedNeverSent(never.jobId, never.postId, "bluesky");
    expect(await attemptDelivery(await never.take(), "bluesky")).toEqual({ platform: "bluesky", status: "succeeded" });
    expect(api.records.filter((r) => r.value.text === never.text)).toHaveLength(1);
    expect(api.records).toHaveLength(2);
    expect(open.calls.some((call) => call.path === "/xrpc/com.atproto.repo.listRecords" && call.query.get("collection") === "app.bsky.feed.post")).toBe(true);
  });

  it("LinkedIn: a post the author's list shows is recorded with its URN and permalink; one it does not show is sent once", async () => {
    const api = createLinkedInApi({ tokens: ["li-token"] });
    const linkedin = await serve(api, "POST /rest/posts");
    process.env.LINKEDIN_API_BASE_URL = linkedin.url;
    const connect = (owner: { userId: string; brandId: string }) =>
      goLiveWith(owner, { platform: "linkedin", credentials: { author_urn: "urn:li:organization:5515715", access_token: "li-token" } });
    const reached = await claimedPost(["linkedin"], connect);
    const first = attemptDelivery(await reached.take(), "linkedin");
    await until(() => api.posts.length === 1);
    await runnerDied(reached.jobId);
    expect(await attemptDelivery(await reached.take("survivor"), "linkedin")).toEqual({ platform: "linkedin", status: "succeeded" });
    const [post] = api.posts;
    expect(await deliveryOf(reached.jobId)).toMatchObject({ status: "succeeded", platformPostId: post.urn, permalink: `https://www.linkedin.com/feed/update/${post.urn}` });
    const finder = linkedin.calls.find((call) => call.method === "GET" && call.path === "/rest/posts")!;
    expect(Object.fromEntries(finder.query)).toMatchObject({ q: "author", author: "urn:li:organization:5515715", sortBy: "CREATED" });
    expect(finder.headers["x-restli-method"]).toBe("FINDER");
    await linkedin.close();
    expect(await first).toEqual({ platform: "linkedin", status: "released" });

    const open = await serve(api);
    process.env.LINKEDIN_API_BASE_URL = open.url;
    const never = await claimedPost(["linkedin"], connect);
    await attemptStartedNeverSent(never.jobId, never.postId, "linkedin");
    expect(await attemptDelivery(await never.take(), "linkedin")).toEqual({ platform: "linkedin", status: "succeeded" });
    expect(api.posts).toHaveLength(2);
    expect(api.posts[1].commentary).not.toBe(api.posts[0].commentary);
  });

  it("TikTok cannot tell: the delivery fails with a reason naming TikTok and the post, nothing is sent, and the post fails with it", async () => {
    const api = createTikTokApi({ tokens: ["tt-token"] });
    const tiktok = await serve(api);
    process.env.TIKTOK_API_BASE_URL = tiktok.url;
    const { jobId, postId, take } = await claimedPost(["tiktok"], (owner) => goLiveWith(owner, { platform: "tiktok", credentials: { access_token: "tt-token" } }));
    await attemptStartedNeverSent(jobId, postId, "tiktok");
    const post = await take();
    const outcome = await attemptDelivery(post, "tiktok");
    expect(outcome).toMatchObject({ platform: "tiktok", status: "failed" });
    const error = (await deliveryOf(jobId)).error!;
    expect(error).toContain(`post “Autumn roast is back`);
    expect(error).toContain(`(${postId})`);
    expect(error).toMatch(/it may have been published; check TikTok before retrying\. TikTok could not tell whether it is there \(TikTok finds a post only by the publish id/);
    expect(tiktok.calls).toHaveLength(0);
    // The post's failure (the dashboard and the post.failed and delivery.failed webhooks read it) names both too.
    expect(await finishLiveJob(post)).toBe(false);
    const job = await db().publishJob.findUniqueOrThrow({ where: { id: jobId } });
    expect(job.error).toBe(`TikTok: ${error}`);
  });
});
