// How a schedule change reaches whatever runs scheduled posts in this process. Each runtime
// registers a listener when it starts: the local scheduler (lib/local-runtime/), or the
// forwarding to Inngest (inngest/forward-schedule-changes.ts, wired by instrumentation.ts).
// lib/ never imports the runner it notifies. Other server instances learn of the change
// from their periodic sweep, or from Inngest.

export type ScheduleChange =
  | { kind: "scheduled"; jobId: string; postId: string; runAt: Date }
  | { kind: "cancelled"; jobId: string; postId: string };

export type ScheduleListener = (changes: ScheduleChange[]) => void | Promise<void>;

const globalForSignals = globalThis as unknown as { brandcastScheduleListeners?: Set<ScheduleListener> };

// On globalThis: route handlers and instrumentation.ts may be bundled apart, yet share the process.
function listeners(): Set<ScheduleListener> {
  globalForSignals.brandcastScheduleListeners ??= new Set();
  return globalForSignals.brandcastScheduleListeners;
}

export function scheduleListeners(): ReadonlySet<ScheduleListener> {
  return listeners();
}

/** Registers a listener; returns the function that removes it. */
export function onScheduleChanges(listener: ScheduleListener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}
