import { MAX_RATE_LIMITED_WAITS, MAX_RETRY_AFTER_MS } from "@/lib/publishing/wait-budget";

/** How the local runner retries a delivery in process (Inngest retries its steps instead). */
export type RetryPolicy = {
  /** Including the first; an attempt the platform answered "wait" (Retry-After) is not counted here. */
  maxAttempts: number;
  /**
   * How many times a platform's "too many requests, come back in N s" (Retry-After) is waited
   * out: such an answer says nothing was published and when to come back, so it is not a failed
   * attempt, but a platform that keeps saying it still ends the delivery.
   */
  maxRateLimitedWaits: number;
  /** First backoff for a retryable failure without Retry-After; doubles per attempt, with jitter. */
  baseDelayMs: number;
  /** No wait is longer: a platform asking for more fails the delivery instead of holding the job. */
  maxDelayMs: number;
  /** Injected by tests to record the waits instead of waiting. */
  sleep: (ms: number) => Promise<void>;
  /** Injected by tests for deterministic jitter; returns [0, 1). */
  random: () => number;
};

export const LOCAL_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 4,
  maxRateLimitedWaits: MAX_RATE_LIMITED_WAITS,
  baseDelayMs: 1_000,
  maxDelayMs: MAX_RETRY_AFTER_MS,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

/**
 * Retry-After is honoured exactly (the platform knows its window); without one the wait is
 * exponential with "equal jitter" (half fixed, half random) so that many deliveries failing
 * together do not come back together.
 */
export function retryDelay(retryAfterMs: number | undefined, attempt: number, policy: RetryPolicy): number | "too_long" {
  if (retryAfterMs !== undefined) return retryAfterMs > policy.maxDelayMs ? "too_long" : retryAfterMs;
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(exponential / 2 + policy.random() * (exponential / 2));
}
