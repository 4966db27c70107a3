import { inngest, POST_SCHEDULED } from "@/inngest/client";
import { findLostJobs } from "@/lib/publishing/find-lost-jobs";

/** Only jobs this late: the normal runs wake exactly on time. */
export const LOST_AFTER_SECONDS = 60;
const PER_SWEEP = 500;

// Starts a new publish run for any due job whose run was lost (an event that never reached
// Inngest, a run cancelled by mistake, a runner that died holding its claim). The new run
// claims the job like any runner, so it never duplicates a run that is alive: that run has
// claimed first, or the new one does and the old one finds the job taken.
export const sweepDuePosts = inngest.createFunction(
  { id: "sweep-due-posts", triggers: { cron: "* * * * *" } },
  async ({ step }) => {
    const lost = await step.run("find-lost-jobs", () => findLostJobs(LOST_AFTER_SECONDS, PER_SWEEP));
    if (lost.length === 0) return { restarted: 0 };
    await step.sendEvent(
      "restart-lost-jobs",
      lost.map((job) => ({
        name: POST_SCHEDULED,
        data: { post_id: job.postId, job_id: job.jobId, scheduled_at: new Date(job.runAt).toISOString() },
      })),
    );
    return { restarted: lost.length };
  },
);
