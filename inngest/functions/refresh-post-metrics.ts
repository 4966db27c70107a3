import { inngest } from "@/inngest/client";
import { refreshDueMetrics } from "@/lib/metrics/refresh-due-metrics";

/** Every five minutes; a snapshot's schedule counts in hours and days, so a few minutes late is on time. */
export const REFRESH_METRICS_CRON = "*/5 * * * *";

// In Inngest mode no local runtime runs: the metrics refresh is a cron function running the same
// pipeline (lib/metrics/refresh-due-metrics.ts), the run being the runner that holds its claims.
export const refreshPostMetricsCron = inngest.createFunction(
  { id: "refresh-post-metrics", triggers: { cron: REFRESH_METRICS_CRON } },
  async ({ step, runId }) => step.run("refresh-post-metrics", () => refreshDueMetrics(`inngest:metrics:${runId}`)),
);
