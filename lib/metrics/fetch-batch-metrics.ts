import { publishWithConnection } from "@/lib/connections/publish-with-connection";
import { serverEnv } from "@/lib/env/server-env";
import type { ClaimedMetrics } from "@/lib/metrics/claim-due-metrics";
import { METRICS_TIMEOUT_MS, type FetchResult } from "@/lib/metrics/fetch-delivery-metrics";
import type { PlatformId } from "@/lib/platforms/ids";
import type { BatchOutcome, MetricsBatchReader, MetricsFetcher } from "@/lib/platforms/metrics-kit/metric-reading";
import { metricsBaseUrl } from "@/lib/platforms/metrics-fetchers";
import { platformLabel, PublishError } from "@/lib/platforms/publisher-kit/publish-error";

type Sent = { ok: true; outcomes: BatchOutcome[] } | { ok: false; error: PublishError };

/**
 * Reads the metrics of `claims` (one platform, one brand, one batch key: claimDueMetricGroup and
 * the batch reader's key saw to it) in ONE platform request with the brand's connection, renewed
 * once if the platform refuses the token (publishWithConnection, as fetchDeliveryMetrics does).
 * Answers one outcome per claim, in order: a failure of the whole request (a 429, a refused
 * token) is every claim's; a post the answer leaves out is its own error, never a value.
 */
export async function fetchBatchMetrics(claims: readonly ClaimedMetrics[], fetcher: MetricsFetcher & { batch: MetricsBatchReader }, now: Date): Promise<FetchResult[]> {
  const label = platformLabel(fetcher.platform);
  const readable = claims.filter((claim) => claim.platformPostId);
  const requests = readable.map((claim) => ({ platformPostId: claim.platformPostId!, publishedAt: claim.publishedAt, now }));
  const sourceEndpoint = requests.length > 0 ? fetcher.batch.endpoint(requests) : "(none: no post id)";
  const sent = requests.length > 0 ? await send(claims[0], requests, fetcher, label) : null;
  return claims.map((claim) => {
    if (!claim.platformPostId) return { ok: false, error: new PublishError("permanent", `The ${label} delivery has no post id to read metrics of.`), sourceEndpoint };
    if (!sent!.ok) return { ok: false, error: sent!.error, sourceEndpoint };
    const outcome = sent!.outcomes[readable.indexOf(claim)];
    if (outcome instanceof PublishError) return { ok: false, error: outcome, sourceEndpoint };
    return { ok: true, reading: outcome, sourceEndpoint };
  });
}

async function send(
  first: ClaimedMetrics,
  requests: { platformPostId: string; publishedAt: Date; now: Date }[],
  fetcher: MetricsFetcher & { batch: MetricsBatchReader },
  label: string,
): Promise<Sent> {
  const read = async (credentials: Record<string, string>): Promise<Sent> => {
    try {
      const outcomes = await fetcher.batch.fetch(
        requests.map((request) => ({ ...request, credentials })),
        { baseUrl: metricsBaseUrl(fetcher, serverEnv()), timeoutMs: METRICS_TIMEOUT_MS },
      );
      return { ok: true, outcomes };
    } catch (error) {
      if (error instanceof PublishError) return { ok: false, error };
      return { ok: false, error: new PublishError("retryable", `Reading ${label} metrics failed: ${error instanceof Error ? error.message : String(error)}`) };
    }
  };
  if (fetcher.credentials === "none") return read({});
  if (!first.brandId) return { ok: false, error: new PublishError("permanent", `The post has no brand any more, so no ${label} connection to read its metrics with.`) };
  const sent = await publishWithConnection({ brandId: first.brandId, platform: fetcher.platform as PlatformId }, read);
  if (sent.kind === "sent") return sent.result;
  if (sent.kind === "missing") return { ok: false, error: new PublishError("permanent", `The brand has no ${label} connection any more to read metrics with.`) };
  const kind = sent.error.kind === "retryable" ? "retryable" : sent.error.kind === "reconnect" ? "reconnect" : "permanent";
  return { ok: false, error: new PublishError(kind, sent.error.message) };
}
