import { dbPool } from "@/lib/db/pool";
import type { PlatformId } from "@/lib/platforms/ids";
import type { ApprovalRow } from "@/lib/publishing/approval-check";
import { holdAheadSeconds } from "@/lib/publishing/claim-jobs";
import type { DeliveryRow } from "@/lib/publishing/delivery-records";
import type { JobPost } from "@/lib/publishing/load-job-posts";

export type OpenedAttempt =
  /** The job is no longer this runner's (its lease ran out and another took it, or it ended). */
  | { held: false }
  | {
      held: true;
      /** The job's delivery row for the platform, created pending on first use. */
      delivery: DeliveryRow;
      /** The post's approval as it stands now; null: it has none. */
      approval: Pick<ApprovalRow, "state" | "content_hash"> | null;
      /** The brand's account on the platform (whose posting limits pace the send); null: none. */
      connectionId: string | null;
    };

// Everything an attempt reads before it may send, in one round trip (there were four: the claim's
// renewal, the delivery row, the approval, the account): a burst of thousands of deliveries spent
// more on round trips than on the platforms (docs/performance.md, "Live publishing"). The claim is
// renewed first; the delivery row is created only while the job is held. Its UNION reads the row
// another attempt created, since this statement's snapshot cannot see its own insert.
const OPEN_ATTEMPT = `
WITH held AS (
  UPDATE publish_jobs SET claimed_at = greatest(claimed_at, now() + make_interval(secs => $5))
  WHERE id = $1 AND status = 'running' AND claimed_by = $4
  RETURNING id
),
inserted AS (
  INSERT INTO deliveries (id, job_id, post_id, platform, status, attempts, sandbox, created_at, updated_at)
  SELECT gen_random_uuid(), $1, $2, $3, 'pending', 0, false, now(), now() FROM held
  ON CONFLICT (job_id, platform) DO NOTHING
  RETURNING id, status::text AS status, attempts, error
),
delivery AS (
  SELECT id, status, attempts, error FROM inserted
  UNION ALL
  SELECT id, status::text, attempts, error FROM deliveries WHERE job_id = $1 AND platform = $3
  LIMIT 1
)
SELECT EXISTS (SELECT 1 FROM held) AS held,
  d.id, d.status, d.attempts, d.error,
  a.state AS approval_state, a.content_hash AS approval_hash,
  (SELECT c.id FROM platform_connections c WHERE c.brand_id = $6 AND c.platform = $3) AS connection_id
FROM (SELECT 1) AS one
LEFT JOIN delivery d ON true
LEFT JOIN post_approvals a ON a.post_id = $2`;

type Row = DeliveryRow & { held: boolean; approval_state: string | null; approval_hash: string | null; connection_id: string | null };

/** Renews the runner's hold on the job and reads what one attempt at `platform` needs. */
export async function openAttempt(post: JobPost, platform: PlatformId): Promise<OpenedAttempt> {
  const { rows } = await dbPool().query<Row>(OPEN_ATTEMPT, [post.jobId, post.postId, platform, post.runnerId, holdAheadSeconds(post.runnerId), post.brandId]);
  const row = rows[0];
  if (!row.held || row.id === null) return { held: false };
  return {
    held: true,
    delivery: { id: row.id, status: row.status, attempts: row.attempts, error: row.error },
    approval: row.approval_state === null ? null : { state: row.approval_state, content_hash: row.approval_hash ?? "" },
    connectionId: row.connection_id,
  };
}
