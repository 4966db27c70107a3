import type { Caller } from "@/lib/auth/caller";
import { assertBrandReachable } from "@/lib/brands/get-brand-or-throw";
import { db } from "@/lib/db/client";
import { ApiError, notFound } from "@/lib/errors";
import { actorOf } from "@/lib/approvals/actor";
import { announceApprovalEvents } from "@/lib/approvals/approval-events";
import { lockPost, readApproval, snapshotOf, stillStands, toApprovalOutput, txQuery, writeRequest } from "@/lib/approvals/approval-store";
import { approvalEvent } from "@/lib/approvals/gate-scheduling";
import { approvalHash } from "@/lib/publishing/approval-hash";
import type { ApprovalOutput } from "@/lib/schemas/approval";

/**
 * POST /posts/{id}/approval (scope `post`): submits the post, as it is now, for a person's
 * approval; how a contributor hands in a draft. Asking again for exactly what is already
 * pending or approved changes nothing. From now on the post publishes only once approved.
 */
export async function requestApproval(caller: Caller, postId: string, comment: string | null): Promise<ApprovalOutput> {
  const { approval, events } = await db().$transaction(async (tx) => {
    const post = await lockPost(tx, caller.workspaceId, postId);
    if (!post) throw notFound("Post");
    if (caller.brandIds) assertBrandReachable(caller, post.brand_id ?? "");
    if (post.status === "published") throw new ApiError("post_not_editable", "This post is already published; nothing is left to approve.", {}, [{ field: "id" }]);
    const hash = await approvalHash(snapshotOf(post), txQuery(tx));
    const current = await readApproval(tx, postId);
    if (current && stillStands(current) && current.content_hash === hash) return { approval: toApprovalOutput(current), events: [] };
    const actor = await actorOf(tx, caller);
    const row = await writeRequest(tx, post, hash, actor, comment);
    return { approval: toApprovalOutput(row), events: [approvalEvent("approval_requested", post, row, actor)] };
  });
  await announceApprovalEvents(events);
  return approval;
}
