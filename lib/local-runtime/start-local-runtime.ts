import { serverEnv } from "@/lib/env/server-env";
import { startConnectionRenewal } from "@/lib/local-runtime/connection-renewal";
import { startAgentRecordPruning, startWebhookDispatcher } from "@/lib/local-runtime/agent-jobs";
import { startCounterPruning } from "@/lib/local-runtime/counter-pruning";
import { startLocalScheduler } from "@/lib/local-runtime/local-scheduler";
import { startMailDispatcher } from "@/lib/local-runtime/mail-dispatcher";
import { startMetricsRefresh } from "@/lib/local-runtime/metrics-refresh";
import { startTranscodeWorker } from "@/lib/local-runtime/transcode-worker";
import { startUploadSweep } from "@/lib/local-runtime/upload-sweep";

const globalForRuntime = globalThis as unknown as { brandcastLocalRuntime?: true };

/**
 * The local runtime's periodic jobs, started once per server process by instrumentation.ts
 * when Inngest is not configured (docs/design.md, "Runtime modes"): the scheduler of posts and
 * the webhook and mail dispatchers (unless LOCAL_SCHEDULER=off), the pruning of old rate-limit counters,
 * of idempotency keys past their 24 hours and of old webhook history, and the renewal of
 * platform tokens before they expire unused, the sweep of abandoned uploads, the video conversions users asked for; and the refresh of published posts' metrics.
 */
export function startLocalRuntime(): void {
  if (globalForRuntime.brandcastLocalRuntime) return;
  globalForRuntime.brandcastLocalRuntime = true;
  if (serverEnv().LOCAL_SCHEDULER !== "off") {
    startLocalScheduler();
    startWebhookDispatcher();
    startMailDispatcher();
    startMetricsRefresh();
  }
  startCounterPruning();
  startConnectionRenewal();
  startAgentRecordPruning();
  startUploadSweep();
  startTranscodeWorker();
}
