import { dbPool } from "@/lib/db/pool";

// A post is `published` when every delivery of its job succeeded, `failed` when any failed
// for good (docs/design.md, "Post lifecycle"). Both updates keep `status = 'scheduled'` in the
// WHERE, so a post unscheduled or rescheduled meanwhile is not overwritten.

export async function markPublished(jobIds: string[], postIds: string[]): Promise<void> {
  if (jobIds.length === 0) return;
  await dbPool().query(
    `WITH p AS (UPDATE posts SET status = 'published', published_at = now(), updated_at = now()
                WHERE id = ANY($2::uuid[]) AND status = 'scheduled' RETURNING id)
     UPDATE publish_jobs SET status = 'done', finished_at = now(), error = NULL WHERE id = ANY($1::uuid[])`,
    [jobIds, postIds],
  );
}

export async function markFailed(jobId: string, postId: string, reason: string): Promise<void> {
  await dbPool().query(
    `WITH p AS (UPDATE posts SET status = 'failed', updated_at = now() WHERE id = $2 AND status = 'scheduled' RETURNING id)
     UPDATE publish_jobs SET status = 'failed', finished_at = now(), error = $3 WHERE id = $1`,
    [jobId, postId, reason],
  );
}

/** A claimed job whose post is no longer scheduled (unscheduled, or already published). */
export async function markCancelled(jobIds: string[]): Promise<void> {
  if (jobIds.length === 0) return;
  await dbPool().query(`UPDATE publish_jobs SET status = 'cancelled', finished_at = now() WHERE id = ANY($1::uuid[])`, [jobIds]);
}
