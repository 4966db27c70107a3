/** The eight platforms, exactly as the API spells them (docs/spec.md). */
export const PLATFORM_IDS = [
  "facebook",
  "instagram",
  "x_twitter",
  "linkedin",
  "google_business",
  "bluesky",
  "tiktok",
  "threads",
] as const;

export type PlatformId = (typeof PLATFORM_IDS)[number];
