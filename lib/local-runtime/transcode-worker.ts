import { runWaitingTranscodes } from "@/lib/media/transcode/run-waiting-transcodes";
import { startPeriodicJob } from "@/lib/local-runtime/periodic-job";

/** How often the local runtime looks for waiting video conversions (Inngest mode: an event, and a cron sweep). */
export const TRANSCODE_POLL_MS = 3_000;

/** The local runtime's transcode worker (lib/media/transcode/): one conversion at a time in this process. Returns its stop function. */
export function startTranscodeWorker(everyMs = TRANSCODE_POLL_MS): () => void {
  return startPeriodicJob("transcode-videos", everyMs, () => runWaitingTranscodes());
}
