// How a new transcode job reaches Inngest, when Inngest runs the jobs: inngest/ registers a
// listener when the server starts (instrumentation.ts), so lib/ never imports the runner. The
// local runtime needs no word: it looks for waiting jobs every few seconds; and Inngest's cron
// sweep claims any job whose word was lost.

export type TranscodeListener = (jobId: string) => void | Promise<void>;

const globalForSignals = globalThis as unknown as { brandcastTranscodeListeners?: Set<TranscodeListener> };

// On globalThis: route handlers and instrumentation.ts may be bundled apart, yet share the process.
function listeners(): Set<TranscodeListener> {
  globalForSignals.brandcastTranscodeListeners ??= new Set();
  return globalForSignals.brandcastTranscodeListeners;
}

/** Registers a listener; returns the function that removes it. */
export function onTranscodeRequested(listener: TranscodeListener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

/** Tells every listener a job waits; a listener that fails is the sweep's to make up for, never the request's failure. */
export async function announceTranscodeJob(jobId: string): Promise<void> {
  await Promise.allSettled([...listeners()].map(async (listener) => listener(jobId)));
}
