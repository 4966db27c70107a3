import type { Caller } from "@/lib/auth/caller";
import { assertBrandReachable } from "@/lib/brands/get-brand-or-throw";
import { db } from "@/lib/db/client";
import { ApiError, notFound } from "@/lib/errors";
import { actorOf } from "@/lib/approvals/actor";
import { announceApprovalEvents } from "@/lib/approvals/approval-events";
import { lockPost, readApproval, toApprovalOutput, writeDecision, type ApprovalRow, type LockedPost, type Tx } from "@/lib/approvals/approval-store";
import { mayWithdraw } from "@/lib/approvals/approvers";
import { approvalEvent } from "@/lib/approvals/gate-scheduling";
import { announceScheduleChanges } from "@/lib/publishing/announce";
import type { ApprovalOutput } from "@/lib/schemas/approval";

function notPending(current: ApprovalRow | null): ApiError {
  const why = current ? `its approval is ${current.state.replace("_", " ")}${current.decided_by_name ? ` (${current.decided_by_name})` : ""}` : "it was never submitted for approval";
  return new ApiError("approval_not_pending", `There is no pending approval request to withdraw: ${why}.`, {}, [{ field: "id" }]);
}

/**
 * A scheduled post goes back to draft, its publishing run cancelled, as DELETE /posts/{id}/schedule
 * does; the ids of the cancelled jobs, to announce after commit. Whoever may withdraw may do this:
 * a pending request on a scheduled post was made by whoever scheduled it, or by an approver.
 */
async function backToDraft(tx: Tx, post: LockedPost): Promise<string[]> {
  if (post.status !== "scheduled") return [];
  if ((await tx.publishJob.count({ where: { postId: post.id, status: "running" } })) > 0) {
    throw new ApiError("post_not_schedulable", "This post is being published right now; its approval request can no longer be withdrawn.", {}, [{ field: "id" }]);
  }
  const pending = await tx.publishJob.findMany({ where: { postId: post.id, status: "pending" }, select: { id: true } });
  await tx.publishJob.updateMany({ where: { postId: post.id, status: "pending" }, data: { status: "cancelled", finishedAt: new Date() } });
  await tx.post.update({ where: { id: post.id }, data: { status: "draft", scheduledAt: null } });
  return pending.map((row) => row.id);
}

/**
 * POST /posts/{id}/approval/withdraw (scope `post`): whoever asked for the approval, or an owner,
 * admin or editor, takes a pending request back before anyone decided. The approval shows
 * `withdrawn` (and who withdrew it, as `decided_by`), the history keeps the act, the approvers'
 * unread "approval requested" notifications of the post are marked read (nothing is left to do),
 * and the post is what it was before the request: a draft (a scheduled post is unscheduled) that
 * can be edited and submitted again. An edit does not submit it again; a request or a schedule does.
 */
export async function withdrawApproval(caller: Caller, postId: string): Promise<ApprovalOutput> {
  const { approval, events, cancelled } = await db().$transaction(async (tx) => {
    const post = await lockPost(tx, caller.workspaceId, postId);
    if (!post) throw notFound("Post");
    if (caller.brandIds) assertBrandReachable(caller, post.brand_id ?? "");
    const current = await readApproval(tx, postId);
    if (!current || current.state !== "pending") throw notPending(current);
    if (!mayWithdraw(caller, current.requested_by_user_id)) {
      throw new ApiError(
        "insufficient_scope",
        `Your role in this workspace (${caller.role}) cannot withdraw another member's approval request; whoever asked, or an owner, admin or editor, can.`,
      );
    }
    const cancelled = await backToDraft(tx, post);
    const actor = await actorOf(tx, caller);
    const row = await writeDecision(tx, post, current.version, "withdrawn", current.content_hash, actor, null);
    if (!row) throw notPending(current); // cannot happen: the post's row is locked, and with it its approval
    return { approval: toApprovalOutput(row), events: [approvalEvent("approval_withdrawn", post, row, actor)], cancelled };
  });
  await announceScheduleChanges(cancelled.map((jobId) => ({ kind: "cancelled" as const, jobId, postId })));
  await announceApprovalEvents(events);
  return approval;
}
