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
import { reconcileStep } from "@/lib/publishing/reconcile-step";

// What follows a published post (docs/publishing.md, "Threads and a first comment"): the
// thread's replies in order, then the first comment. Each is one delivery step, recorded before
// its request leaves and after its answer, so a retry or a restart after a crash resumes at the
// first part not out and never posts a part twice: a part whose request left without an answer
// is looked for on the platform first (reconcile-step.ts).

/** Per HTTP request, as publishOnce. */
const REQUEST_TIMEOUT_MS = 15_000;

export type FollowUpsResult =
  | { status: "done" }
  | { status: "failed"; error: string }
  /** `firstCommentOnly`: the post and its thread are out; only the first comment is left to retry. */
  | { status: "retryable"; error: string; retryAfterMs?: number; firstCommentOnly?: boolean }
  /** A reply is a post: the account's posting limit is used up until `until`; nothing was sent. */
  | { status: "deferred"; until: Date; reason: string };

/**
 * Publishes what is left of the thread and the first comment of a delivery whose post is out.
 * A part that fails ends the thread there (`failed`, or `retryable`: sent again by the runner's
 * next attempt, from that part). A part sent without a recorded answer is looked for among the
 * account's replies: found, the thread goes on from it; not there once the platform had time to
 * list it, it is sent again; not there yet, the delivery waits (`deferred`); when the platform
 * cannot tell, it is never sent again and fails the delivery, naming it. The first comment's
 * outcome is its own and never fails the delivery: refused for now, it alone is retried by the
 * runner (`retryable` with `firstCommentOnly`); of unknown outcome, a reply is looked for as a
 * part is, a comment is left as it is.
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
    const unknown = (reason?: string): FollowUpsResult => ({ status: "failed", error: unknownPartError(platform, part, thread.length + 1, reason) });
    if (step?.status === "started") {
      // Sent before without a recorded answer: looked for on the platform before anything else.
      const settled = await reconcileStep(post.brandId, platform, { deliveryId, kind: "thread", part, text, parent });
      if (settled.kind === "found") {
        parent = settled.ref;
        continue;
      }
      if (settled.kind === "deferred") return { status: "deferred", until: settled.until, reason: settled.reason };
      if (settled.kind === "cannot_tell") return unknown(settled.reason);
    }
    const deferral = await paceReply(connectionId, platform, deliveryId);
    if (deferral) return deferral;
    const sent = await sendStep(post, platform, deliveryId, "thread", part, { kind: "reply", text, root, parent });
    if (sent.status === "succeeded") {
      parent = sent.ref;
      continue;
    }
    if (sent.status !== "unknown") return sent;
    // Cut off now: looked for at once, as a post of unknown outcome is.
    const settled = await reconcileStep(post.brandId, platform, { deliveryId, kind: "thread", part, text, parent });
    if (settled.kind === "found") {
      parent = settled.ref;
      continue;
    }
    if (settled.kind === "cannot_tell") return unknown(settled.reason);
    if (settled.kind === "deferred") return { status: "deferred", until: settled.until, reason: settled.reason };
    return { status: "deferred", until: new Date(), reason: `${platformRule(platform).label} does not list part ${part} of the thread; it is sent again.` };
  }

  const comment = firstCommentForPlatform(post, platform);
  const kind = platformRule(platform).followUps.firstComment;
  const commentStep = stepOf("first_comment", 0);
  if (comment === null || kind === null || commentStep?.status === "succeeded") return { status: "done" };
  // Sent before without a recorded answer: a reply is looked for among the account's replies; a
  // comment (no lookup through the comments APIs used here) is left as it is, never sent twice.
  if (commentStep?.status === "started") {
    if (kind !== "reply") return { status: "done" };
    const settled = await reconcileStep(post.brandId, platform, { deliveryId, kind: "first_comment", part: 0, text: comment, parent: root });
    if (settled.kind === "deferred") return { status: "deferred", until: settled.until, reason: settled.reason };
    if (settled.kind !== "send") return { status: "done" };
  }
  // A reply counts against the posting limit as any post; a comment does not.
  const deferral = kind === "reply" ? await paceReply(connectionId, platform, deliveryId) : null;
  if (deferral) return deferral;
  const sent = await sendStep(post, platform, deliveryId, "first_comment", 0, { kind, text: comment, root, parent: root });
  // Refused for now: retried on its own by the runner's next attempt (the post and the thread
  // are out, so only the comment is sent); its outcome never fails the delivery.
  if (sent.status === "retryable") return { status: "retryable", error: `The first comment was not published yet: ${sent.error}`, ...(sent.retryAfterMs === undefined ? {} : { retryAfterMs: sent.retryAfterMs }), firstCommentOnly: true };
  if (sent.status === "unknown" && kind === "reply") {
    const settled = await reconcileStep(post.brandId, platform, { deliveryId, kind: "first_comment", part: 0, text: comment, parent: root });
    if (settled.kind === "deferred") return { status: "deferred", until: settled.until, reason: settled.reason };
    if (settled.kind === "send") return { status: "deferred", until: new Date(), reason: `${platformRule(platform).label} does not list the first comment; it is sent again.` };
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

function unknownPartError(platform: PlatformId, part: number, parts: number, lookup?: string): string {
  const label = platformRule(platform).label;
  const why = lookup ? ` ${label} could not tell whether it is there (${lookup}).` : "";
  return `Part ${part} of ${parts} of the thread was sent to ${label} without an answer; it may be published. It is not sent again: check the thread on ${label}.${why}`;
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
