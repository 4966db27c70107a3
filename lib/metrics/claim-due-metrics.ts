import { dbPool } from "@/lib/db/pool";

/**
 * How long a claim is held: longer than one fetch can take (its timeout), so a live runner never
 * loses what it is fetching; a claim that ran out belongs to a runner that died, and its
 * schedule is claimable again.
 */
export const METRICS_CLAIM_SECONDS = 120;

/** A due snapshot one runner holds. */
export type ClaimedMetrics = {
  deliveryId: string;
  workspaceId: string;
  postId: string;
  brandId: string | null;
  platform: string;
  platformPostId: string | null;
  publishedAt: Date;
  retries: number;
  runnerId: string;
};

// One UPDATE claims a batch of due schedules, in due order, of the platforms that have a reader:
// SKIP LOCKED lets two runners claim at once without waiting for each other or taking the same
// row, and a row another runner holds (claimed_until ahead) is not due for anyone else.
const CLAIM = `
WITH due AS (
  SELECT delivery_id FROM metric_schedules
  WHERE due_at <= now() AND platform = ANY($3::text[]) AND (claimed_until IS NULL OR claimed_until < now())
    AND ($5::uuid IS NULL OR workspace_id = $5::uuid)
  ORDER BY due_at
  LIMIT $2
  FOR UPDATE SKIP LOCKED
)
UPDATE metric_schedules s SET claimed_by = $1, claimed_until = now() + make_interval(secs => $4)
FROM due, deliveries d, posts p
WHERE s.delivery_id = due.delivery_id AND d.id = s.delivery_id AND p.id = s.post_id
RETURNING s.delivery_id, s.workspace_id, s.post_id, p.brand_id, s.platform, d.platform_post_id, s.published_at, s.retries`;

/** Claims up to `limit` due snapshots of `platforms` for `runnerId`, of one workspace when `workspaceId` is given. */
export async function claimDueMetrics(runnerId: string, limit: number, platforms: readonly string[], workspaceId: string | null = null): Promise<ClaimedMetrics[]> {
  if (platforms.length === 0 || limit <= 0) return [];
  const { rows } = await dbPool().query(CLAIM, [runnerId, limit, platforms, METRICS_CLAIM_SECONDS, workspaceId]);
  return rows.map((row) => ({
    deliveryId: row.delivery_id,
    workspaceId: row.workspace_id,
    postId: row.post_id,
    brandId: row.brand_id ?? null,
    platform: row.platform,
    platformPostId: row.platform_post_id ?? null,
    publishedAt: row.published_at,
    retries: Number(row.retries),
    runnerId,
  }));
}
