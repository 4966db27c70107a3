import { inngest } from "@/inngest/client";
import { sweepUploadSessions } from "@/lib/media/uploads/sweep-upload-sessions";
import { PRUNE_COUNTERS_EVERY_MINUTES } from "@/lib/ratelimit/prune-counters";

// Abandoned uploads past their 24 hours, on the counter pruning's period (the local runtime runs
// the same as a periodic job, lib/local-runtime/upload-sweep.ts).
export const sweepUploadSessionsCron = inngest.createFunction(
  { id: "sweep-upload-sessions", triggers: { cron: `*/${PRUNE_COUNTERS_EVERY_MINUTES} * * * *` } },
  async ({ step }) => ({ swept: await step.run("sweep-upload-sessions", () => sweepUploadSessions()) }),
);
