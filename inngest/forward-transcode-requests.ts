import { inngest, TRANSCODE_REQUESTED } from "@/inngest/client";
import { log } from "@/lib/log";
import { onTranscodeRequested } from "@/lib/media/transcode/transcode-signals";

const globalForForwarding = globalThis as unknown as { brandcastTranscodeForwarding?: true };

/**
 * In Inngest mode, a new transcode job becomes an event its function claims at once. Wired once per
 * server process by instrumentation.ts. A send that fails is logged: the job row is written, and
 * the cron sweep (inngest/functions/transcode-videos.ts) claims it within a minute.
 */
export function forwardTranscodeRequestsToInngest(): void {
  if (globalForForwarding.brandcastTranscodeForwarding) return;
  globalForForwarding.brandcastTranscodeForwarding = true;
  onTranscodeRequested(async (jobId) => {
    try {
      await inngest.send({ name: TRANSCODE_REQUESTED, data: { job_id: jobId } });
    } catch (error) {
      log().error({ err: error, job_id: jobId }, "could not tell Inngest of a transcode job; its sweep will claim it");
    }
  });
}
