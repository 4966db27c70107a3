import { InngestTestEngine } from "@inngest/test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST_SCHEDULED } from "@/inngest/client";
import { deliverPlatformStep, PUBLISH_RETRIES } from "@/inngest/functions/deliver-platform-step";
import { onPublishFailure, publishScheduledPost } from "@/inngest/functions/publish-scheduled-post";
import { db } from "@/lib/db/client";
import { claimJob } from "@/lib/publishing/claim-jobs";
import { loadJobPosts } from "@/lib/publishing/load-job-posts";
import { MAX_RATE_LIMITED_WAITS } from "@/lib/publishing/wait-budget";
import { type Loopback, type Script, startLoopback } from "@/lib/testing/loopback-server";
import { describeDb } from "@/lib/testing";
import { duePosts, goLiveWithX, leaveLive, publishingBrand } from "@/lib/testing/publishing-fixtures";

// The Inngest runner over the publishing pipeline. It runs without an Inngest server
// (docs/stack.md): the sleep is mocked by its step id, and a retry is modelled as Inngest
// replays it: the steps that finished are memoized, the failed one runs again.
const engine = () => new InngestTestEngine({ function: publishScheduledPost });
const sleepMocked = { id: "wait-until-scheduled", handler: () => undefined };

type Owner = { userId: string; brandId: string };

async function scheduledPost(owner: Owner, platforms = ["facebook", "bluesky"]) {
  const runAt = new Date(Date.now() + 3_600_000);
  const [{ postId, jobId }] = await duePosts(owner, 1, { platforms, runAt });
  return { postId, jobId, event: { name: POST_SCHEDULED, data: { post_id: postId, job_id: jobId, scheduled_at: runAt.toISOString() } } };
}

