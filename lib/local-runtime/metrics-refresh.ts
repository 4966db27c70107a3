import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import { refreshDueMetrics } from "@/lib/metrics/refresh-due-metrics";
import { startPeriodicJob } from "@/lib/local-runtime/periodic-job";

/** How often the local runtime looks for due metrics snapshots (the schedule's first step is an hour out). */
export const REFRESH_METRICS_EVERY_MS = 60_000;

/** The local runtime's metrics refresh (Inngest mode has a cron function running the same pipeline). Returns its stop function. */
export function startMetricsRefresh(everyMs = REFRESH_METRICS_EVERY_MS): () => void {
  const runnerId = `${hostname()}:${process.pid}:metrics:${randomUUID().slice(0, 8)}`;
  return startPeriodicJob("refresh-metrics", everyMs, () => refreshDueMetrics(runnerId));
}
