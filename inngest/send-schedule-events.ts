import { inngest, POST_SCHEDULE_CANCELLED, POST_SCHEDULED } from "@/inngest/client";
import type { ScheduleChange } from "@/lib/publishing/schedule-signals";
import { log } from "@/lib/log";

/**
 * Sends schedule changes to Inngest. A send that fails is logged, not thrown: the change is
 * already committed, and the sweep function starts a run for any due job whose run was lost.
 */
export async function sendScheduleEvents(changes: ScheduleChange[]): Promise<void> {
  const events = changes.map((change) =>
    change.kind === "scheduled"
      ? { name: POST_SCHEDULED, data: { post_id: change.postId, job_id: change.jobId, scheduled_at: change.runAt.toISOString() } }
      : { name: POST_SCHEDULE_CANCELLED, data: { post_id: change.postId, job_id: change.jobId } },
  );
  try {
    await inngest.send(events);
  } catch (error) {
    log().error({ err: error }, "could not send schedule events to Inngest; the sweep will catch up");
  }
}
