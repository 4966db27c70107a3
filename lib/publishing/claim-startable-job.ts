import { dbPool } from "@/lib/db/pool";
import type { PlatformId } from "@/lib/platforms/ids";
import { CLAIM_LEASE_SECONDS, type ClaimedJob } from "@/lib/publishing/claim-jobs";

/** A claimed job with what its runner needs places for before it starts it. */
export type StartableJob = ClaimedJob & { brandId: string | null; platforms: PlatformId[] };

// The job's post needs a platform, or an account, named in $3.
const NEEDS_A_BUSY_PLACE = `SELECT 1 FROM posts p, unnest(p.platforms) AS needed(platform)
    WHERE cardinality($3::text[]) > 0 AND p.id = j.post_id
      AND (needed.platform = ANY($3::text[]) OR coalesce(p.brand_id::text, 'none') || ':' || needed.platform = ANY($3::text[]))`;

// The live local runner's claim (lib/local-runtime/run-due-jobs.ts): one due job (or one whose
// runner's lease ran out), the earliest, whose post needs none of the platforms or accounts the
// runner has no free place for ($3: platform ids and "<brand id>:<platform>" keys, as
// lib/local-runtime/live-capacity.ts names them). So a runner never claims what it would have
// to hold unstarted. Each kind is its own index range in run_at order, as in claim-jobs.ts; a
// job skipped for a full platform stays for another runner, or for this one once a place frees.
const CLAIM_STARTABLE = `
WITH due AS (
  SELECT j.id, j.run_at FROM publish_jobs j
  WHERE j.status = 'pending' AND j.run_at <= now() AND NOT EXISTS (${NEEDS_A_BUSY_PLACE})
  ORDER BY j.run_at
  LIMIT 1
  FOR UPDATE OF j SKIP LOCKED
),
stale AS (
  SELECT j.id, j.run_at FROM publish_jobs j
  WHERE j.status = 'running' AND j.claimed_at < now() - make_interval(secs => $2) AND NOT EXISTS (${NEEDS_A_BUSY_PLACE})
  ORDER BY j.run_at
  LIMIT 1
  FOR UPDATE OF j SKIP LOCKED
)
UPDATE publish_jobs j SET status = 'running', claimed_by = $1, claimed_at = now()
WHERE j.id = (SELECT id FROM (SELECT id, run_at FROM due UNION ALL SELECT id, run_at FROM stale) claimable ORDER BY run_at LIMIT 1)
RETURNING j.id AS job_id, j.post_id,
  (SELECT p.brand_id FROM posts p WHERE p.id = j.post_id) AS brand_id,
  (SELECT p.platforms FROM posts p WHERE p.id = j.post_id) AS platforms`;

/** The earliest claimable job that needs no place in `busy`; null when there is none. */
export async function claimStartableJob(runnerId: string, busy: string[]): Promise<StartableJob | null> {
  const { rows } = await dbPool().query(CLAIM_STARTABLE, [runnerId, CLAIM_LEASE_SECONDS, busy]);
  const row = rows[0];
  return row ? { jobId: row.job_id, postId: row.post_id, runnerId, brandId: row.brand_id, platforms: row.platforms ?? [] } : null;
}
