import { dbPool } from "@/lib/db/pool";
import { markFailed } from "@/lib/publishing/finish-jobs";
import type { JobPost } from "@/lib/publishing/load-job-posts";
import { publishMode } from "@/lib/runtime-mode";

/**
 * A post that must not go out for want of a matching approval: nothing is sent; each platform's
 * delivery of this job fails with the reason (no attempt counted), and the post ends `failed`
 * with it (docs/api-decisions.md, "Approvals": SPEC's statuses hold, and `failed` says it did
 * not go out). A delivery already finished is left as it was.
 */
export async function refuseUnapproved(post: JobPost, reason: string): Promise<void> {
  await dbPool().query(
    `INSERT INTO deliveries (id, job_id, post_id, platform, status, attempts, error, sandbox, created_at, updated_at)
     SELECT gen_random_uuid(), $1, $2, pl, 'failed', 0, $4, $5, now(), now() FROM unnest($3::text[]) AS pl
     ON CONFLICT (job_id, platform) DO UPDATE SET status = 'failed', error = EXCLUDED.error, updated_at = now()
       WHERE deliveries.status = 'pending'`,
    [post.jobId, post.postId, post.platforms, reason, publishMode() === "sandbox"],
  );
  await markFailed(post.jobId, post.postId, reason);
}
