import { platformRule } from "@/lib/platforms/registry";
import type { DeliveryOutcome } from "@/lib/publishing/attempt-delivery";
import { recordFailed, recordFollowUpsDone } from "@/lib/publishing/delivery-records";

export type RetryableOutcome = Extract<DeliveryOutcome, { status: "retryable" }>;

/**
 * A runner's retry policy is spent: the delivery fails for good, with a reason that says why it
 * stopped. When only its first comment was left (the post and its thread are out), the delivery
 * stays succeeded: the comment keeps its own failed status and reason (docs/publishing.md).
 */
export async function giveUpDelivery(outcome: RetryableOutcome, reason: string): Promise<Extract<DeliveryOutcome, { status: "failed" | "succeeded" }>> {
  if (outcome.firstCommentOnly) {
    await recordFollowUpsDone(outcome.deliveryId);
    return { platform: outcome.platform, status: "succeeded" };
  }
  await recordFailed(outcome.deliveryId, reason);
  return { platform: outcome.platform, status: "failed", error: reason };
}

/** The reason when every attempt a runner allows failed. */
export function stillFailedReason(outcome: RetryableOutcome, attempts: number): string {
  return `${platformRule(outcome.platform).label} still failed after ${attempts} attempts: ${outcome.error}`;
}

/** The reason when a platform asks to wait longer than the runners wait (MAX_RETRY_AFTER_MS). */
export function waitTooLongReason(outcome: RetryableOutcome): string {
  const seconds = Math.ceil((outcome.retryAfterMs ?? 0) / 1000);
  return `${platformRule(outcome.platform).label} asked to wait ${seconds} s before retrying, longer than we wait; try again later. (${outcome.error})`;
}
