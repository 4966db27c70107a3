import { notify } from "@/lib/notifications/notify";
import type { SqlTx } from "@/lib/notifications/sql-tx";

export type FailedPost = { user_id: string; workspace_id: string; brand_id: string | null; content: string; brand_name: string | null };

/** Tells a failed post's creator why it failed, in the transaction that marks it failed. */
export async function notifyPostFailed(tx: SqlTx, postId: string, post: FailedPost, reason: string): Promise<void> {
  await notify(tx, {
    workspaceId: post.workspace_id,
    kind: "post_failed",
    recipients: { userIds: [post.user_id] },
    postId,
    brandId: post.brand_id,
    postText: post.content,
    brandName: post.brand_name,
    reason,
  });
}
