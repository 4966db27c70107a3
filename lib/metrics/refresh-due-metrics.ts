import { log } from "@/lib/log";
import { claimDueMetrics, type ClaimedMetrics } from "@/lib/metrics/claim-due-metrics";
import { fetchDeliveryMetrics } from "@/lib/metrics/fetch-delivery-metrics";
import { postponeMetrics, recordMetrics } from "@/lib/metrics/record-metrics";
import { metricsFetcherFor, platformsWithMetrics } from "@/lib/platforms/metrics-fetchers";
import { takeMetricsReadSlot } from "@/lib/metrics/take-metrics-read-slot";

/** Passing failures of one step before it is recorded as an error and passed. */
export const MAX_METRICS_RETRIES = 5;
/** A passing failure without a Retry-After waits this long, doubled each time. */
const BACKOFF_MS = 60_000;
/** A Retry-After longer than this is waited at most this long (a read is worth less than a post). */
const MAX_WAIT_MS = 6 * 3600_000;

export type RefreshStats = { claimed: number; stored: number; errors: number; postponed: number };

/**
 * The one metrics pipeline both runners call (the local runtime's periodic job and the Inngest
 * cron function): claims due snapshots (claim-due-metrics.ts), reads each from its platform with
 * the brand's connection, stores the snapshot or the error with its reason, and schedules the
 * next (record-metrics.ts). Claims batches of `batch` until none is due or `maxPerRun` were taken;
 * `workspaceId` keeps it to one workspace's posts.
 */
export async function refreshDueMetrics(
  runnerId: string,
  options: { batch?: number; maxPerRun?: number; now?: () => Date; workspaceId?: string } = {},
): Promise<RefreshStats> {
  const { batch = 20, maxPerRun = 200, now = () => new Date(), workspaceId = null } = options;
  const stats: RefreshStats = { claimed: 0, stored: 0, errors: 0, postponed: 0 };
  while (stats.claimed < maxPerRun) {
    const claims = await claimDueMetrics(runnerId, Math.min(batch, maxPerRun - stats.claimed), platformsWithMetrics(), workspaceId);
    if (claims.length === 0) break;
    stats.claimed += claims.length;
    for (const claim of claims) await refreshOne(claim, stats, now);
  }
  return stats;
}

async function refreshOne(claim: ClaimedMetrics, stats: RefreshStats, now: () => Date): Promise<void> {
  const fetcher = metricsFetcherFor(claim.platform)!;
  // A read over the platform's read limits waits, counted as postponed (no retry spent).
  if (await takeMetricsReadSlot(claim, fetcher)) {
    stats.postponed += 1;
    return;
  }
  const result = await fetchDeliveryMetrics(claim, fetcher, now());
  const at = now();
  if (result.ok) {
    if (await recordMetrics(claim, { kind: "reading", reading: result.reading }, at)) stats.stored += 1;
    return;
  }
  const { error } = result;
  if (error.kind === "retryable" && claim.retries + 1 < MAX_METRICS_RETRIES) {
    const waitMs = Math.min(error.retryAfterMs ?? BACKOFF_MS * 2 ** claim.retries, MAX_WAIT_MS);
    if (await postponeMetrics(claim, new Date(at.getTime() + Math.max(waitMs, 1000)), error.message)) stats.postponed += 1;
    return;
  }
  log().warn({ delivery: claim.deliveryId, platform: claim.platform, kind: error.kind, reason: error.message }, "metrics snapshot recorded as an error");
  if (await recordMetrics(claim, { kind: "error", sourceEndpoint: result.sourceEndpoint, reason: error.message }, at)) stats.errors += 1;
}
