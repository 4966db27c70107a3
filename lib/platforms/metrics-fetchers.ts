import type { PlatformApiVariable } from "@/lib/env/server-env";
import { blueskyMetrics } from "@/lib/platforms/bluesky/metrics";
import { facebookMetrics } from "@/lib/platforms/facebook/metrics";
import { googleBusinessMetrics } from "@/lib/platforms/google-business/metrics";
import { instagramMetrics } from "@/lib/platforms/instagram/metrics";
import { linkedinMetrics } from "@/lib/platforms/linkedin/metrics";
import { threadsMetrics } from "@/lib/platforms/threads/metrics";
import { tiktokMetrics } from "@/lib/platforms/tiktok/metrics";
import type { PlatformId } from "@/lib/platforms/ids";
import type { MetricsFetcher } from "@/lib/platforms/metrics-kit/metric-reading";
import { xTwitterMetrics } from "@/lib/platforms/x-twitter/metrics";

/**
 * Each platform's metrics reader (lib/platforms/<platform>/metrics.ts). SERVER ONLY, like
 * publishers.ts. Every platform has one (docs/platforms.md, "Metrics"); a platform left out
 * here would have its schedules wait, untouched, until its reader is added.
 */
export const METRICS_FETCHERS: Partial<Record<PlatformId, MetricsFetcher>> = {
  x_twitter: xTwitterMetrics,
  bluesky: blueskyMetrics,
  linkedin: linkedinMetrics,
  facebook: facebookMetrics,
  instagram: instagramMetrics,
  threads: threadsMetrics,
  tiktok: tiktokMetrics,
  google_business: googleBusinessMetrics,
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
