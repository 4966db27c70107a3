import { RetryAfterError } from "inngest";
import type { PlatformId } from "@/lib/platforms/ids";
import { attemptDelivery, type DeliveryOutcome } from "@/lib/publishing/attempt-delivery";
import { giveUpDelivery, stillFailedReason } from "@/lib/publishing/give-up-delivery";
import type { JobPost } from "@/lib/publishing/load-job-posts";

/** Retries of each step (each platform is a step of its own): 5 attempts in all. */
export const PUBLISH_RETRIES = 4;

/**
 * Inngest's retry policy around the one-attempt pipeline step: a retryable failure throws, so
 * that Inngest runs the step again later (after the platform's Retry-After when it gave one);
 * on the last attempt it gives up instead and the delivery fails with the reason.
 * `attempt` is Inngest's zero-based attempt number of this step.
 */
export async function deliverPlatformStep(post: JobPost, platform: PlatformId, attempt: number): Promise<DeliveryOutcome> {
  const outcome = await attemptDelivery(post, platform);
  if (outcome.status !== "retryable") return outcome;
  if (attempt >= PUBLISH_RETRIES) return giveUpDelivery(outcome, stillFailedReason(outcome, attempt + 1));
  if (outcome.retryAfterMs !== undefined) throw new RetryAfterError(outcome.error, outcome.retryAfterMs);
  throw new Error(outcome.error);
}
