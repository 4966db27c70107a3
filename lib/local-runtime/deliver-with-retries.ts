import type { PlatformId } from "@/lib/platforms/ids";
import { attemptDelivery, type DeliveryOutcome } from "@/lib/publishing/attempt-delivery";
import { giveUpDelivery, stillFailedReason, waitTooLongReason } from "@/lib/publishing/give-up-delivery";
import type { JobPost } from "@/lib/publishing/load-job-posts";
import { retryDelay, type RetryPolicy } from "@/lib/local-runtime/retry-policy";

/**
 * The local runner's retry policy around the one-attempt pipeline step: a retryable failure
 * (nothing was published) waits and tries again, up to the policy's attempts, and a platform's
 * Retry-After is waited out up to the policy's rate-limited waits; anything else, including an
 * unknown outcome, is final at once. Each attempt renews the job's claim. A delivery deferred
 * by its account's posting limit (lib/pacing/) returns at once: its runner re-queues the job
 * for when the slot frees instead of holding a worker.
 */
export async function deliverWithRetries(post: JobPost, platform: PlatformId, policy: RetryPolicy): Promise<DeliveryOutcome> {
  let failedAttempts = 0;
  let rateLimitedWaits = 0;
  for (let attempt = 1; ; attempt++) {
    const outcome = await attemptDelivery(post, platform);
    if (outcome.status !== "retryable") return outcome;
    const rateLimited = outcome.retryAfterMs !== undefined;
    if (rateLimited) rateLimitedWaits++;
    else failedAttempts++;
    if (failedAttempts >= policy.maxAttempts || rateLimitedWaits > policy.maxRateLimitedWaits) {
      return giveUpDelivery(outcome, stillFailedReason(outcome, attempt));
    }
    const delay = retryDelay(outcome.retryAfterMs, failedAttempts, policy);
    if (delay === "too_long") return giveUpDelivery(outcome, waitTooLongReason(outcome));
    await policy.sleep(delay);
  }
}
