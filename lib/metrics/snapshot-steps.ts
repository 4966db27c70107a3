const HOUR = 3600_000;
const DAY = 24 * HOUR;

/**
 * When a published delivery's snapshots are taken, after its publishing: about 1 h, 6 h, 24 h,
 * 72 h, 7 d and 30 d, then no more (issue 22; most of a post's reach comes in its first days, and
 * the platforms' read limits are better spent on new posts than on old ones).
 */
export const SNAPSHOT_AFTER_MS = [HOUR, 6 * HOUR, 24 * HOUR, 72 * HOUR, 7 * DAY, 30 * DAY] as const;

/**
 * The schedule after a snapshot taken at `now`: `step` is how many of the steps are behind it,
 * `dueAt` the first one still ahead (null once the last is behind). Steps a stopped runner missed
 * are passed, not caught up one by one: the snapshot just taken stands for them.
 */
export function nextSnapshot(publishedAt: Date, now: Date): { step: number; dueAt: Date | null } {
  const age = now.getTime() - publishedAt.getTime();
  const step = SNAPSHOT_AFTER_MS.filter((after) => after <= age).length;
  const next = SNAPSHOT_AFTER_MS[step];
  return { step, dueAt: next === undefined ? null : new Date(publishedAt.getTime() + next) };
}
