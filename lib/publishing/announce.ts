import { scheduleListeners, type ScheduleChange } from "@/lib/publishing/schedule-signals";
import { log } from "@/lib/log";

/**
 * Tells the runtime's listeners about schedule changes after they are committed. A listener
 * that fails is logged, never thrown to the caller: the change is already in the database,
 * which stays the source of truth (a lost signal is caught by the next sweep, and a
 * cancelled job is never claimed).
 */
export async function announceScheduleChanges(changes: ScheduleChange[]): Promise<void> {
  if (changes.length === 0) return;
  await Promise.all(
    [...scheduleListeners()].map(async (listener) => {
      try {
        await listener(changes);
      } catch (error) {
        log().error({ err: error }, "a schedule listener failed; the sweep will catch up");
      }
    }),
  );
}
