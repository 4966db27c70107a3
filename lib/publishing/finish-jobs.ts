import { inTransaction } from "@/lib/db/in-transaction";
import { dbPool } from "@/lib/db/pool";
import { notifyPostFailed, type FailedPost } from "@/lib/publishing/notify-post-failed";

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

/** The post fails, and its creator is told (the bell, and e-mail per their preferences) in the same transaction. */
export async function markFailed(jobId: string, postId: string, reason: string): Promise<void> {
  await inTransaction(async (client) => {
    const { rows } = await client.query<FailedPost>(
      `WITH p AS (UPDATE posts SET status = 'failed', updated_at = now() WHERE id = $2 AND status = 'scheduled'
                  RETURNING id, user_id, workspace_id, brand_id, content),
            j AS (UPDATE publish_jobs SET status = 'failed', finished_at = now(), error = $3 WHERE id = $1)
       SELECT p.user_id, p.workspace_id, p.brand_id, p.content, b.name AS brand_name FROM p LEFT JOIN brands b ON b.id = p.brand_id`,
      [jobId, postId, reason],
    );
    if (rows[0]) await notifyPostFailed(client, postId, rows[0], reason);
  });
}

/** A claimed job whose post is no longer scheduled (unscheduled, or already published). */
export async function markCancelled(jobIds: string[]): Promise<void> {
  if (jobIds.length === 0) return;
  await dbPool().query(`UPDATE publish_jobs SET status = 'cancelled', finished_at = now() WHERE id = ANY($1::uuid[])`, [jobIds]);
}
