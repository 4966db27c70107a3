import type { Caller } from "@/lib/auth/caller";
import { actorOf } from "@/lib/approvals/actor";
import type { ApprovalEvent } from "@/lib/approvals/approval-events";
import { approvalRequirement } from "@/lib/approvals/approval-requirement";
import { lockPost, readApproval, snapshotOf, stillStands, toApprovalOutput, txQuery, writeDecision, writeHistory, writeRequest, type ApprovalRow, type LockedPost, type Tx } from "@/lib/approvals/approval-store";
import { isApprover } from "@/lib/approvals/approvers";
import { approvalHash } from "@/lib/publishing/approval-hash";
import type { ApprovalOutput } from "@/lib/schemas/approval";

/**
 * `recordHistory`, when there is a request or decision to record: to be called in the same
 * transaction once the post is written at its new time, so that the history row's webhook
 * (post.approval_requested, post.approved) carries the post as scheduled.
 */
export type Gated = { approval: ApprovalOutput | null; events: ApprovalEvent[]; recordHistory: () => Promise<void> };
const NOTHING = async () => {};

export const RENEW_AFTER_CHANGE = "Its approval must be renewed: the post changed after it was approved or submitted.";
const REAPPROVED_BY_MOVING = "Approved again by the approver who scheduled it (the content was approved; only its time or accounts changed by their hand).";

export function approvalEvent(kind: ApprovalEvent["kind"], post: LockedPost, row: ApprovalRow, actor: ApprovalEvent["actor"]): ApprovalEvent {
  return {
    kind,
    postId: post.id,
    workspaceId: post.workspace_id,
    brandId: post.brand_id,
    actor,
    requestedByUserId: row.requested_by_user_id,
    comment: row.comment,
  };
}

/**
 * Every path that schedules a post passes here, in its transaction, for the post at its new time
 * `runAt` (lib/posts/schedule-post.ts: schedule, reschedule, retry, bulk, the queue, the
 * calendar's drag, MCP). The post stays `scheduled` either way; what changes is its approval:
 * - nothing requires one and it never had one: no approval, published as before;
 * - its approval is `approved` (or `pending`) for exactly this post (same hash): it stays so;
 * - an approver, signed in, moves a post they may publish without approval whose content was
 *   approved: approved again, bound to the new hash, recorded as their decision;
 * - otherwise: `pending`, bound to the post as it is now, with the reason; it is published only
 *   once a person approves exactly this (the publisher checks the hash at send time).
 */
export async function gateScheduling(tx: Tx, caller: Caller, postId: string, runAt: Date): Promise<Gated> {
  const locked = await lockPost(tx, caller.workspaceId, postId);
  if (!locked) return { approval: null, events: [], recordHistory: NOTHING };
  // Settled before the post is written at its new time, so that the post.scheduled webhook the
  // write triggers already carries the approval as it now stands.
  const post = { ...locked, scheduled_at: runAt };
  const reason = await approvalRequirement(tx, caller, post);
  const current = await readApproval(tx, postId);
  if (!reason && !current) return { approval: null, events: [], recordHistory: NOTHING };
  const hash = await approvalHash(snapshotOf(post), txQuery(tx));
  // Already approved for exactly this, or already waiting for exactly this: nothing new to ask.
  if (current && stillStands(current) && current.content_hash === hash) return { approval: toApprovalOutput(current), events: [], recordHistory: NOTHING };
  const actor = await actorOf(tx, caller);
  if (!reason && current?.state === "approved" && isApprover(caller)) {
    const row = await writeDecision(tx, post, current.version, "approved", hash, actor, REAPPROVED_BY_MOVING, "later");
    if (row) {
      const recordHistory = () => writeHistory(tx, post, "approved", hash, actor, REAPPROVED_BY_MOVING);
      return { approval: toApprovalOutput(row), events: [approvalEvent("approved", post, row, actor)], recordHistory };
    }
  }
  const comment = reason ?? RENEW_AFTER_CHANGE;
  const row = await writeRequest(tx, post, hash, actor, comment, "later");
  const recordHistory = () => writeHistory(tx, post, "requested", hash, actor, comment);
  return { approval: toApprovalOutput(row), events: [approvalEvent("approval_requested", post, row, actor)], recordHistory };
}
