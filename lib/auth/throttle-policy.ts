// How failed sign-ins slow down and then stop further attempts (counted per subject in
// lib/auth/sign-in-throttle.ts). A subject is an account (its email) or a client address.
export type ThrottlePolicy = {
  /** Failures in a row that cost nothing: typos. */
  freeFailures: number;
  /** From this many failures on, every further failure locks the subject for lockSeconds. */
  lockAfter: number;
  lockSeconds: number;
  /** Between free and lock, the wait doubles from 1 s per failure, up to this. */
  maxDelaySeconds: number;
  /** A subject whose last failure is this old starts again from zero. */
  forgetAfterSeconds: number;
};

const MINUTE = 60;

/** Per account: 5 free, then 1, 2, 4, 8, 16 s, then locked 15 minutes from the 10th failure. */
export const ACCOUNT_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  lockAfter: 10,
  lockSeconds: 15 * MINUTE,
  maxDelaySeconds: 30,
  forgetAfterSeconds: 60 * MINUTE,
};

/**
 * Per client address (IPv4, or IPv6 /64): more room, because an office or a mobile carrier puts
 * many people behind one address; only failures count, so their correct sign-ins cost nothing.
 * 20 free, then 1, 2, 4, 8, 16 s, then 30 s each, then locked 15 minutes from the 50th.
 */
export const ADDRESS_POLICY: ThrottlePolicy = {
  freeFailures: 20,
  lockAfter: 50,
  lockSeconds: 15 * MINUTE,
  maxDelaySeconds: 30,
  forgetAfterSeconds: 60 * MINUTE,
};

export type Wait = { seconds: number; locked: boolean };

/** How long after its last failure a subject with `failures` failures in a row must wait. */
export function waitAfterFailures(failures: number, policy: ThrottlePolicy): Wait {
  if (failures >= policy.lockAfter) return { seconds: policy.lockSeconds, locked: true };
  if (failures < policy.freeFailures) return { seconds: 0, locked: false };
  return { seconds: Math.min(2 ** (failures - policy.freeFailures), policy.maxDelaySeconds), locked: false };
}

/** The failures that still count `sinceLastFailure` seconds after the last one. */
export function countingFailures(failures: number, sinceLastFailure: number, policy: ThrottlePolicy): number {
  return sinceLastFailure >= policy.forgetAfterSeconds ? 0 : failures;
}

/** The wait still ahead of a subject now, or null when it may try. */
export function remainingWait(failures: number, sinceLastFailure: number, policy: ThrottlePolicy): Wait | null {
  // The column keeps milliseconds, so a failure just recorded can read as a hair in the future.
  const since = Math.max(0, sinceLastFailure);
  const wait = waitAfterFailures(countingFailures(failures, since, policy), policy);
  if (wait.seconds === 0) return null;
  const left = wait.seconds - since;
  return left > 0 ? { seconds: Math.ceil(left), locked: wait.locked } : null;
}
