import { dbPool } from "@/lib/db/pool";

/**
 * A claim not renewed for this long belongs to a dead runner; its job is claimable again. The
 * local runner renews what it holds every few seconds while it works (claim-heartbeat.ts), so a
 * runner that dies (SIGKILL, a lost host) leaves its jobs to another within this plus one sweep
 * (docs/publishing.md, "What happens when a server dies").
 */
export const CLAIM_LEASE_SECONDS = 15;

/**
 * An Inngest run is not renewed between its steps, and Inngest itself retries a step whose
 * process died (same run, same runner id, claimable again at once): its claim is held this long
 * from each claim or attempt, so the sweep does not take a live run for a lost one.
 */
export const INNGEST_HOLD_SECONDS = 300;

const INNGEST_RUNNER = "inngest:";

/** The runner id of an Inngest run: the run is the runner (a retried step claims again what its run holds). */
export const inngestRunnerId = (runId: string) => `${INNGEST_RUNNER}${runId}`;

/**
 * How far ahead of now a claim or renewal dates the claim: `claimed_at` is when the lease was last
 * renewed (or until when it is held), and it runs out CLAIM_LEASE_SECONDS after that.
 */
export const holdAheadSeconds = (runnerId: string) => (runnerId.startsWith(INNGEST_RUNNER) ? INNGEST_HOLD_SECONDS - CLAIM_LEASE_SECONDS : 0);

/** A job this runner holds: every attempt it makes renews the hold, or stops if it lost it. */
export type ClaimedJob = { jobId: string; postId: string; runnerId: string };

// One conditional UPDATE claims a batch: only `pending` jobs that are due (or `running`
// ones whose runner's lease ran out), locked with SKIP LOCKED so that two runners never
// claim the same job and never wait for each other.
//
// Each kind is its own index range, read in run_at order and only as far as the batch needs:
// due pending jobs from (status, run_at), however many are scheduled later or overdue at once;
// expired leases from the partial index on claimed_at of running jobs. (One WHERE with an OR
// of both read every due job and every running job, then sorted them.)
const CLAIM_DUE = `
WITH due AS (
  SELECT id, run_at FROM publish_jobs
  WHERE status = 'pending' AND run_at <= now()
  ORDER BY run_at
  LIMIT $2
  FOR UPDATE SKIP LOCKED
),
stale AS (
  SELECT id, run_at FROM publish_jobs
  WHERE status = 'running' AND claimed_at < now() - make_interval(secs => $3)
  ORDER BY run_at
  LIMIT $2
  FOR UPDATE SKIP LOCKED
)
UPDATE publish_jobs j SET status = 'running', claimed_by = $1, claimed_at = now() + make_interval(secs => $4)
WHERE j.id IN (SELECT id FROM (SELECT id, run_at FROM due UNION ALL SELECT id, run_at FROM stale) claimable ORDER BY run_at LIMIT $2)
RETURNING j.id AS job_id, j.post_id`;

const CLAIM_ONE = `
UPDATE publish_jobs SET status = 'running', claimed_by = $2, claimed_at = greatest(claimed_at, now() + make_interval(secs => $4))
WHERE id = $1 AND (status = 'pending'
  OR (status = 'running' AND (claimed_by = $2 OR claimed_at < now() - make_interval(secs => $3))))
RETURNING id AS job_id, post_id`;

/** Claims up to `limit` due jobs: as many as the runner starts now (the local runner claims per free worker). */
export async function claimDueJobs(runnerId: string, limit: number): Promise<ClaimedJob[]> {
  const { rows } = await dbPool().query(CLAIM_DUE, [runnerId, limit, CLAIM_LEASE_SECONDS, holdAheadSeconds(runnerId)]);
  return rows.map((row) => ({ jobId: row.job_id, postId: row.post_id, runnerId }));
}

/**
 * Claims one job whatever its run_at (Inngest has already waited for it). A runner may
 * claim again what it holds (a retried step of the same run); null when another runner
 * has the job or it is finished.
 */
export async function claimJob(jobId: string, runnerId: string): Promise<ClaimedJob | null> {
  const { rows } = await dbPool().query(CLAIM_ONE, [jobId, runnerId, CLAIM_LEASE_SECONDS, holdAheadSeconds(runnerId)]);
  return rows[0] ? { jobId: rows[0].job_id, postId: rows[0].post_id, runnerId } : null;
}

/**
 * Renews this runner's hold on a job before an attempt; false when the job is no longer
 * its own (its lease ran out and another runner claimed it, or it was finished): then it
 * must not send anything for the job, or two runners could publish the same post.
 */
export async function renewClaim(job: ClaimedJob): Promise<boolean> {
  return (await renewClaims(job.runnerId, [job.jobId])).length === 1;
}

/** Renews this runner's hold on each of these jobs (the heartbeat); returns the ids it still holds. */
export async function renewClaims(runnerId: string, jobIds: string[]): Promise<string[]> {
  if (jobIds.length === 0) return [];
  const { rows } = await dbPool().query<{ id: string }>(
    `UPDATE publish_jobs SET claimed_at = greatest(claimed_at, now() + make_interval(secs => $3))
     WHERE id = ANY($1::uuid[]) AND status = 'running' AND claimed_by = $2 RETURNING id`,
    [jobIds, runnerId, holdAheadSeconds(runnerId)],
  );
  return rows.map((row) => row.id);
}

/** The earliest run_at of a pending job, for the local scheduler's timer. */
export async function nextDueAt(): Promise<Date | null> {
  const { rows } = await dbPool().query("SELECT min(run_at) AS next FROM publish_jobs WHERE status = 'pending'");
  return rows[0]?.next ?? null;
}

/**
 * Hands a job this runner holds back to the queue, due at `runAt` (its deliveries deferred by a
 * posting limit): pending again, unclaimed, so that a long wait holds no worker and any runner
 * may take it then. Its post stays `scheduled` meanwhile. False when the job is no longer its own.
 */
export async function requeueJob(job: ClaimedJob, runAt: Date): Promise<boolean> {
  const { rowCount } = await dbPool().query(
    `UPDATE publish_jobs SET status = 'pending', run_at = $3, claimed_by = NULL, claimed_at = NULL
     WHERE id = $1 AND status = 'running' AND claimed_by = $2`,
    [job.jobId, job.runnerId, runAt],
  );
  return rowCount === 1;
}

/**
 * Keeps this runner's hold on a job while it sleeps until `until` (the Inngest runner waiting
 * for a posting slot): the lease (an Inngest run's hold) then runs from `until`, so the sweep
 * does not take a run that is alive for a lost one. False when the job is no longer its own.
 */
export async function holdClaimUntil(job: ClaimedJob, until: Date): Promise<boolean> {
  const { rowCount } = await dbPool().query(
    "UPDATE publish_jobs SET claimed_at = greatest(claimed_at, $3::timestamptz + make_interval(secs => $4)) WHERE id = $1 AND status = 'running' AND claimed_by = $2",
    [job.jobId, job.runnerId, until, holdAheadSeconds(job.runnerId)],
  );
  return rowCount === 1;
}
