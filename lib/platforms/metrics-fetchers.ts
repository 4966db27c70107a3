import type { PlatformApiVariable } from "@/lib/env/server-env";
import { blueskyMetrics } from "@/lib/platforms/bluesky/metrics";
import type { PlatformId } from "@/lib/platforms/ids";
import type { MetricsFetcher } from "@/lib/platforms/metrics-kit/metric-reading";
import { xTwitterMetrics } from "@/lib/platforms/x-twitter/metrics";

/**
 * Each platform's metrics reader (lib/platforms/<platform>/metrics.ts). SERVER ONLY, like
 * publishers.ts. Platforms not listed have none yet (docs/analytics.md, "Not built yet"): their
 * schedules wait, untouched, until theirs is added here.
 */
export const METRICS_FETCHERS: Partial<Record<PlatformId, MetricsFetcher>> = {
  x_twitter: xTwitterMetrics,
  bluesky: blueskyMetrics,
};

export function metricsFetcherFor(platform: string): MetricsFetcher | undefined {
  return METRICS_FETCHERS[platform as PlatformId];
}

/** The platforms whose schedules a refresh takes. */
export function platformsWithMetrics(): PlatformId[] {
  return Object.keys(METRICS_FETCHERS) as PlatformId[];
}

/** Where `fetcher` reads: its setting's override, else its documented root. */
export function metricsBaseUrl(fetcher: MetricsFetcher, env: { [K in PlatformApiVariable]?: string }): string {
  return (env[fetcher.api.baseUrlVariable] ?? fetcher.api.baseUrl).replace(/\/+$/, "");
}
