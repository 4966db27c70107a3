import { apiFetch } from "@/lib/client/api-fetch";
import type { Post } from "@/lib/client/types";
import { analyticsUrl, bestTimesUrl, POSTS_URL, postMetricsUrl, withQuery } from "@/lib/client/urls";
import { useResource } from "@/lib/client/use-resource";
import type { AnalyticsReport } from "@/lib/schemas/analytics";
import type { BestTimes } from "@/lib/schemas/best-times";
import type { PostMetricsOutput } from "@/lib/schemas/post-metrics";
import type { MetricsRefreshOutput } from "@/lib/schemas/metrics-refresh";

// The dashboard reads analytics through the same API routes a key does (GET /analytics, GET
// /posts/{id}/metrics): one set of checks for roles, brand restrictions and ranges.

export type AnalyticsRange = { from?: string; to?: string };

/** What the page loaded and when: the API computes every figure at request time from the rollups. */
export type Loaded<T> = { report: T; loadedAt: string };

const loadReport = async (url: string, signal: AbortSignal): Promise<Loaded<AnalyticsReport>> => ({
  report: (await apiFetch<{ analytics: AnalyticsReport }>(url, { signal })).analytics,
  loadedAt: new Date().toISOString(),
});

/** One grouping of the brand's analytics. */
export function useAnalytics(brandId: string, groupBy: AnalyticsReport["group_by"], range: AnalyticsRange) {
  return useResource(analyticsUrl(brandId, groupBy, range), loadReport);
}

const loadPublished = async (url: string, signal: AbortSignal) => (await apiFetch<{ posts: Post[] }>(url, { signal })).posts;

/** The brand's newest published posts (up to `limit`): tells "no published posts yet" from "still collecting". */
export function usePublishedPosts(brandId: string, limit: number) {
  return useResource(withQuery(POSTS_URL, { brand_id: brandId, status: "published", limit }), loadPublished);
}

const loadPostMetrics = async (url: string, signal: AbortSignal) => (await apiFetch<{ metrics: PostMetricsOutput }>(url, { signal })).metrics;

/** A post's metric series per platform, with each value's provenance. */
export function usePostMetrics(postId: string | null) {
  return useResource(postId ? postMetricsUrl(postId) : null, loadPostMetrics);
}

/** Refresh now: each live delivery's next reading made due (rate-limited: 429 says when to ask again). */
export async function refreshPostMetrics(postId: string): Promise<MetricsRefreshOutput> {
  return (await apiFetch<{ refresh: MetricsRefreshOutput }>(`${postMetricsUrl(postId)}/refresh`, { method: "POST" })).refresh;
}

const loadBestTimes = async (url: string, signal: AbortSignal): Promise<Loaded<BestTimes>> => ({
  report: (await apiFetch<{ best_times: BestTimes }>(url, { signal })).best_times,
  loadedAt: new Date().toISOString(),
});

/** The slots GET /analytics/best-times proposes for the brand (all platforms, or one), with their evidence. */
export function useBestTimes(brandId: string, platform?: string) {
  return useResource(bestTimesUrl(brandId, platform), loadBestTimes);
}
