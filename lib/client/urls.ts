/** The API URLs the dashboard reads; they are also the cache keys (lib/client/resource-store.ts). */

const segment = encodeURIComponent;

export const API = "/api/v1";
export const BRANDS_URL = `${API}/brands`;
export const brandUrl = (id: string) => `${BRANDS_URL}/${segment(id)}`;
export const voiceUrl = (brandId: string) => `${brandUrl(brandId)}/voice`;
export const connectionsUrl = (brandId: string) => `${brandUrl(brandId)}/connections`;
export const POSTS_URL = `${API}/posts`;
export const postUrl = (id: string) => `${POSTS_URL}/${segment(id)}`;
export const MEDIA_URL = `${API}/media`;
export const mediaUrl = (id: string) => `${MEDIA_URL}/${segment(id)}`;
export const API_KEYS_URL = `${API}/api-keys`;
export const usageUrl = (days: number) => `${API}/usage?days=${days}`;
export const WEBHOOKS_URL = `${API}/webhooks`;
export const webhookUrl = (id: string) => `${WEBHOOKS_URL}/${segment(id)}`;

/** `path?a=1&b=2` without empty values. */
export function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== "") params.set(name, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** GET /analytics for a brand: `group_by` day, platform or weekday_hour, over the API's default range unless `from`/`to` are given. */
export const analyticsUrl = (brandId: string, groupBy: "day" | "platform" | "weekday_hour" | "theme" | "consistency_band", range: { from?: string; to?: string } = {}) =>
  withQuery(`${API}/analytics`, { brand_id: brandId, group_by: groupBy, from: range.from, to: range.to });
export const postMetricsUrl = (postId: string) => `${postUrl(postId)}/metrics`;
export const bestTimesUrl = (brandId: string, platform?: string) => withQuery(`${API}/analytics/best-times`, { brand_id: brandId, platform });
