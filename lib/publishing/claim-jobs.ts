import { dbPool } from "@/lib/db/pool";

/** A runner that has not finished a job within this time is presumed dead; its job is claimable again. */
export const CLAIM_LEASE_SECONDS = 300;

export type ClaimedJob = { jobId: string; postId: string };

// One conditional UPDATE claims a batch: only `pending` jobs that are due (or `running`
// ones whose runner's lease ran out), locked with SKIP LOCKED so that two runners never
// claim the same job and never wait for each other.
const CLAIM_DUE = `
UPDATE publish_jobs j SET status = 'running', claimed_by = $1, claimed_at = now()
WHERE j.id IN (
  SELECT id FROM publish_jobs
  WHERE (status = 'pending' AND run_at <= now() - make_interval(secs => $4))
     OR (status = 'running' AND claimed_at < now() - make_interval(secs => $3))
  ORDER BY run_at
  LIMIT $2
  FOR UPDATE SKIP LOCKED
)
RETURNING j.id AS job_id, j.post_id`;

const CLAIM_ONE = `
UPDATE publish_jobs SET status = 'running', claimed_by = $2, claimed_at = now()
WHERE id = $1 AND (status = 'pending'
  OR (status = 'running' AND (claimed_by = $2 OR claimed_at < now() - make_interval(secs => $3))))
RETURNING id AS job_id, post_id`;

/** Claims up to `limit` due jobs; `overdueSeconds` > 0 takes only jobs that late (Inngest's sweep). */
export async function claimDueJobs(runnerId: string, limit: number, overdueSeconds = 0): Promise<ClaimedJob[]> {
  const { rows } = await dbPool().query(CLAIM_DUE, [runnerId, limit, CLAIM_LEASE_SECONDS, overdueSeconds]);
  return rows.map((row) => ({ jobId: row.job_id, postId: row.post_id }));
}

/**
 * Claims one job whatever its run_at (Inngest has already waited for it). A runner may
 * claim again what it holds (a retried step); null when another runner has the job or it
 * is finished.
 */
export async function claimJob(jobId: string, runnerId: string): Promise<ClaimedJob | null> {
  const { rows } = await dbPool().query(CLAIM_ONE, [jobId, runnerId, CLAIM_LEASE_SECONDS]);
  return rows[0] ? { jobId: rows[0].job_id, postId: rows[0].post_id } : null;
}

/** The earliest run_at of a pending job, for the local scheduler's timer. */
export async function nextDueAt(): Promise<Date | null> {
  const { rows } = await dbPool().query("SELECT min(run_at) AS next FROM publish_jobs WHERE status = 'pending'");
  return rows[0]?.next ?? null;
}
