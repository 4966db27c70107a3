// How a schedule change reaches whatever runs scheduled posts. The local scheduler of this
// process registers a listener (lib/publishing/local-scheduler.ts); in Inngest mode the
// events are sent to Inngest (inngest/events.ts). Other server instances learn of the
// change from their periodic sweep, or from Inngest.

type Listener = (change: ScheduleChange) => void;
export type ScheduleChange =
  | { kind: "scheduled"; jobId: string; postId: string; runAt: Date }
  | { kind: "cancelled"; jobId: string; postId: string };

const globalForSignals = globalThis as unknown as { brandcastScheduleListeners?: Set<Listener> };

function listeners(): Set<Listener> {
  globalForSignals.brandcastScheduleListeners ??= new Set();
  return globalForSignals.brandcastScheduleListeners;
}

export function onScheduleChange(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

export function emitScheduleChange(change: ScheduleChange): void {
  for (const listener of listeners()) listener(change);
}
