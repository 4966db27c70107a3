import { InngestTestEngine } from "@inngest/test";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { POST_SCHEDULED } from "@/inngest/client";
import { MAX_DELIVERY_ROUNDS, publishScheduledPost } from "@/inngest/functions/publish-scheduled-post";
import { CLAIM_LEASE_SECONDS, INNGEST_HOLD_SECONDS } from "@/lib/publishing/claim-jobs";
import { db } from "@/lib/db/client";
import { ageSends, connectionIdOf, liveXAndLinkedIn, recordSends } from "@/lib/testing/pacing-fixtures";
import { describeDb } from "@/lib/testing";
import { duePosts, publishingBrand } from "@/lib/testing/publishing-fixtures";

// The Inngest runner under an account's posting limit: the deferred platform is slept on
// (step.sleepUntil, its run keeping the job), the others go on, and the next round's step
// publishes it once. Without an Inngest server (docs/stack.md): sleeps are mocked by step id.

const engine = () => new InngestTestEngine({ function: publishScheduledPost });
const sleepMocked = { id: "wait-until-scheduled", handler: () => undefined };

describeDb("inngest publish-scheduled-post: per-account pacing", () => {
  let live: Awaited<ReturnType<typeof liveXAndLinkedIn>> | undefined;
  let owner: { userId: string; brandId: string };
  beforeAll(async () => {
    owner = await publishingBrand("Ing paced");
  });
  afterEach(async () => {
    await live?.close();
    live = undefined;
  });

  it("X's window is full: LinkedIn publishes, the run sleeps until X's slot frees holding the job, then X publishes once", async () => {
    live = await liveXAndLinkedIn(owner);
    const xAccount = await connectionIdOf(owner, "x_twitter");
    const firstAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 14 * 60_000);
    await recordSends(xAccount, "x_twitter", 100, firstAt);
    const frees = new Date(firstAt.getTime() + 15 * 60_000);
    const runAt = new Date(Date.now() - 1000);
    const [{ postId, jobId }] = await duePosts(owner, 1, { platforms: ["x_twitter", "linkedin"], runAt });
    const event = { name: POST_SCHEDULED, data: { post_id: postId, job_id: jobId, scheduled_at: runAt.toISOString() } };

    let whileAsleep: { reason: string | null; tweets: number; linkedin: number; claimedAt: Date | null; status: string } | undefined;
    const wake = {
      id: "wait-round-1",
      handler: async () => {
        const delivery = await db().delivery.findFirstOrThrow({ where: { postId, platform: "x_twitter" } });
        const job = await db().publishJob.findUniqueOrThrow({ where: { id: jobId } });
        whileAsleep = { reason: delivery.error, tweets: live!.platforms.x.tweets.length, linkedin: live!.platforms.linkedin.posts.length, claimedAt: job.claimedAt, status: job.status };
        // The slot frees: as if the sleep lasted a minute and a bit.
        await ageSends(xAccount, 61_000);
      },
    };
    const { result, ctx } = await engine().execute({ events: [event], steps: [sleepMocked, wake] });

    expect(result).toEqual({ published: true });
    expect(whileAsleep).toEqual({
      reason: `X allows 100 posts per 15 minutes per account; the next one goes at ${frees.toISOString().slice(0, 19).replace("T", " ")} UTC.`,
      tweets: 0,
      linkedin: 1,
      // The run holds the job through its sleep: its hold runs from the wake time.
      claimedAt: new Date(frees.getTime() + (INNGEST_HOLD_SECONDS - CLAIM_LEASE_SECONDS) * 1000),
      status: "running",
    });
    expect(vi.mocked(ctx.step.sleepUntil)).toHaveBeenCalledWith("wait-round-1", frees.toISOString());
    const stepIds = vi.mocked(ctx.step.run).mock.calls.map(([id]) => id);
    expect(stepIds).toEqual(["claim-job", "deliver-x_twitter", "deliver-linkedin", "hold-round-1", "deliver-x_twitter-2", "finish"]);
    expect(live.platforms.x.tweets).toHaveLength(1);
    expect(live.platforms.linkedin.posts).toHaveLength(1);
    const deliveries = await db().delivery.findMany({ where: { postId } });
    expect(deliveries.map((d) => [d.platform, d.status, d.attempts]).sort()).toEqual([["linkedin", "succeeded", 1], ["x_twitter", "succeeded", 1]]);
    expect((await db().post.findUniqueOrThrow({ where: { id: postId } })).status).toBe("published");
  });

  it("a run whose rounds are spent hands the job back to the queue for when the slot frees, sending nothing", async () => {
    // An account of its own: the sends of the test above would count here too.
    const owner = await publishingBrand("Ing paced long");
    live = await liveXAndLinkedIn(owner);
    const xAccount = await connectionIdOf(owner, "x_twitter");
    const firstAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 14 * 60_000);
    await recordSends(xAccount, "x_twitter", 100, firstAt);
    const runAt = new Date(Date.now() - 1000);
    const [{ postId, jobId }] = await duePosts(owner, 1, { platforms: ["x_twitter"], runAt });
    const event = { name: POST_SCHEDULED, data: { post_id: postId, job_id: jobId, scheduled_at: runAt.toISOString() } };
    // Every sleep ends at once and the window is still full: each round defers again.
    const sleeps = Array.from({ length: MAX_DELIVERY_ROUNDS }, (_, i) => ({ id: `wait-round-${i + 1}`, handler: () => undefined }));
    const { result } = await engine().execute({ events: [event], steps: [sleepMocked, ...sleeps] });
    expect(result).toEqual({ published: false, reason: "still waiting for a posting slot; the job is queued again for then" });
    expect(live.platforms.x.tweets).toHaveLength(0);
    const job = await db().publishJob.findUniqueOrThrow({ where: { id: jobId } });
    expect(job).toMatchObject({ status: "pending", runAt: new Date(firstAt.getTime() + 15 * 60_000), claimedBy: null });
    expect(await db().delivery.findFirstOrThrow({ where: { postId } })).toMatchObject({ status: "pending", attempts: 0 });
    expect((await db().post.findUniqueOrThrow({ where: { id: postId } })).status).toBe("scheduled");
  });
});
