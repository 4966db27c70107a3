import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { actorOf } from "@/lib/approvals/actor";
import { announceApprovalEvents } from "@/lib/approvals/approval-events";
import { lockPost, readApproval, snapshotOf, txQuery, writeRequest } from "@/lib/approvals/approval-store";
import { approvalEvent } from "@/lib/approvals/gate-scheduling";
import { approvalHash } from "@/lib/publishing/approval-hash";

const EDITED = "The post was edited after it was submitted or approved; it waits for a person again.";

/**
 * After an edit (PATCH /posts/{id}): a post that has an approval and no longer matches it is
 * pending again, bound to what it is now. Whatever was approved before never publishes what it
 * became (and if this step were skipped, the publisher's own check would still refuse it).
 * A withdrawn request is left alone: the post is a draft again, submitted only when asked.
 */
export async function reopenAfterEdit(caller: Caller, postId: string): Promise<void> {
  const events = await db().$transaction(async (tx) => {
    const post = await lockPost(tx, caller.workspaceId, postId);
    const current = post ? await readApproval(tx, postId) : null;
    // A withdrawn request stays withdrawn: the draft is edited, and submitted again on purpose.
    if (!post || !current || current.state === "withdrawn") return [];
    const hash = await approvalHash(snapshotOf(post), txQuery(tx));
    if (hash === current.content_hash) return [];
    const actor = await actorOf(tx, caller);
    const row = await writeRequest(tx, post, hash, actor, EDITED);
    return [approvalEvent("approval_requested", post, row, actor)];
  });
  await announceApprovalEvents(events);
}
