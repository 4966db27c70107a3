/**
 * One documented (or, where a platform documents none, our own) ceiling on how many posts one
 * connected account may publish within a moving window. Every figure lives in its platform's
 * folder (lib/platforms/<platform>/posting-limits.ts) with its source, reaches the rest of the
 * code as the platform's `postingLimits` (lib/pacing/ takes slots against them), and
 * docs/platforms.md ("Posting limits") lists them all.
 */
export type PostingLimit = {
  /** Most posts in any window of `windowSeconds`. */
  max: number;
  windowSeconds: number;
  /** Where the figure comes from, or why it is ours. */
  source: string;
  /** True when the platform documents no per-account figure and this conservative one is our choice. */
  ours: boolean;
};
