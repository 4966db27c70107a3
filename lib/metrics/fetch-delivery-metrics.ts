import { publishWithConnection } from "@/lib/connections/publish-with-connection";
import { serverEnv } from "@/lib/env/server-env";
import type { ClaimedMetrics } from "@/lib/metrics/claim-due-metrics";
import type { PlatformId } from "@/lib/platforms/ids";
import type { MetricReading, MetricsFetcher } from "@/lib/platforms/metrics-kit/metric-reading";
import { metricsBaseUrl } from "@/lib/platforms/metrics-fetchers";
import { platformLabel, PublishError } from "@/lib/platforms/publisher-kit/publish-error";

/** One metrics request may take this long. */
export const METRICS_TIMEOUT_MS = 15_000;

type Sent = { ok: true; reading: MetricReading } | { ok: false; error: PublishError };
/** The outcome, with the request it stood for (recorded with an error as well as with values). */
export type FetchResult = Sent & { sourceEndpoint: string };

/**
 * Reads one delivery's metrics with its brand's connection. A token the platform refuses is
 * renewed once (or another runner's renewal picked up) and the read sent again; refused again,
 * or not renewable, the connection becomes reconnect_required (publishWithConnection, the same
 * path publishing takes). Never throws: every failure comes back as a PublishError.
 */
export async function fetchDeliveryMetrics(claim: ClaimedMetrics, fetcher: MetricsFetcher, now: Date): Promise<FetchResult> {
  const sourceEndpoint = claim.platformPostId ? fetcher.endpoint({ platformPostId: claim.platformPostId, publishedAt: claim.publishedAt, now }) : "(none: no post id)";
  return { ...(await fetchWithConnection(claim, fetcher, now)), sourceEndpoint };
}

async function fetchWithConnection(claim: ClaimedMetrics, fetcher: MetricsFetcher, now: Date): Promise<Sent> {
  const label = platformLabel(fetcher.platform);
  if (!claim.platformPostId) return failed("permanent", `The ${label} delivery has no post id to read metrics of.`);
  const read = async (credentials: Record<string, string>): Promise<Sent> => {
    try {
      const reading = await fetcher.fetch(
        { credentials, platformPostId: claim.platformPostId!, publishedAt: claim.publishedAt, now },
        { baseUrl: metricsBaseUrl(fetcher, serverEnv()), timeoutMs: METRICS_TIMEOUT_MS },
      );
      return { ok: true, reading };
    } catch (error) {
      if (error instanceof PublishError) return { ok: false, error };
      return failed("retryable", `Reading ${label} metrics failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  if (fetcher.credentials === "none") return read({});
  if (!claim.brandId) return failed("permanent", `The post has no brand any more, so no ${label} connection to read its metrics with.`);
  const sent = await publishWithConnection({ brandId: claim.brandId, platform: fetcher.platform as PlatformId }, read);
  if (sent.kind === "sent") return sent.result;
  if (sent.kind === "missing") return failed("permanent", `The brand has no ${label} connection any more to read metrics with.`);
  return failed(sent.error.kind === "retryable" ? "retryable" : sent.error.kind === "reconnect" ? "reconnect" : "permanent", sent.error.message);
}

function failed(kind: PublishError["kind"], message: string): Sent {
  return { ok: false, error: new PublishError(kind, message) };
}
