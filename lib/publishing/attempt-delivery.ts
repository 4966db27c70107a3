import { publishWithConnection } from "@/lib/connections/publish-with-connection";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { textForPlatform } from "@/lib/publishing/post-versions";
import { renewClaim } from "@/lib/publishing/claim-jobs";
import { openAttempt } from "@/lib/publishing/open-attempt";
import { givePostingSlotBack } from "@/lib/pacing/give-posting-slot-back";
import { paceDelivery } from "@/lib/publishing/pace-delivery";
import { recordAttemptStarted, recordFailed, recordFollowUpsDone, recordRetryable, recordSucceeded } from "@/lib/publishing/delivery-records";
import type { JobPost } from "@/lib/publishing/load-job-posts";
import { publishOnce } from "@/lib/publishing/publish-once";
import { platformMediaForPublishing } from "@/lib/publishing/image-for-publishing";
import { approvalRefusal, refusalOf } from "@/lib/publishing/approval-check";
import { reconcileDelivery, type Reconciled } from "@/lib/publishing/reconcile-delivery";
import { publishFollowUps } from "@/lib/publishing/publish-follow-ups";
import { platformHasFollowUps } from "@/lib/publishing/post-follow-ups";

export type DeliveryOutcome =
  | { platform: PlatformId; status: "succeeded" }
  | { platform: PlatformId; status: "failed"; error: string }
  /** Nothing was published; the row stays pending with the reason until the runner retries or gives up. */
  | { platform: PlatformId; status: "retryable"; deliveryId: string; error: string; retryAfterMs?: number; firstCommentOnly?: boolean }
  /** Nothing was sent: the account's posting limit is used up until `until`; the row stays pending with the reason. Not an attempt. */
  | { platform: PlatformId; status: "deferred"; deliveryId: string; until: Date; reason: string }
  /** This runner no longer holds the job (see renewClaim): nothing was sent or recorded; its new runner finishes it. */
  | { platform: PlatformId; status: "released" };

/**
 * One attempt at one platform of a claimed job, recorded on its delivery row. Both runners
 * call it and wrap their own retry policy around it. The runner's hold on the job is renewed
 * first, so that a runner whose lease ran out while it waited never sends alongside the
 * runner that took the job over. A delivery already finished is not sent again; one
 * attempted without a recorded outcome (its runner died mid-call, or the request timed out) may
 * have reached the platform, so it is never sent blindly: the platform is asked first
 * (reconcile-delivery.ts), and it is recorded as published, sent once more, or failed for a
 * person to check. A send first takes a slot of the account's posting limits (pace-delivery.ts),
 * or is deferred without an attempt.
 */
