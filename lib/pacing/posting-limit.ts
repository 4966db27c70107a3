/**
 * One documented (or, where a platform documents none, our own) ceiling on how many posts one
 * connected account may publish within a moving window. Every figure lives in its platform's
 * folder (lib/platforms/<platform>/posting-limits.ts) with its source, and docs/platforms.md
 * ("Posting limits") lists them all.
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

/** "15 minutes", "3 hours", "24 hours", "minute": how the reason text names a window. */
export function windowText(seconds: number): string {
  if (seconds === 60) return "minute";
  if (seconds === 3600) return "hour";
  if (seconds % 3600 === 0) return `${seconds / 3600} hours`;
  if (seconds % 60 === 0) return `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}
