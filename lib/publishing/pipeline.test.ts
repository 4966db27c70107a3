import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { attemptDelivery } from "@/lib/publishing/attempt-delivery";
import { claimJob } from "@/lib/publishing/claim-jobs";
import { finishLiveJob } from "@/lib/publishing/finish-live-job";
import { giveUpDelivery, stillFailedReason } from "@/lib/publishing/give-up-delivery";
import type { JobPost } from "@/lib/publishing/load-job-posts";
import { type Loopback, type Script, startLoopback } from "@/lib/testing/loopback-server";
import { takeScheduledPosts } from "@/lib/publishing/take-scheduled-posts";
import { describeDb } from "@/lib/testing";
import { duePosts, goLiveWithX, leaveLive, publishingBrand } from "@/lib/testing/publishing-fixtures";

// The steps both runners share (lib/local-runtime/ and inngest/functions/), one at a time,
// live against a loopback X API.

const created = { status: 201, json: { data: { id: "1790000000000000042", text: "Due post 0" } } };
const unavailable = { status: 503, json: { title: "Service Unavailable", detail: "Service Unavailable" } };

describeDb("publishing pipeline steps", () => {
  let owner: { userId: string; brandId: string };
  let x: Loopback | undefined;
  beforeAll(async () => {
    owner = await publishingBrand("Pipeline");
  });
  afterEach(async () => {
    await x?.close();
    x = undefined;
    leaveLive();
  });
  afterAll(leaveLive);

  /** A claimed job for X whose API answers with `script`. */
  async function claimedXPost(script: Script): Promise<JobPost> {
    x = await startLoopback(script);
    await goLiveWithX(owner, x.baseUrl);
    const [{ jobId }] = await duePosts(owner, 1, { platforms: ["x_twitter"] });
    const claimed = await claimJob(jobId, "pipeline-test");
    const [post] = await takeScheduledPosts([claimed!]);
    return post;
  }
  const deliveryOf = (post: JobPost) => db().delivery.findFirstOrThrow({ where: { jobId: post.jobId } });

  it("takeScheduledPosts cancels a claimed job whose post is no longer scheduled and keeps the others", async () => {
    const [kept, dropped] = await duePosts(owner, 2);
    await db().post.update({ where: { id: dropped.postId }, data: { status: "draft" } });
    const claimed = [await claimJob(kept.jobId, "pipeline-test"), await claimJob(dropped.jobId, "pipeline-test")];
    const posts = await takeScheduledPosts(claimed.map((job) => job!));
    expect(posts.map((post) => post.postId)).toEqual([kept.postId]);
    expect((await db().publishJob.findUniqueOrThrow({ where: { id: dropped.jobId } })).status).toBe("cancelled");
    expect((await db().publishJob.findUniqueOrThrow({ where: { id: kept.jobId } })).status).toBe("running");
  });

  it("a job is claimed once: a second runner gets nothing while the first holds it", async () => {
    const [{ jobId }] = await duePosts(owner, 1);
    expect(await claimJob(jobId, "runner-one")).not.toBeNull();
    expect(await claimJob(jobId, "runner-two")).toBeNull();
    expect(await claimJob(jobId, "runner-one")).not.toBeNull(); // a retried step of the same runner
  });

  it("attemptDelivery sends once and records the platform's id; a finished delivery is never sent again", async () => {
    const post = await claimedXPost({ "POST /2/tweets": created });
    expect(await attemptDelivery(post, "x_twitter")).toEqual({ platform: "x_twitter", status: "succeeded" });
    expect(await attemptDelivery(post, "x_twitter")).toEqual({ platform: "x_twitter", status: "succeeded" });
    expect(x!.requests).toHaveLength(1);
    expect(x!.requests[0].headers["authorization"]).toBe("Bearer user-token-123");
    expect(await deliveryOf(post)).toMatchObject({ status: "succeeded", attempts: 1, platformPostId: "1790000000000000042", error: null, sandbox: false });
    expect(await finishLiveJob(post)).toBe(true);
    expect((await db().post.findUniqueOrThrow({ where: { id: post.postId } })).status).toBe("published");
  });

  it("a retryable failure stays pending with its reason and Retry-After; the next attempt sends again", async () => {
    const post = await claimedXPost({
      "POST /2/tweets": [{ status: 429, headers: { "retry-after": "7" }, json: { title: "Too Many Requests" } }, created],
    });
    const first = await attemptDelivery(post, "x_twitter");
    expect(first).toMatchObject({ platform: "x_twitter", status: "retryable", retryAfterMs: 7000 });
    const pending = await deliveryOf(post);
    expect(pending).toMatchObject({ status: "pending", attempts: 1 });
    expect(pending.error).toBe(first.status === "retryable" ? first.error : "?");
    expect(pending.error).not.toBeNull();
    expect(await attemptDelivery(post, "x_twitter")).toMatchObject({ status: "succeeded" });
    expect(await deliveryOf(post)).toMatchObject({ status: "succeeded", attempts: 2, error: null });
    expect(x!.requests).toHaveLength(2);
  });

  it("an unknown outcome fails at once with a readable reason and is never sent again", async () => {
    const post = await claimedXPost({ "POST /2/tweets": ["reset", created] });
    const outcome = await attemptDelivery(post, "x_twitter");
    expect(outcome).toMatchObject({ status: "failed" });
    if (outcome.status === "failed") expect(outcome.error).toMatch(/may have been published; check X before retrying/);
    expect(await attemptDelivery(post, "x_twitter")).toMatchObject({ status: "failed" });
    // One publish; the other request is the lookup (reconcile-delivery.ts), which this scripted X cannot answer.
    expect(x!.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /2/tweets", "GET /2/users/me"]);
    expect(await finishLiveJob(post)).toBe(false);
    const job = await db().publishJob.findUniqueOrThrow({ where: { id: post.jobId } });
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(/^X: X did not confirm the post/);
  });

  it("an attempt that left without a recorded outcome (its runner died) is not sent again blindly", async () => {
    const post = await claimedXPost({ "POST /2/tweets": created });
    await attemptDelivery(post, "x_twitter");
    // As if the runner had counted the attempt and died before the answer came back.
    await dbPool().query("UPDATE deliveries SET status = 'pending', platform_post_id = NULL, error = NULL WHERE job_id = $1", [post.jobId]);
    const outcome = await attemptDelivery(post, "x_twitter");
    expect(outcome).toMatchObject({ platform: "x_twitter", status: "failed" });
    // The platform could not be asked (this scripted X has no timeline): the reason names X and the post.
    const error = outcome.status === "failed" ? outcome.error : "";
    expect(error).toMatch(new RegExp(`^An attempt at post “Due post 0” \\(${post.postId}\\) began at .+ and no outcome was recorded; it may have been published; check X before retrying\\. X could not tell whether it is there \\(asking X failed: listing the account's posts answered 404`));
    expect(x!.requests.filter((r) => r.method === "POST")).toHaveLength(1);
  });

  it("giveUpDelivery fails a retryable delivery with the runner's reason, and the post with it", async () => {
    const post = await claimedXPost({ "POST /2/tweets": unavailable });
    const outcome = await attemptDelivery(post, "x_twitter");
    if (outcome.status !== "retryable") throw new Error(`expected retryable, got ${outcome.status}`);
    expect(await giveUpDelivery(outcome, stillFailedReason(outcome, 3))).toEqual({
      platform: "x_twitter",
      status: "failed",
      error: `X still failed after 3 attempts: ${outcome.error}`,
    });
    expect(await deliveryOf(post)).toMatchObject({ status: "failed", attempts: 1, error: `X still failed after 3 attempts: ${outcome.error}` });
    await finishLiveJob(post);
    expect((await db().post.findUniqueOrThrow({ where: { id: post.postId } })).status).toBe("failed");
  });

  it("a runner whose lease ran out and whose job another runner took over sends nothing and records nothing", async () => {
    const post = await claimedXPost({ "POST /2/tweets": created });
    await dbPool().query("UPDATE publish_jobs SET claimed_at = now() - interval '1 hour' WHERE id = $1", [post.jobId]);
    expect(await claimJob(post.jobId, "runner-two")).not.toBeNull();
    expect(await attemptDelivery(post, "x_twitter")).toEqual({ platform: "x_twitter", status: "released" });
    expect(x!.requests).toHaveLength(0);
    expect(await db().delivery.count({ where: { jobId: post.jobId } })).toBe(0);
  });

  it("each attempt renews the runner's hold, so a long retry does not let another runner in", async () => {
    const post = await claimedXPost({ "POST /2/tweets": unavailable });
    await dbPool().query("UPDATE publish_jobs SET claimed_at = now() - interval '4 minutes' WHERE id = $1", [post.jobId]);
    await attemptDelivery(post, "x_twitter");
    const job = await db().publishJob.findUniqueOrThrow({ where: { id: post.jobId } });
    expect(Date.now() - job.claimedAt!.getTime()).toBeLessThan(60_000);
    expect(job.claimedBy).toBe("pipeline-test");
  });

  it("a platform without a connected account fails readably without a request", async () => {
    const post = await claimedXPost({ "POST /2/tweets": created });
    expect(await attemptDelivery(post, "threads")).toEqual({
      platform: "threads",
      status: "failed",
      error: "No Threads account is connected for this brand; connect one first.",
    });
    expect(x!.requests).toHaveLength(0);
  });
});
