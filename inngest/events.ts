import { inngest, POST_SCHEDULE_CANCELLED, POST_SCHEDULED } from "@/inngest/client";
import type { ScheduleChange } from "@/lib/publishing/schedule-signals";

/**
 * Sends schedule changes to Inngest. A send that fails is logged, not thrown: the change is
 * already committed, and the sweep function publishes any due post whose run was lost.
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
    console.error("[inngest] could not send schedule events; the sweep will catch up:", (error as Error).message);
  }
}
