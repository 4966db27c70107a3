import { dbPool } from "@/lib/db/pool";
import type { ClaimedMetrics } from "@/lib/metrics/claim-due-metrics";
import type { PlatformId } from "@/lib/platforms/ids";
import type { MetricsFetcher } from "@/lib/platforms/metrics-kit/metric-reading";
import { READ_LIMITS } from "@/lib/platforms/read-limits";
import { platformLabel } from "@/lib/platforms/publisher-kit/publish-error";
import { utcTime } from "@/lib/pacing/deferral-reason";
import { takeReadSlot } from "@/lib/pacing/take-read-slot";
import { windowText } from "@/lib/pacing/window-text";

/**
 * Takes the reads one snapshot of `claim` sends from its platform's read limits (the app's and
 * the brand's account's, lib/platforms/read-limits.ts) before it is read; when a window is full,
 * moves the schedule's step to when it has room (nothing sent, no retry counted) and answers
 * the reason. Null: read now. A batch (several claims of one platform and brand read in one
 * request) takes `requests` reads for all of them: the platform counts requests, not posts.
 */
export async function takeMetricsReadSlot(
  claims: ClaimedMetrics | readonly ClaimedMetrics[],
  fetcher: MetricsFetcher,
  requests = fetcher.requestsPerRead ?? 1,
): Promise<{ until: Date; reason: string } | null> {
  const group = Array.isArray(claims) ? (claims as readonly ClaimedMetrics[]) : [claims as ClaimedMetrics];
  const claim = group[0];
  const platform = claim.platform as PlatformId;
  const connectionId = fetcher.credentials === "none" || !claim.brandId ? null : await connectionOf(claim.brandId, platform);
  const slot = await takeReadSlot({ platform, connectionId }, READ_LIMITS[platform] ?? [], requests);
  if (slot.taken) return null;
  const whose = slot.limit.scope === "app" ? "for the app" : "per account";
  const ours = slot.limit.ours ? " (our limit)" : "";
  const reason = `${platformLabel(platform)} allows ${slot.limit.max} metrics requests per ${windowText(slot.limit.windowSeconds)} ${whose}${ours}; this snapshot is read at ${utcTime(slot.until)}.`;
  await dbPool().query(
    `UPDATE metric_schedules SET due_at = $3, last_error = $4, claimed_by = NULL, claimed_until = NULL WHERE delivery_id = ANY($1::uuid[]) AND claimed_by = $2`,
    [group.map((item) => item.deliveryId), claim.runnerId, slot.until, reason],
  );
  return { until: slot.until, reason };
}

async function connectionOf(brandId: string, platform: PlatformId): Promise<string | null> {
  // A brand has one connection per platform, whichever member connected it.
  const { rows } = await dbPool().query<{ id: string }>("SELECT id FROM platform_connections WHERE brand_id = $1 AND platform = $2", [brandId, platform]);
  return rows[0]?.id ?? null;
}