describeDb("inngest publish-scheduled-post", () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await publishingBrand("Ing");
  });

  it("sleeps until scheduled_at, then claims the job and publishes the post (sandbox)", async () => {
    const { postId, jobId, event } = await scheduledPost(owner);
    let sleptUntil: unknown;
    const { result } = await engine().execute({
      events: [event],
      steps: [sleepMocked],
      transformCtx: (raw) => {
        const original = raw.step.sleepUntil;
        raw.step.sleepUntil = ((id: string, until: unknown) => {
          sleptUntil = until;
          return original(id, until as string);
        }) as typeof raw.step.sleepUntil;
        return raw;
      },
    });
    expect(sleptUntil).toBe(event.data.scheduled_at);
    expect(result).toEqual({ published: true, sandbox: true });
    const after = await db().post.findUniqueOrThrow({ where: { id: postId }, include: { deliveries: true } });
    expect(after.status).toBe("published");
    expect(after.deliveries.map((d) => [d.platform, d.sandbox]).sort()).toEqual([["bluesky", true], ["facebook", true]]);
    expect((await db().publishJob.findUniqueOrThrow({ where: { id: jobId } })).status).toBe("done");
  });

  it("does nothing for a job that was cancelled (rescheduled or unscheduled) before it woke", async () => {
    const { postId, jobId, event } = await scheduledPost(owner);
    await db().publishJob.update({ where: { id: jobId }, data: { status: "cancelled" } });
    await db().post.update({ where: { id: postId }, data: { status: "draft" } });
    const { result } = await engine().execute({ events: [event], steps: [sleepMocked] });
    expect(result).toMatchObject({ published: false });
    expect((await db().post.findUniqueOrThrow({ where: { id: postId } })).status).toBe("draft");
    expect(await db().delivery.count({ where: { postId } })).toBe(0);
  });

  it("a job already published by another run is not published twice", async () => {
    const { postId, event } = await scheduledPost(owner);
    await engine().execute({ events: [event], steps: [sleepMocked] });
    const { result } = await engine().execute({ events: [event], steps: [sleepMocked] });
    expect(result).toMatchObject({ published: false });
    expect(await db().delivery.count({ where: { postId } })).toBe(2);
  });

  it("a job held by another runner (a second run for it, the local runner) is left alone", async () => {
    const { postId, jobId, event } = await scheduledPost(owner);
    expect(await claimJob(jobId, "inngest:another-run")).not.toBeNull();
    const { result } = await engine().execute({ events: [event], steps: [sleepMocked] });
    expect(result).toMatchObject({ published: false });
    expect(await db().delivery.count({ where: { postId } })).toBe(0);
    expect((await db().post.findUniqueOrThrow({ where: { id: postId } })).status).toBe("scheduled");
  });

  it("onFailure marks the post failed with the reason", async () => {
    const { postId, jobId, event } = await scheduledPost(owner);
    await onPublishFailure({ event: { data: { event } }, error: new Error("Bluesky: service unavailable") });
    expect((await db().post.findUniqueOrThrow({ where: { id: postId } })).status).toBe("failed");
    expect((await db().publishJob.findUniqueOrThrow({ where: { id: jobId } })).error).toContain("Bluesky: service unavailable");
  });

  describe("live mode, against a loopback X API", () => {
    let x: Loopback | undefined;
    afterEach(async () => {
      await x?.close();
      x = undefined;
      leaveLive();
    });

    async function liveXPost(script: Script) {
      x = await startLoopback(script);
      await goLiveWithX(owner, x.baseUrl);
      return scheduledPost(owner, ["x_twitter"]);
    }
    const created = { status: 201, json: { data: { id: "1790000000000000077", text: "Due post 0" } } };
    const deliveryOf = (postId: string) => db().delivery.findFirstOrThrow({ where: { postId } });

    /** What Inngest replays when it retries the run: the sleep and the claim (by an earlier execution), memoized. */
    async function memoizedSteps(jobId: string, postId: string) {
      const { claimedBy } = await db().publishJob.findUniqueOrThrow({ where: { id: jobId } });
      const runnerId = claimedBy ?? "inngest:earlier-execution";
      if (!claimedBy) await claimJob(jobId, runnerId);
      const [post] = await loadJobPosts([{ jobId, postId, runnerId }]);
      return [sleepMocked, { id: "claim-job", handler: () => post }];
    }

    it("one step per platform publishes through the connected account, then the finish step publishes the post", async () => {
      const { postId, event } = await liveXPost({ "POST /2/tweets": created });
      const { result, ctx } = await engine().execute({ events: [event], steps: [sleepMocked] });
      expect(result).toEqual({ published: true });
      expect(ctx.step.run).toHaveBeenCalledWith("deliver-x_twitter", expect.any(Function));
      expect(x!.requests.map((r) => [r.path, r.headers.authorization])).toEqual([["/2/tweets", "Bearer user-token-123"]]);
      expect(await deliveryOf(postId)).toMatchObject({ status: "succeeded", attempts: 1, platformPostId: "1790000000000000077" });
      expect((await db().post.findUniqueOrThrow({ where: { id: postId } })).status).toBe("published");
    });

    it("a 429 is waited out with a sleep until its Retry-After, then the next round's step publishes: no retry of Inngest's is spent", async () => {
      const { postId, event } = await liveXPost({
        "POST /2/tweets": [{ status: 429, headers: { "retry-after": "7" }, json: { title: "Too Many Requests" } }, created],
      });
      const before = Date.now();
      const { result, ctx } = await engine().execute({ events: [event], steps: [sleepMocked, { id: "wait-round-1", handler: () => undefined }] });
      expect(result).toEqual({ published: true });
      expect(ctx.step.run).toHaveBeenCalledWith("deliver-x_twitter", expect.any(Function));
      expect(ctx.step.run).toHaveBeenCalledWith("deliver-x_twitter-2", expect.any(Function));
      const [, until] = vi.mocked(ctx.step.sleepUntil).mock.calls.find(([id]) => id === "wait-round-1")!;
      const waitedMs = Date.parse(String(until)) - before;
      expect(waitedMs).toBeGreaterThanOrEqual(7_000);
      expect(waitedMs).toBeLessThan(17_000);
      expect(await deliveryOf(postId)).toMatchObject({ status: "succeeded", attempts: 2, error: null });
      expect(x!.requests).toHaveLength(2);
    });

    it("a retry that wakes after another runner took the job over stops without sending", async () => {
      const { postId, jobId, event } = await liveXPost({ "POST /2/tweets": created });
      const steps = await memoizedSteps(jobId, postId);
      // The lease of the waiting run ran out and the sweep's new run claimed the job.
      await db().publishJob.update({ where: { id: jobId }, data: { claimedAt: new Date(Date.now() - 3_600_000) } });
      expect(await claimJob(jobId, "inngest:sweep-restarted-run")).not.toBeNull();
      const { result } = await engine().execute({ events: [event], steps });
      expect(result).toEqual({ published: false, reason: "another runner took the job over" });
      expect(x!.requests).toHaveLength(0);
      expect((await db().post.findUniqueOrThrow({ where: { id: postId } })).status).toBe("scheduled");
    });

    it("the step answers a 429 with a wait until its Retry-After, and gives up once the shared budget of waits is spent", async () => {
      const { postId, jobId } = await liveXPost({ "POST /2/tweets": { status: 429, headers: { "retry-after": "7" }, json: { title: "Too Many Requests" } } });
      const [post] = await loadJobPosts([(await claimJob(jobId, "inngest:this-run"))!]);
      expect(post.postId).toBe(postId);
      const before = Date.now();
      const wait = await deliverPlatformStep(post, "x_twitter", 0, 0);
      expect(wait).toMatchObject({ status: "wait", rateLimited: true });
      expect(Date.parse((wait as { until: string }).until) - before).toBeGreaterThanOrEqual(7_000);
      const spent = await deliverPlatformStep(post, "x_twitter", 0, MAX_RATE_LIMITED_WAITS);
      expect(spent).toMatchObject({ status: "failed" });
      expect(await deliveryOf(postId)).toMatchObject({ status: "failed" });
      expect((await deliveryOf(postId)).error).toMatch(/^X still failed after \d+ attempts: X is rate limiting posts/);
    });

    it("a 5xx throws a plain error for Inngest's own backoff", async () => {
      const { postId, event } = await liveXPost({ "POST /2/tweets": { status: 503, json: { title: "Service Unavailable", detail: "Service Unavailable" } } });
      const { error } = await engine().execute({ events: [event], steps: [sleepMocked] });
      expect(error).toMatchObject({ name: "Error" });
      expect(await deliveryOf(postId)).toMatchObject({ status: "pending", attempts: 1 });
    });

    it("on the last attempt it gives up: the delivery and the post fail with the reason, nothing is thrown", async () => {
      const { postId, jobId, event } = await liveXPost({ "POST /2/tweets": { status: 503, json: { title: "Service Unavailable", detail: "Service Unavailable" } } });
      // Inngest's attempt number of the step; set on the engine, which applies it to every execution.
      const lastAttempt = new InngestTestEngine({ function: publishScheduledPost, transformCtx: (raw) => ({ ...raw, attempt: PUBLISH_RETRIES }) });
      const { result } = await lastAttempt.execute({ events: [event], steps: await memoizedSteps(jobId, postId) });
      expect(result).toEqual({ published: false });
      const delivery = await deliveryOf(postId);
      expect(delivery.status).toBe("failed");
      expect(delivery.error).toMatch(new RegExp(`^X still failed after ${PUBLISH_RETRIES + 1} attempts: `));
      const job = await db().publishJob.findUniqueOrThrow({ where: { id: jobId } });
      expect(job.status).toBe("failed");
      expect(job.error).toContain("still failed after");
    });

    it("an unknown outcome is not retried: one request, the post fails with the reason", async () => {
      const { postId, event } = await liveXPost({ "POST /2/tweets": ["reset", created] });
      const { result } = await engine().execute({ events: [event], steps: [sleepMocked] });
      expect(result).toEqual({ published: false });
      // One publish, then the lookup (lib/publishing/reconcile-delivery.ts) this scripted X cannot answer.
      expect(x!.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /2/tweets", "GET /2/users/me"]);
      expect((await deliveryOf(postId)).error).toMatch(/may have been published; check X before retrying/);
      expect((await db().post.findUniqueOrThrow({ where: { id: postId } })).status).toBe("failed");
    });
  });
});
