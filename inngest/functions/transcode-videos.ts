import { inngest, TRANSCODE_REQUESTED } from "@/inngest/client";
import { runWaitingTranscodes } from "@/lib/media/transcode/run-waiting-transcodes";

/** Leaves the sweep's step time to finish the conversion it started within its run. */
const SWEEP_BUDGET_MS = 40_000;

// In Inngest mode a requested conversion runs here at once (the local runtime polls instead). The
// job is claimed under a lease, so a retried step or the sweep never runs one job twice at once.
export const transcodeRequested = inngest.createFunction(
  { id: "transcode-video", concurrency: { limit: 1 }, triggers: { event: TRANSCODE_REQUESTED } },
  async ({ event, step }) => ({ ran: await step.run("transcode", () => runWaitingTranscodes({ jobId: String(event.data.job_id) })) }),
);

// Every minute: jobs whose event was lost, and jobs whose worker died (their lease lapsed).
export const sweepTranscodes = inngest.createFunction(
  { id: "sweep-transcodes", concurrency: { limit: 1 }, triggers: { cron: "* * * * *" } },
  async ({ step }) => ({ ran: await step.run("sweep-transcodes", () => runWaitingTranscodes({ budgetMs: SWEEP_BUDGET_MS })) }),
);
