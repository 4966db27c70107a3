// The brand-consistency bands GET /api/v1/analytics groups by (docs/analytics.md, "Voice against
// performance"). The SQL function consistency_band() of the migration 20270110000000_voice_performance
// draws the same lines; a post without a score is `unscored`.

export const CONSISTENCY_BANDS = ["low", "medium", "high", "unscored"] as const;
export type ConsistencyBand = (typeof CONSISTENCY_BANDS)[number];

/** Lower bounds (included): low is below MEDIUM_FROM, medium below HIGH_FROM, high from HIGH_FROM. */
export const CONSISTENCY_MEDIUM_FROM = 0.5;
export const CONSISTENCY_HIGH_FROM = 0.75;

/**
 * Fewer posts with an engagement rate than this in a theme or band group: "not enough posts yet".
 * Below it one lucky or unlucky post moves the rate too far to compare groups.
 */
export const VOICE_MIN_POSTS = 5;

export function consistencyBand(score: number | null): ConsistencyBand {
  if (score === null) return "unscored";
  return score < CONSISTENCY_MEDIUM_FROM ? "low" : score < CONSISTENCY_HIGH_FROM ? "medium" : "high";
}
