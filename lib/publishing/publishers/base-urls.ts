import type { PlatformId } from "@/lib/platforms/ids";

/** Production API roots (PLATFORMS.md). Facebook and Instagram share the Graph API root. */
export const DEFAULT_BASE_URLS: Record<PlatformId, string> = {
  x_twitter: "https://api.x.com",
  facebook: "https://graph.facebook.com/v21.0",
  instagram: "https://graph.facebook.com/v21.0",
  threads: "https://graph.threads.net/v1.0",
  linkedin: "https://api.linkedin.com",
  google_business: "https://mybusiness.googleapis.com",
  tiktok: "https://open.tiktokapis.com",
  bluesky: "https://bsky.social",
};

/** Environment variables that override DEFAULT_BASE_URLS (for staging, proxies and tests). */
export const BASE_URL_ENV_VARS: Record<PlatformId, string> = {
  x_twitter: "X_API_BASE_URL",
  facebook: "META_GRAPH_BASE_URL",
  instagram: "META_GRAPH_BASE_URL",
  threads: "THREADS_API_BASE_URL",
  linkedin: "LINKEDIN_API_BASE_URL",
  google_business: "GOOGLE_BUSINESS_API_BASE_URL",
  tiktok: "TIKTOK_API_BASE_URL",
  bluesky: "BLUESKY_SERVICE_URL",
};

/** Read at call time, so a test or a restart-free config change takes effect on the next publish. */
export function publisherBaseUrl(platform: PlatformId): string {
  const override = process.env[BASE_URL_ENV_VARS[platform]]?.trim();
  return stripTrailingSlash(override || DEFAULT_BASE_URLS[platform]);
}

export function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, "");
}
