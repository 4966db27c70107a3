import type { PlatformId } from "@/lib/platforms/ids";
import type { MetricName } from "@/lib/platforms/metrics-kit/metric-reading";
import { OFFERED_METRICS as bluesky } from "@/lib/platforms/bluesky/offered-metrics";
import { OFFERED_METRICS as facebook } from "@/lib/platforms/facebook/offered-metrics";
import { OFFERED_METRICS as googleBusiness } from "@/lib/platforms/google-business/offered-metrics";
import { OFFERED_METRICS as instagram } from "@/lib/platforms/instagram/offered-metrics";
import { OFFERED_METRICS as linkedin } from "@/lib/platforms/linkedin/offered-metrics";
import { OFFERED_METRICS as threads } from "@/lib/platforms/threads/offered-metrics";
import { OFFERED_METRICS as tiktok } from "@/lib/platforms/tiktok/offered-metrics";
import { OFFERED_METRICS as xTwitter } from "@/lib/platforms/x-twitter/offered-metrics";

/**
 * Each platform's offered metrics, from its own folder: the one list its metrics reader and the
 * brand analytics page both read (a platform missing here is a compile error). Browser-safe.
 */
export const OFFERED_METRICS_BY_PLATFORM: Record<PlatformId, readonly MetricName[]> = {
  bluesky,
  facebook,
  google_business: googleBusiness,
  instagram,
  linkedin,
  threads,
  tiktok,
  x_twitter: xTwitter,
};

/** Whether `platform` offers `metric` for a post at all. */
export function offersMetric(platform: PlatformId, metric: MetricName): boolean {
  return OFFERED_METRICS_BY_PLATFORM[platform].includes(metric);
}
