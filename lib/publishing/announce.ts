import { emitScheduleChange, type ScheduleChange } from "@/lib/publishing/schedule-signals";
import { usesInngest } from "@/lib/publishing/runtime-mode";

/**
 * Tells the runners about schedule changes after they are committed: Inngest by events
 * (a new run per scheduled job; a cancellation ends the old run), the local scheduler of
 * this process by a signal. The database stays the source of truth: a lost event is
 * caught by the sweep, and a cancelled job is never claimed.
 */
export async function announceScheduleChanges(changes: ScheduleChange[]): Promise<void> {
  if (changes.length === 0) return;
  if (usesInngest()) {
    const { sendScheduleEvents } = await import("@/inngest/events");
    await sendScheduleEvents(changes);
    return;
  }
  for (const change of changes) emitScheduleChange(change);
}