export async function attemptDelivery(post: JobPost, platform: PlatformId): Promise<DeliveryOutcome> {
  const opened = await openAttempt(post, platform);
  if (!opened.held) return { platform, status: "released" };
  const { delivery } = opened;
  // The post is out; what follows it (a thread, a first comment) resumes where it stopped.
  if (delivery.status === "succeeded") return post.brandId && platformHasFollowUps(post, platform) ? afterThePost({ ...post, brandId: post.brandId }, platform, delivery.id, opened.connectionId) : { platform, status: "succeeded" };
  if (delivery.status === "failed") return { platform, status: "failed", error: delivery.error ?? "failed" };
  const label = platformRule(platform).label;
  const fail = async (error: string): Promise<DeliveryOutcome> => {
    await recordFailed(delivery.id, error);
    return { platform, status: "failed", error };
  };
  if (!post.brandId) return fail("Only a post with a brand can be published live: accounts are connected per brand.");
  const brandPost = { ...post, brandId: post.brandId };
  // At send time, not only when the job was taken: a send may have waited for a posting slot.
  let unapproved = await refusalOf(post, opened.approval);
  if (delivery.attempts > 0 && delivery.error === null) {
    const reconciled = await reconcileDelivery(brandPost, platform, delivery.id);
    if (reconciled.kind !== "send") return reconciledOutcome(platform, delivery.id, reconciled);
    // Not on the platform: sent once, as any delivery, under a claim renewed after the lookup,
    // and as the approval stands after it.
    if (!(await renewClaim(post))) return { platform, status: "released" };
    unapproved = await approvalRefusal(post);
  }
  if (unapproved) return fail(unapproved);
  const deferral = await paceDelivery(opened.connectionId, platform, delivery.id);
  if (deferral) return { platform, status: "deferred", deliveryId: delivery.id, ...deferral };

  // Credentials come fresh from lib/connections: renewed before they expire, and once more
  // when the platform refuses the token (publishWithConnection). The attempt is recorded before
  // the first request leaves.
  let started = false;
  // The first image as every publisher reads it, and all of them where there are several; or the video.
  const { imageUrl, image, images, video } = await platformMediaForPublishing(post, platform);
  const sent = await publishWithConnection({ brandId: brandPost.brandId, platform }, async (credentials) => {
    if (!started) {
      started = true;
      await recordAttemptStarted(delivery.id);
    }
    return publishOnce(platform, { platform, text: textForPlatform(post, platform), imageUrl, image, ...(images ? { images } : {}), ...(video ? { video } : {}), credentials, idempotencyKey: delivery.id });
  });
  if (sent.kind === "missing") return fail(`No ${label} account is connected for this brand; connect one first.`);
  if (sent.kind === "unusable") {
    if (sent.error.kind !== "retryable") return fail(sent.error.message);
    await recordRetryable(delivery.id, sent.error.message);
    return { platform, status: "retryable", deliveryId: delivery.id, error: sent.error.message };
  }
  const result = sent.result;
  // Ended before the request that publishes left: the slot counted nothing on the platform.
  if (!result.ok && result.error.beforePublishing && opened.connectionId) await givePostingSlotBack({ connectionId: opened.connectionId, platform }, delivery.id);
  if (result.ok) {
    await recordSucceeded(delivery.id, result.platformPostId, result.permalink);
    return platformHasFollowUps(post, platform) ? afterThePost(brandPost, platform, delivery.id, opened.connectionId) : { platform, status: "succeeded" };
  }
  if (result.error.kind === "unknown_outcome") {
    // The row keeps its unknown-outcome mark (attempted, no error): the platform is asked now,
    // and a post it does not list yet is looked for again later (never sent from here). Only
    // while this runner still holds the job: otherwise its new runner does the same.
    if (!(await renewClaim(post))) return { platform, status: "released" };
    const reconciled = await reconcileDelivery(brandPost, platform, delivery.id, result.error.message);
    if (reconciled.kind !== "send") return reconciledOutcome(platform, delivery.id, reconciled);
    return { platform, status: "deferred", deliveryId: delivery.id, until: new Date(), reason: `${label} does not list the post; it is sent again.` };
  }
  if (result.error.kind !== "retryable") return fail(result.error.message);
  await recordRetryable(delivery.id, result.error.message);
  return { platform, status: "retryable", deliveryId: delivery.id, error: result.error.message, retryAfterMs: result.error.retryAfterMs };
}

/**
 * The thread's replies and the first comment after the post (publish-follow-ups.ts). A part that
 * failed fails the delivery (the post and the parts before it stay out, with their ids); one that
 * may be retried leaves the delivery to the runner's next attempt, which resumes at that part.
 */
async function afterThePost(post: JobPost & { brandId: string }, platform: PlatformId, deliveryId: string, connectionId: string | null): Promise<DeliveryOutcome> {
  const followed = await publishFollowUps(post, platform, deliveryId, connectionId);
  if (followed.status === "done") {
    // A reason left by an earlier attempt (a part or the comment refused for now) is settled.
    await recordFollowUpsDone(deliveryId);
    return { platform, status: "succeeded" };
  }
  // The delivery stays succeeded (its post is out); the runner comes back for the rest at `until`.
  if (followed.status === "deferred") return { platform, status: "deferred", deliveryId, until: followed.until, reason: followed.reason };
  if (followed.status === "failed") {
    await recordFailed(deliveryId, followed.error);
    return { platform, status: "failed", error: followed.error };
  }
  await recordRetryable(deliveryId, followed.error);
  return { platform, status: "retryable", deliveryId, error: followed.error, retryAfterMs: followed.retryAfterMs, ...(followed.firstCommentOnly ? { firstCommentOnly: true } : {}) };
}

function reconciledOutcome(platform: PlatformId, deliveryId: string, reconciled: Exclude<Reconciled, { kind: "send" }>): DeliveryOutcome {
  if (reconciled.kind === "succeeded") return { platform, status: "succeeded" };
  if (reconciled.kind === "failed") return { platform, status: "failed", error: reconciled.error };
  return { platform, status: "deferred", deliveryId, until: reconciled.until, reason: reconciled.reason };
}
