import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { deferralReason } from "@/lib/pacing/deferral-reason";
import { takePostingSlot } from "@/lib/pacing/take-posting-slot";
import { recordRetryable } from "@/lib/publishing/delivery-records";

export type Deferral = { until: Date; reason: string };

/**
 * Takes a posting slot of the brand's connected account on the platform before a request that
 * may publish leaves (lib/pacing/); a Deferral when the account has used every slot of one of
 * its platform's windows. Then nothing is sent and the delivery stays pending with the reason:
 * it is not a failed attempt, and its runner comes back at `until`. No connection (null): nothing
 * to pace (the attempt then fails for the missing account).
 */
export async function paceDelivery(connectionId: string | null, platform: PlatformId, deliveryId: string): Promise<Deferral | null> {
  const deferral = await takeSlotOrDefer(connectionId, platform, deliveryId);
  // Recorded as a retryable failure is: pending, with the reason, no attempt counted.
  if (deferral) await recordRetryable(deliveryId, deferral.reason);
  return deferral;
}

/** A slot of the account's posting limits for one request that may publish, or until when there is none; records nothing. */
export async function takeSlotOrDefer(connectionId: string | null, platform: PlatformId, deliveryId: string): Promise<Deferral | null> {
  if (connectionId === null) return null;
  const rule = platformRule(platform);
  const slot = await takePostingSlot({ connectionId, platform }, rule.postingLimits, deliveryId);
  return slot.taken ? null : { until: slot.until, reason: deferralReason(rule.label, slot.limit, slot.until) };
}
