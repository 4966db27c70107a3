import { inngest, TRANSCODE_REQUESTED } from "@/inngest/client";
import { log } from "@/lib/log";
import { usesInngest } from "@/lib/runtime-mode";

/**
 * Tells Inngest a job waits (its function claims it at once). The local runtime needs no word:
 * it looks for waiting jobs every few seconds. A send that fails is logged, not thrown: the job
 * row is written, and Inngest's cron sweep claims any job nobody started.
 */
export async function announceTranscodeJob(jobId: string): Promise<void> {
  if (!usesInngest()) return;
  try {
    await inngest.send({ name: TRANSCODE_REQUESTED, data: { job_id: jobId } });
  } catch (error) {
    log().error({ err: error, job_id: jobId }, "could not tell Inngest of a transcode job; its sweep will claim it");
  }
}
