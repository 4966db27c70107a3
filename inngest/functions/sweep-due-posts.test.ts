import { InngestTestEngine } from "@inngest/test";
import { beforeAll, expect, it } from "vitest";
import { POST_SCHEDULED } from "@/inngest/client";
import { publishScheduledPost } from "@/inngest/functions/publish-scheduled-post";
import { LOST_AFTER_SECONDS, sweepDuePosts } from "@/inngest/functions/sweep-due-posts";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { CLAIM_LEASE_SECONDS, claimJob } from "@/lib/publishing/claim-jobs";
import { describeDb } from "@/lib/testing";
import { duePosts, publishingBrand } from "@/lib/testing/publishing-fixtures";

// Sending the events is mocked by its step id: no Inngest server runs here (docs/stack.md).
const sendMocked = { id: "restart-lost-jobs", handler: () => ({ ids: [] }) };
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

describeDb("inngest sweep-due-posts", () => {
  let owner: { userId: string; brandId: string };
  beforeAll(async () => {
    owner = await publishingBrand("Sweep");
    // The sweep reads the oldest lost jobs first, as many as a batch: jobs that files before
    // this one left overdue would come before this file's own. (Files run one at a time.)
    await dbPool().query("UPDATE publish_jobs SET status = 'cancelled' WHERE status IN ('pending', 'running') AND run_at < now()");
  });

  it("starts a new run for jobs whose run was lost, and only for those", async () => {
    const [lostPending] = await duePosts(owner, 1, { runAt: secondsAgo(LOST_AFTER_SECONDS + 60) });
    const [onTime] = await duePosts(owner, 1, { runAt: secondsAgo(5) });
    const [deadRunner, liveRunner] = await duePosts(owner, 2, { runAt: secondsAgo(LOST_AFTER_SECONDS + 600) });
    await claimJob(deadRunner.jobId, "inngest:dead-run");
    await claimJob(liveRunner.jobId, "inngest:live-run");
    await dbPool().query("UPDATE publish_jobs SET claimed_at = now() - make_interval(secs => $2) WHERE id = $1", [
      deadRunner.jobId,
      CLAIM_LEASE_SECONDS + 10,
    ]);

    const { ctx, result } = await new InngestTestEngine({ function: sweepDuePosts }).execute({ steps: [sendMocked] });
    expect(result).toMatchObject({ restarted: expect.any(Number) });
    const sent = (ctx.step.sendEvent as unknown as { mock: { calls: Array<[string, Array<{ name: string; data: { job_id: string } }>]> } }).mock.calls;
    expect(sent).toHaveLength(1);
    const [stepId, events] = sent[0];
    expect(stepId).toBe("restart-lost-jobs");
    const byJob = new Map(events.map((event) => [event.data.job_id, event]));
    expect(byJob.get(lostPending.jobId)).toEqual({
      name: POST_SCHEDULED,
      data: { post_id: lostPending.postId, job_id: lostPending.jobId, scheduled_at: expect.any(String) },
    });
    expect(byJob.has(deadRunner.jobId)).toBe(true);
    expect(byJob.has(onTime.jobId)).toBe(false);
    expect(byJob.has(liveRunner.jobId)).toBe(false);

    // The restarted run claims the job like any runner and publishes it once. (One engine
    // per run: an engine remembers the steps of the runs it executed.)
    const sleepMocked = { id: "wait-until-scheduled", handler: () => undefined };
    for (const jobId of [lostPending.jobId, deadRunner.jobId]) {
      const restarted = new InngestTestEngine({ function: publishScheduledPost });
      const { result: published } = await restarted.execute({ events: [byJob.get(jobId)!], steps: [sleepMocked] });
      expect(published).toEqual({ published: true, sandbox: true });
      expect((await db().publishJob.findUniqueOrThrow({ where: { id: jobId } })).status).toBe("done");
    }
  });

  it("sends nothing when no run was lost", async () => {
    await dbPool().query("UPDATE publish_jobs SET status = 'cancelled' WHERE status IN ('pending', 'running')");
    const { ctx, result } = await new InngestTestEngine({ function: sweepDuePosts }).execute({ steps: [sendMocked] });
    expect(result).toEqual({ restarted: 0 });
    expect(ctx.step.sendEvent).not.toHaveBeenCalled();
  });
});
