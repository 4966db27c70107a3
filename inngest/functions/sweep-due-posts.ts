import { inngest } from "@/inngest/client";
import { runDueJobs } from "@/lib/publishing/run-jobs";

// Publishes any due post whose run was lost (an event that never reached Inngest, a run
// cancelled by mistake). It claims jobs like any runner, so it never duplicates a run that
// is alive: that run claims first, or finds the job already done.
export const sweepDuePosts = inngest.createFunction(
  { id: "sweep-due-posts", triggers: { cron: "* * * * *" } },
  async ({ step }) => {
    // Jobs more than a minute overdue only: the normal runs wake exactly on time.
    const claimed = await step.run("run-overdue-jobs", () => runDueJobs("inngest:sweep", 500, { overdueSeconds: 60 }));
    return { claimed };
  },
);
