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

// Claim by platform and account: the first due schedule (any platform with a reader), then up to
// its platform's batch size of due schedules of the SAME platform and brand (one brand has one
// connection per platform), itself first, so one request reads them all. Both selects lock with
// SKIP LOCKED, so two runners racing take different rows; a row another runner committed a claim
// on meanwhile fails the re-checked claimed_until condition and is left out.
const CLAIM_GROUP = `
WITH first AS (
  SELECT s.delivery_id, s.platform, p.brand_id,
    COALESCE((SELECT b.size FROM unnest($5::text[], $6::int[]) AS b(platform, size) WHERE b.platform = s.platform), 1) AS size
  FROM metric_schedules s JOIN posts p ON p.id = s.post_id
  WHERE s.due_at <= now() AND s.platform = ANY($2::text[]) AND (s.claimed_until IS NULL OR s.claimed_until < now())
    AND ($4::uuid IS NULL OR s.workspace_id = $4::uuid)
  ORDER BY s.due_at
  LIMIT 1
  FOR UPDATE OF s SKIP LOCKED
), brand_due AS (
  -- From the brand's posts to their schedules (posts_brand_id_status_idx, metric_schedules_post_id_idx):
  -- a plain "=" so the brand's index is used; a post without a brand is claimed alone (first).
  SELECT s.delivery_id FROM first f JOIN posts p ON p.brand_id = f.brand_id JOIN metric_schedules s ON s.post_id = p.id
  WHERE s.platform = f.platform
    AND s.due_at <= now() AND (s.claimed_until IS NULL OR s.claimed_until < now() OR s.delivery_id = f.delivery_id)
    AND ($4::uuid IS NULL OR s.workspace_id = $4::uuid)
  ORDER BY s.delivery_id = f.delivery_id DESC, s.due_at
  LIMIT (SELECT size FROM first)
  FOR UPDATE OF s SKIP LOCKED
), due AS (
  SELECT delivery_id FROM brand_due UNION SELECT delivery_id FROM first
)
UPDATE metric_schedules s SET claimed_by = $1, claimed_until = now() + make_interval(secs => $3)
FROM due, deliveries d, posts p
WHERE s.delivery_id = due.delivery_id AND d.id = s.delivery_id AND p.id = s.post_id
RETURNING s.delivery_id, s.workspace_id, s.post_id, p.brand_id, s.platform, d.platform_post_id, s.published_at, s.retries`;

/**
 * Claims the first due snapshot of `platforms` and, with it, up to `batchSizes[platform]` (1 when
 * unset) due snapshots in all of the same platform and brand, for one batched read. Empty when
 * none is due.
 */
export async function claimDueMetricGroup(
  runnerId: string,
  platforms: readonly string[],
  batchSizes: Readonly<Record<string, number>>,
  workspaceId: string | null = null,
): Promise<ClaimedMetrics[]> {
  if (platforms.length === 0) return [];
  const sized = Object.entries(batchSizes);
  const { rows } = await dbPool().query<ClaimRow>(CLAIM_GROUP, [runnerId, platforms, METRICS_CLAIM_SECONDS, workspaceId, sized.map(([platform]) => platform), sized.map(([, size]) => size)]);
  return rows.map((row) => claimOf(row, runnerId));
}

type ClaimRow = {
  delivery_id: string;
  workspace_id: string;
  post_id: string;
  brand_id: string | null;
  platform: string;
  platform_post_id: string | null;
  published_at: Date;
  retries: number | string;
};

function claimOf(row: ClaimRow, runnerId: string): ClaimedMetrics {
  return {
    deliveryId: row.delivery_id,
    workspaceId: row.workspace_id,
    postId: row.post_id,
    brandId: row.brand_id ?? null,
    platform: row.platform,
    platformPostId: row.platform_post_id ?? null,
    publishedAt: row.published_at,
    retries: Number(row.retries),
    runnerId,
  };
}

/** Claims up to `limit` due snapshots of `platforms` for `runnerId`, of one workspace when `workspaceId` is given. */
export async function claimDueMetrics(runnerId: string, limit: number, platforms: readonly string[], workspaceId: string | null = null): Promise<ClaimedMetrics[]> {
  if (platforms.length === 0 || limit <= 0) return [];
  const { rows } = await dbPool().query<ClaimRow>(CLAIM, [runnerId, limit, platforms, METRICS_CLAIM_SECONDS, workspaceId]);
  return rows.map((row) => claimOf(row, runnerId));
}
