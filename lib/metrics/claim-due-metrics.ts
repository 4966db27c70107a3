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
FROM due
WHERE s.delivery_id = due.delivery_id
RETURNING s.delivery_id, s.workspace_id, s.post_id, s.brand_id, s.platform,
  (SELECT d.platform_post_id FROM deliveries d WHERE d.id = s.delivery_id) AS platform_post_id, s.published_at, s.retries`;

// Claim by platform and account: the first due schedule (any platform with a reader), then up to
// its platform's batch size less one of due schedules of the SAME platform and brand (one brand
// has one connection per platform), so one request reads them all. Both selects lock with SKIP
// LOCKED, so two runners racing take different rows; a row another runner committed a claim on
// meanwhile fails the re-checked claimed_until condition and is left out. The brand's rows come
// from metric_schedules_brand_id_platform_due_at_idx in due order, the brand and platform as
// values (InitPlans), so the scan stops after the batch: a claim reads the rows it takes, however
// many posts the brand has. The post id on the platform is looked up per claimed row (a join
// there let the planner scan every delivery once its estimate of the claimed rows was off).
const CLAIM_GROUP = `
WITH first AS (
  SELECT s.delivery_id, s.platform, s.brand_id,
    COALESCE((SELECT b.size FROM unnest($5::text[], $6::int[]) AS b(platform, size) WHERE b.platform = s.platform), 1) AS size
  FROM metric_schedules s
  WHERE s.due_at <= now() AND s.platform = ANY($2::text[]) AND (s.claimed_until IS NULL OR s.claimed_until < now())
    AND ($4::uuid IS NULL OR s.workspace_id = $4::uuid)
  ORDER BY s.due_at
  LIMIT 1
  FOR UPDATE OF s SKIP LOCKED
), brand_due AS (
  -- A post without a brand (brand_id null matches nothing) is claimed alone (first).
  SELECT s.delivery_id FROM metric_schedules s
  WHERE s.brand_id = (SELECT brand_id FROM first) AND s.platform = (SELECT platform FROM first)
    AND s.due_at <= now() AND s.delivery_id <> (SELECT delivery_id FROM first)
    AND (s.claimed_until IS NULL OR s.claimed_until < now())
    AND ($4::uuid IS NULL OR s.workspace_id = $4::uuid)
  ORDER BY s.due_at
  LIMIT (SELECT size - 1 FROM first)
  FOR UPDATE OF s SKIP LOCKED
), due AS (
  SELECT delivery_id FROM first UNION ALL SELECT delivery_id FROM brand_due
)
UPDATE metric_schedules s SET claimed_by = $1, claimed_until = now() + make_interval(secs => $3)
FROM due
WHERE s.delivery_id = due.delivery_id
RETURNING s.delivery_id, s.workspace_id, s.post_id, s.brand_id, s.platform,
  (SELECT d.platform_post_id FROM deliveries d WHERE d.id = s.delivery_id) AS platform_post_id, s.published_at, s.retries`;

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
