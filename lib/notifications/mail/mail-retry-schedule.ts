// When a message the SMTP server did not take is tried again: growing waits, about a day in
// all, then it fails for good (an SMTP server down for a day needs its operator, not more mail).

/** Seconds to wait after the n-th failed attempt (index n - 1): 1 min, 5 min, 15 min, 1 h, 3 h, 6 h, 12 h. */
export const MAIL_RETRY_DELAYS_SECONDS = [60, 300, 900, 3_600, 10_800, 21_600, 43_200] as const;

/** The first attempt and one per delay: 8 attempts over about 22.4 hours. */
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_SECONDS.length + 1;

/**
 * A claimed message not recorded within this long (its dispatcher died) is taken again. Far
 * longer than one send may last (MAIL_SEND_DEADLINE_MS), so a live dispatcher's claim never
 * runs out while it is still talking to the SMTP server: a second dispatcher cannot take it.
 */
export const MAIL_CLAIM_LEASE_SECONDS = 300;

/** The most one message's SMTP conversation may last; past it the connection is closed and the attempt fails. */
export const MAIL_SEND_DEADLINE_MS = 60_000;

/** The wait after `attempts` failed attempts, with up to 10% jitter; null when none is left. */
export function mailRetryDelaySeconds(attempts: number, random: () => number = Math.random): number | null {
  if (attempts >= MAIL_MAX_ATTEMPTS) return null;
  const base = MAIL_RETRY_DELAYS_SECONDS[Math.max(0, attempts - 1)];
  return Math.round(base * (1 + random() * 0.1));
}
