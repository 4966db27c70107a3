import type { PlatformId } from "@/lib/platforms/ids";
import { attemptDelivery, type DeliveryOutcome } from "@/lib/publishing/attempt-delivery";
import { giveUpDelivery, stillFailedReason, waitTooLongReason } from "@/lib/publishing/give-up-delivery";
import type { JobPost } from "@/lib/publishing/load-job-posts";
import { MAX_RATE_LIMITED_WAITS, MAX_RETRY_AFTER_MS } from "@/lib/publishing/wait-budget";

/** Retries of each step (each platform is a step of its own): 5 attempts in all. */
export const PUBLISH_RETRIES = 4;

/**
 * Come back at `until` (an ISO time, as step results are JSON): the platform answered
 * Retry-After (`rateLimited`), or the account's posting limit deferred the delivery. Nothing was
 * published; the function sleeps and runs the platform again in a step of the next round.
 */
export type WaitOutcome = { platform: PlatformId; status: "wait"; until: string; rateLimited: boolean };

export type PlatformStepOutcome = Exclude<DeliveryOutcome, { status: "retryable" } | { status: "deferred" }> | WaitOutcome;

/**
 * Inngest's retry policy around the one-attempt pipeline step, the same as the local runner's:
 * a Retry-After answer and a posting-limit deferral are waits (the function sleeps, no retry of
 * Inngest's is spent), up to MAX_RATE_LIMITED_WAITS Retry-After answers per delivery (`waited`
 * so far); another retryable failure throws, so that Inngest runs the step again with its own
 * backoff, and on its last attempt gives up with the reason. `attempt` is Inngest's zero-based
 * attempt number of this step.
 */
export async function deliverPlatformStep(post: JobPost, platform: PlatformId, attempt: number, waited = 0): Promise<PlatformStepOutcome> {
  const outcome = await attemptDelivery(post, platform);
  if (outcome.status === "deferred") return waitUntil(platform, outcome.until, false);
  if (outcome.status !== "retryable") return outcome;
  if (outcome.retryAfterMs !== undefined) {
    if (waited >= MAX_RATE_LIMITED_WAITS) return giveUpDelivery(outcome, stillFailedReason(outcome, attempt + waited + 1));
    if (outcome.retryAfterMs > MAX_RETRY_AFTER_MS) return giveUpDelivery(outcome, waitTooLongReason(outcome));
    return waitUntil(platform, new Date(Date.now() + outcome.retryAfterMs), true);
  }
  if (attempt >= PUBLISH_RETRIES) return giveUpDelivery(outcome, stillFailedReason(outcome, attempt + 1));
  throw new Error(outcome.error);
}

function waitUntil(platform: PlatformId, until: Date, rateLimited: boolean): WaitOutcome {
  return { platform, status: "wait", until: until.toISOString(), rateLimited };
}
