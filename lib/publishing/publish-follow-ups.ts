import { publishWithConnection } from "@/lib/connections/publish-with-connection";
import { dbPool } from "@/lib/db/pool";
import type { PlatformId } from "@/lib/platforms/ids";
import { PublishError, unknownOutcomeError } from "@/lib/platforms/publisher-kit/publish-error";
import type { FollowUpRequest, FollowUpSuccess, PublishedRef } from "@/lib/platforms/publisher-kit/types";
import { platformRule } from "@/lib/platforms/registry";
import { failStep, readSteps, startStep, succeedStep, type StepKind } from "@/lib/publishing/delivery-steps";
import type { JobPost } from "@/lib/publishing/load-job-posts";
import { takeSlotOrDefer } from "@/lib/publishing/pace-delivery";
import { firstCommentForPlatform, platformHasFollowUps, threadForPlatform } from "@/lib/publishing/post-follow-ups";
import { publisherFor } from "@/lib/publishing/publisher-for";

// What follows a published post (docs/publishing.md, "Threads and a first comment"): the
// thread's replies in order, then the first comment. Each is one delivery step, recorded before
// its request leaves and after its answer, so a retry or a restart after a crash resumes at the
// first part not out and never posts a part twice.

/** Per HTTP request, as publishOnce. */
const REQUEST_TIMEOUT_MS = 15_000;

export type FollowUpsResult =
  | { status: "done" }
  | { status: "failed"; error: string }
  | { status: "retryable"; error: string; retryAfterMs?: number }
  /** A reply is a post: the account's posting limit is used up until `until`; nothing was sent. */
  | { status: "deferred"; until: Date; reason: string };

/**
 * Publishes what is left of the thread and the first comment of a delivery whose post is out.
 * A part that fails ends the thread there (`failed`, or `retryable`: sent again by the runner's
 * next attempt, from that part); a part sent without a recorded answer is never sent again and
 * fails the delivery, naming it. The first comment is tried once: its outcome is its own and
 * never fails the delivery.
 */
export async function publishFollowUps(post: JobPost & { brandId: string }, platform: PlatformId, deliveryId: string, connectionId: string | null): Promise<FollowUpsResult> {
  if (!platformHasFollowUps(post, platform)) return { status: "done" };
  const rootId = await rootPostId(deliveryId);
  if (!rootId) return { status: "done" };
  const root: PublishedRef = { id: rootId };
  const steps = await readSteps(deliveryId);
  const stepOf = (kind: StepKind, part: number) => steps.find((step) => step.kind === kind && step.part === part);

  let parent = root;
  const thread = threadForPlatform(post, platform);
  for (const [index, text] of thread.entries()) {
    const part = index + 2;
    const step = stepOf("thread", part);
    if (step?.status === "succeeded" && step.platformPostId) {
      parent = { id: step.platformPostId, cid: step.cid };
      continue;
    }
    if (step?.status === "started") return { status: "failed", error: unknownPartError(platform, part, thread.length + 1) };
    const deferral = await paceReply(connectionId, platform, deliveryId);
    if (deferral) return deferral;
    const sent = await sendStep(post, platform, deliveryId, "thread", part, { kind: "reply", text, root, parent });
    if (sent.status !== "succeeded") return sent.status === "unknown" ? { status: "failed", error: unknownPartError(platform, part, thread.length + 1) } : sent;
    parent = sent.ref;
  }

  const comment = firstCommentForPlatform(post, platform);
  const kind = platformRule(platform).followUps.firstComment;
  // Tried once: a comment that failed, or whose outcome is unknown, is shown as it is, not sent again.
  if (comment !== null && kind !== null && !stepOf("first_comment", 0)) {
    // A reply counts against the posting limit as any post; a comment does not.
    const deferral = kind === "reply" ? await paceReply(connectionId, platform, deliveryId) : null;
    if (deferral) return deferral;
    await sendStep(post, platform, deliveryId, "first_comment", 0, { kind, text: comment, root, parent: root });
  }
  return { status: "done" };
}

