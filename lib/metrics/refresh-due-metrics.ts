import { log } from "@/lib/log";
import { claimDueMetricGroup, type ClaimedMetrics } from "@/lib/metrics/claim-due-metrics";
import { fetchBatchMetrics } from "@/lib/metrics/fetch-batch-metrics";
import { fetchDeliveryMetrics, type FetchResult } from "@/lib/metrics/fetch-delivery-metrics";
import { postponeMetrics, recordMetrics, recordMetricsBatch, type MetricsOutcome } from "@/lib/metrics/record-metrics";
import type { PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import { metricsFetcherFor, platformsWithMetrics } from "@/lib/platforms/metrics-fetchers";
import { takeMetricsReadSlot } from "@/lib/metrics/take-metrics-read-slot";
import type { MetricsBatchReader, MetricsFetcher } from "@/lib/platforms/metrics-kit/metric-reading";

/** Passing failures of one step before it is recorded as an error and passed. */
export const MAX_METRICS_RETRIES = 5;
/** A passing failure without a Retry-After waits this long, doubled each time. */
const BACKOFF_MS = 60_000;
/** A Retry-After longer than this is waited at most this long (a read is worth less than a post). */
const MAX_WAIT_MS = 6 * 3600_000;

export type RefreshStats = { claimed: number; stored: number; errors: number; postponed: number };

/**
 * The one metrics pipeline both runners call (the local runtime's periodic job and the Inngest
 * cron function): claims due snapshots by platform and account (claimDueMetricGroup: up to the
 * platform's batch size of one brand's snapshots, X 100, TikTok 20, others 1), reads them from
 * their platform with the brand's connection in one request per batch key, stores each snapshot
 * or its own error with its reason, and schedules the next (record-metrics.ts). Claims until none
 * is due or `maxPerRun` were taken; `workspaceId` keeps it to one workspace's posts.
 */
export async function refreshDueMetrics(runnerId: string, options: { maxPerRun?: number; now?: () => Date; workspaceId?: string } = {}): Promise<RefreshStats> {
  const { maxPerRun = 200, now = () => new Date(), workspaceId = null } = options;
  const stats: RefreshStats = { claimed: 0, stored: 0, errors: 0, postponed: 0 };
  const platforms = platformsWithMetrics();
  const batchSizes = Object.fromEntries(platforms.map((platform) => [platform, metricsFetcherFor(platform)!.batch?.max ?? 1]));
  while (stats.claimed < maxPerRun) {
    const claims = await claimDueMetricGroup(runnerId, platforms, batchSizes, workspaceId);
    if (claims.length === 0) break;
    stats.claimed += claims.length;
    const fetcher = metricsFetcherFor(claims[0].platform)!;
    if (!fetcher.batch) {
      for (const claim of claims) await refreshOne(claim, fetcher, stats, now);
      continue;
    }
    for (const group of byBatchKey(claims, fetcher.batch, now())) await refreshBatch(group, { ...fetcher, batch: fetcher.batch }, stats, now);
  }
  return stats;
}

/** Claims whose posts can share one request (X asks other fields of posts past 30 days). */
function byBatchKey(claims: ClaimedMetrics[], batch: MetricsBatchReader, now: Date): ClaimedMetrics[][] {
  const groups = new Map<string, ClaimedMetrics[]>();
  for (const claim of claims) {
    const key = claim.platformPostId ? batch.key({ platformPostId: claim.platformPostId, publishedAt: claim.publishedAt, now }) : "";
    groups.set(key, [...(groups.get(key) ?? []), claim]);
  }
  return [...groups.values()];
}

async function refreshBatch(claims: ClaimedMetrics[], fetcher: MetricsFetcher & { batch: MetricsBatchReader }, stats: RefreshStats, now: () => Date): Promise<void> {
  // One request for the whole batch is taken from the read limits; over them, all of it waits.
  if (await takeMetricsReadSlot(claims, fetcher, 1)) {
    stats.postponed += claims.length;
    return;
  }
  const results = await fetchBatchMetrics(claims, fetcher, now());
  const at = now();
  // Passing failures wait one by one (each its own retries); readings and final errors are stored together.
  const toRecord: { claim: ClaimedMetrics; outcome: MetricsOutcome }[] = [];
  for (const [index, claim] of claims.entries()) {
    const result = results[index];
    if (result.ok) toRecord.push({ claim, outcome: { kind: "reading", reading: result.reading } });
    else if (await waitOut(claim, result.error, stats, at)) continue;
    else toRecord.push({ claim, outcome: finalError(claim, result) });
  }
  const held = await recordMetricsBatch(toRecord, at);
  for (const [index, { outcome }] of toRecord.entries()) if (held[index]) stats[outcome.kind === "reading" ? "stored" : "errors"] += 1;
}

async function refreshOne(claim: ClaimedMetrics, fetcher: MetricsFetcher, stats: RefreshStats, now: () => Date): Promise<void> {
  // A read over the platform's read limits waits, counted as postponed (no retry spent).
  if (await takeMetricsReadSlot(claim, fetcher)) {
    stats.postponed += 1;
    return;
  }
  const result = await fetchDeliveryMetrics(claim, fetcher, now());
  await settle(claim, result, stats, now());
}

/** Stores a reading, waits out a passing failure, or records a final one as the step's error. */
async function settle(claim: ClaimedMetrics, result: FetchResult, stats: RefreshStats, at: Date): Promise<void> {
  if (result.ok) {
    if (await recordMetrics(claim, { kind: "reading", reading: result.reading }, at)) stats.stored += 1;
    return;
  }
  if (await waitOut(claim, result.error, stats, at)) return;
  if (await recordMetrics(claim, finalError(claim, result), at)) stats.errors += 1;
}

/** A passing failure with retries left: the same step again later, nothing stored. True when it waits. */
async function waitOut(claim: ClaimedMetrics, error: PublishError, stats: RefreshStats, at: Date): Promise<boolean> {
  if (error.kind !== "retryable" || claim.retries + 1 >= MAX_METRICS_RETRIES) return false;
  const waitMs = Math.min(error.retryAfterMs ?? BACKOFF_MS * 2 ** claim.retries, MAX_WAIT_MS);
  if (await postponeMetrics(claim, new Date(at.getTime() + Math.max(waitMs, 1000)), error.message)) stats.postponed += 1;
  return true;
}

function finalError(claim: ClaimedMetrics, result: FetchResult & { ok: false }): MetricsOutcome {
  log().warn({ delivery: claim.deliveryId, platform: claim.platform, kind: result.error.kind, reason: result.error.message }, "metrics snapshot recorded as an error");
  return { kind: "error", sourceEndpoint: result.sourceEndpoint, reason: result.error.message };
}
