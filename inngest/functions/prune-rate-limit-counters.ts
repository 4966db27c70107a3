import { inngest } from "@/inngest/client";
import { pruneOldCounters, PRUNE_COUNTERS_EVERY_MINUTES } from "@/lib/ratelimit/prune-counters";

// In Inngest mode no local runtime runs, so the pruning of old rate-limit counters is a cron
// function of its own, on the same period as the local runtime's job.
export const pruneRateLimitCounters = inngest.createFunction(
  { id: "prune-rate-limit-counters", triggers: { cron: `*/${PRUNE_COUNTERS_EVERY_MINUTES} * * * *` } },
  async ({ step }) => {
    const deleted = await step.run("prune-old-counters", () => pruneOldCounters());
    return { deleted };
  },
);
