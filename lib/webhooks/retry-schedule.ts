// When a failed webhook delivery is tried again (docs/api-decisions.md, "Webhooks"): growing
// waits after each failed attempt, about a day in all, then the delivery fails for good and an
// endpoint that has not taken a single delivery since is disabled.

/** Seconds to wait after the n-th failed attempt (index n - 1): 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, 8 h, 8 h. */
export const RETRY_DELAYS_SECONDS = [5, 30, 120, 600, 1_800, 3_600, 7_200, 14_400, 28_800, 28_800] as const;

/** The first attempt and one per delay: 11 attempts over about 23.7 hours. */
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

/** A claimed delivery not recorded within this long (its dispatcher died) is taken again. */
export const CLAIM_LEASE_SECONDS = 120;

/** The wait after `attempts` failed attempts, with up to 10% jitter so that a receiver's backlog does not return all at once; null when none is left. */
export function retryDelaySeconds(attempts: number, random: () => number = Math.random): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const base = RETRY_DELAYS_SECONDS[Math.max(0, attempts - 1)];
  return Math.round(base * (1 + random() * 0.1));
}
