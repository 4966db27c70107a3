/**
 * Why a reading has no engagement rate (docs/analytics.md, "Engagement rate"): the reading
 * failed; neither views nor reach is a value; the base is 0; or no engagement count is a value.
 */
export type NoRateReason = "reading_failed" | "no_views_or_reach" | "zero_views" | "zero_reach" | "no_engagement_counts";

export type EngagementRate = { value: number | null; basis: "views" | "reach" | null; reason: NoRateReason | null };

type Counts = { views: number | null; reach: number | null; likes: number | null; comments: number | null; shares: number | null; saves: number | null };

/**
 * (likes + comments + shares + saves) / views, or / reach where views is not a value. Only
 * counts that are values are added; a rate needs at least one of them and a base above 0. The
 * database computes the same (metric_engagement() of the migration 20261231050000_metric_rollups)
 * for the rollups and the webhooks; lib/metrics/engagement-rate.test.ts holds the two equal.
 */
export function engagementRate(counts: Counts, failed: boolean): EngagementRate {
  if (failed) return { value: null, basis: null, reason: "reading_failed" };
  const basis = counts.views !== null ? "views" : counts.reach !== null ? "reach" : null;
  if (basis === null) return { value: null, basis: null, reason: "no_views_or_reach" };
  const parts = [counts.likes, counts.comments, counts.shares, counts.saves].filter((count): count is number => count !== null);
  if (parts.length === 0) return { value: null, basis, reason: "no_engagement_counts" };
  const base = counts[basis] as number;
  if (base === 0) return { value: null, basis, reason: basis === "views" ? "zero_views" : "zero_reach" };
  return { value: parts.reduce((sum, count) => sum + count, 0) / base, basis, reason: null };
}
