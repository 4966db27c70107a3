import type { Caller } from "@/lib/auth/caller";
import { assertBrandReachable } from "@/lib/brands/get-brand-or-throw";
import { db } from "@/lib/db/client";
import { ApiError, notFound } from "@/lib/errors";
import { actorOf } from "@/lib/approvals/actor";
import { announceApprovalEvents } from "@/lib/approvals/approval-events";
import { lockPost, readApproval, snapshotOf, toApprovalOutput, txQuery, writeDecision } from "@/lib/approvals/approval-store";
import { isApprover } from "@/lib/approvals/approvers";
import { approvalEvent } from "@/lib/approvals/gate-scheduling";
import { approvalHash } from "@/lib/publishing/approval-hash";
import type { ApprovalDecisionInput, ApprovalOutput } from "@/lib/schemas/approval";

const conflict = (message: string) => new ApiError("approval_conflict", message, {}, [{ field: "content_hash" }]);

/**
 * POST /posts/{id}/approval/decision: a person approves the post or asks for changes. Only a
 * signed-in owner, admin or editor (the route admits sessions only: an API key never decides).
 * The decision names the hash of what the person reviewed; the post is locked, its hash taken
 * again, and a post changed since, or already decided by someone else, is 409: of two approvers
 * deciding at once, exactly one decision stands.
 */
export async function decideApproval(caller: Caller, postId: string, input: ApprovalDecisionInput): Promise<ApprovalOutput> {
  if (!isApprover(caller)) {
    throw new ApiError("insufficient_scope", `Your role in this workspace (${caller.role}) cannot approve posts; owners, admins and editors approve.`);
  }
  const { approval, events } = await db().$transaction(async (tx) => {
    const post = await lockPost(tx, caller.workspaceId, postId);
    if (!post) throw notFound("Post");
    if (caller.brandIds) assertBrandReachable(caller, post.brand_id ?? "");
    const current = await readApproval(tx, postId);
    if (!current) throw conflict("This post has no approval request to decide; it must be submitted for approval first.");
    if (current.state !== "pending") {
      throw conflict(`This post's approval was already decided (${current.state.replace("_", " ")}${current.decided_by_name ? ` by ${current.decided_by_name}` : ""}); reload it.`);
    }
    const hash = await approvalHash(snapshotOf(post), txQuery(tx));
    if (hash !== input.content_hash || current.content_hash !== input.content_hash) {
      throw conflict("The post changed while you were reviewing it; reload it and review it again.");
    }
    const actor = await actorOf(tx, caller);
    const state = input.decision === "approve" ? "approved" : "changes_requested";
    const row = await writeDecision(tx, post, current.version, state, hash, actor, input.comment ?? null);
    if (!row) throw conflict("Someone else decided on this post first; reload it.");
    return { approval: toApprovalOutput(row), events: [approvalEvent(state === "approved" ? "approved" : "changes_requested", post, row, actor)] };
  });
  await announceApprovalEvents(events);
  return approval;
}
