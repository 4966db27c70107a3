import { Inngest } from "inngest";

// The Inngest client. Used when INNGEST_EVENT_KEY (Inngest Cloud or a self-hosted server)
// or INNGEST_DEV (a local dev server) is set; otherwise the local scheduler runs posts.
export const inngest = new Inngest({ id: "brandcast" });

export const POST_SCHEDULED = "post/scheduled";
export const POST_SCHEDULE_CANCELLED = "post/schedule.cancelled";

export type PostScheduledData = { post_id: string; job_id: string; scheduled_at: string };
export type PostScheduleCancelledData = { post_id: string; job_id: string };

/** A video conversion waits (lib/media/transcode/): the transcode function claims it. */
export const TRANSCODE_REQUESTED = "media/transcode.requested";
