import { dbPool } from "@/lib/db/pool";
import { CLAIM_LEASE_SECONDS } from "@/lib/publishing/claim-jobs";

export type LostJob = { jobId: string; postId: string; runAt: Date };

/**
 * Jobs that no runner is publishing although they should be: pending well past their time
 * (the event that should have started their run never arrived), or running with a lease
 * that ran out (their runner died). Read only: whoever runs them claims them first.
 */
export async function findLostJobs(overdueSeconds: number, limit: number): Promise<LostJob[]> {
  const { rows } = await dbPool().query(
    // Two index ranges read only as far as the limit (as claim-jobs.ts reads them), not one
    // OR over every due and every running job.
    `SELECT id, post_id, run_at FROM (
       (SELECT id, post_id, run_at FROM publish_jobs
         WHERE status = 'pending' AND run_at <= now() - make_interval(secs => $1) ORDER BY run_at LIMIT $3)
       UNION ALL
       (SELECT id, post_id, run_at FROM publish_jobs
         WHERE status = 'running' AND claimed_at < now() - make_interval(secs => $2) ORDER BY run_at LIMIT $3)
     ) lost
     ORDER BY run_at
     LIMIT $3`,
    [overdueSeconds, CLAIM_LEASE_SECONDS, limit],
  );
  return rows.map((row) => ({ jobId: row.id, postId: row.post_id, runAt: row.run_at }));
}
