// The conversions this process is running, each with the controller that stops its ffmpeg. A
// cancel answered by this process stops its own job at once; a job running in another process
// (another server, an Inngest run) stops at its next heartbeat, which finds the job no longer
// running (run-transcode-job.ts). On globalThis: route handlers and the local runtime may be
// bundled apart, yet share the process.

const globalForRunning = globalThis as unknown as { brandcastRunningTranscodes?: Map<string, AbortController> };

function running(): Map<string, AbortController> {
  globalForRunning.brandcastRunningTranscodes ??= new Map();
  return globalForRunning.brandcastRunningTranscodes;
}

/** Registers the job's run; returns the controller whose signal goes to ffmpeg, and the function that forgets it. */
export function trackRunningTranscode(jobId: string): { signal: AbortSignal; stop: (reason: string) => void; forget: () => void } {
  const controller = new AbortController();
  running().set(jobId, controller);
  return {
    signal: controller.signal,
    stop: (reason) => controller.abort(reason),
    forget: () => {
      if (running().get(jobId) === controller) running().delete(jobId);
    },
  };
}

/** Stops the job's ffmpeg when this process runs it; false when it does not. */
export function stopRunningTranscode(jobId: string, reason: string): boolean {
  const controller = running().get(jobId);
  if (!controller) return false;
  controller.abort(reason);
  return true;
}
