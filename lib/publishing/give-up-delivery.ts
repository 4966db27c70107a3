import { platformRule } from "@/lib/platforms/registry";
import type { DeliveryOutcome } from "@/lib/publishing/attempt-delivery";
import { recordFailed } from "@/lib/publishing/delivery-records";

export type RetryableOutcome = Extract<DeliveryOutcome, { status: "retryable" }>;

/** A runner's retry policy is spent: the delivery fails for good, with a reason that says why it stopped. */
export async function giveUpDelivery(outcome: RetryableOutcome, reason: string): Promise<DeliveryOutcome> {
  await recordFailed(outcome.deliveryId, reason);
  return { platform: outcome.platform, status: "failed", error: reason };
}

/** The reason when every attempt a runner allows failed. */
export function stillFailedReason(outcome: RetryableOutcome, attempts: number): string {
  return `${platformRule(outcome.platform).label} still failed after ${attempts} attempts: ${outcome.error}`;
}