type StepSent = { status: "succeeded"; ref: PublishedRef } | { status: "unknown" } | { status: "failed"; error: string } | { status: "retryable"; error: string; retryAfterMs?: number };

async function sendStep(
  post: JobPost & { brandId: string },
  platform: PlatformId,
  deliveryId: string,
  kind: StepKind,
  part: number,
  request: Pick<FollowUpRequest, "kind" | "text" | "root" | "parent">,
): Promise<StepSent> {
  // Written before the request leaves: false when another runner started it meanwhile.
  if (!(await startStep(deliveryId, kind, part))) return { status: "unknown" };
  const sent = await publishWithConnection({ brandId: post.brandId, platform }, (credentials) =>
    followUpOnce(platform, { ...request, platform, credentials, idempotencyKey: `${deliveryId}:${kind}:${part}` }),
  );
  if (sent.kind === "missing") return failedStep(deliveryId, kind, part, `No ${platformRule(platform).label} account is connected for this brand.`, false);
  if (sent.kind === "unusable") return failedStep(deliveryId, kind, part, sent.error.message, sent.error.kind === "retryable");
  const result = sent.result;
  if (result.ok) {
    await succeedStep(deliveryId, kind, part, { id: result.platformPostId, permalink: result.permalink, uri: result.cid ? result.platformPostId : null, cid: result.cid ?? null });
    return { status: "succeeded", ref: { id: result.platformPostId, cid: result.cid ?? null } };
  }
  // The request may have reached the platform: the step stays started (never sent again).
  if (result.error.kind === "unknown_outcome") return { status: "unknown" };
  return failedStep(deliveryId, kind, part, result.error.message, result.error.kind === "retryable", result.error.retryAfterMs);
}

async function failedStep(deliveryId: string, kind: StepKind, part: number, error: string, retryable: boolean, retryAfterMs?: number): Promise<StepSent> {
  await failStep(deliveryId, kind, part, error);
  const named = kind === "thread" ? `Part ${part} of the thread was not published: ${error}` : error;
  return retryable ? { status: "retryable", error: named, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) } : { status: "failed", error: named };
}

type FollowUpResult = ({ ok: true } & FollowUpSuccess) | { ok: false; error: PublishError };

/** Exactly one request, as publishOnce: retries are the runner's. */
async function followUpOnce(platform: PlatformId, request: FollowUpRequest): Promise<FollowUpResult> {
  const { publisher, baseUrl } = publisherFor(platform);
  if (!publisher.followUp) return { ok: false, error: new PublishError("permanent", `${platformRule(platform).label} publishing does not send replies or comments yet.`) };
  try {
    return { ok: true, ...(await publisher.followUp(request, { baseUrl, timeoutMs: REQUEST_TIMEOUT_MS })) };
  } catch (thrown) {
    if (thrown instanceof PublishError) return { ok: false, error: thrown };
    const detail = thrown instanceof Error ? thrown.message : String(thrown);
    return { ok: false, error: unknownOutcomeError(platform, `unexpected error: ${detail}`, thrown) };
  }
}

function unknownPartError(platform: PlatformId, part: number, parts: number): string {
  return `Part ${part} of ${parts} of the thread was sent to ${platformRule(platform).label} without an answer; it may be published. It is not sent again: check the thread on ${platformRule(platform).label}.`;
}

/** A reply is a post of the account, and the platform's posting limit counts it (lib/pacing/). */
async function paceReply(connectionId: string | null, platform: PlatformId, deliveryId: string): Promise<Extract<FollowUpsResult, { status: "deferred" }> | null> {
  const deferral = await takeSlotOrDefer(connectionId, platform, deliveryId);
  return deferral && { status: "deferred", until: deferral.until, reason: `The post is out; its thread goes on when a slot frees. ${deferral.reason}` };
}

async function rootPostId(deliveryId: string): Promise<string | null> {
  const { rows } = await dbPool().query<{ platform_post_id: string | null }>("SELECT platform_post_id FROM deliveries WHERE id = $1", [deliveryId]);
  return rows[0]?.platform_post_id ?? null;
}
