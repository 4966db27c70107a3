import { inngest } from "@/inngest/client";
import { pruneIdempotencyKeys } from "@/lib/api/idempotency/prune-idempotency-keys";
import { PRUNE_COUNTERS_EVERY_MINUTES } from "@/lib/ratelimit/prune-counters";
import { pruneWebhookHistory } from "@/lib/webhooks/prune-webhook-history";

// Beside the counter pruning, on its period: idempotency keys past their 24 hours and old
// webhook history (the local runtime runs the same as a periodic job, lib/local-runtime/agent-jobs.ts).
export const pruneAgentRecords = inngest.createFunction(
  { id: "prune-agent-records", triggers: { cron: `*/${PRUNE_COUNTERS_EVERY_MINUTES} * * * *` } },
  async ({ step }) => {
    const keys = await step.run("prune-idempotency-keys", () => pruneIdempotencyKeys());
    const events = await step.run("prune-webhook-history", () => pruneWebhookHistory());
    return { keys, events };
  },
);
