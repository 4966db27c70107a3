import type { Actor, LockedPost, Tx } from "@/lib/approvals/approval-store";
import { notify } from "@/lib/notifications/notify";

const APPROVERS = ["owner", "admin", "editor"] as const;

/**
 * Tells the people of an approval, in the transaction that records it (with its history row and
 * its webhook event): a request goes to the workspace's approvers who may reach the post's brand,
 * a decision to whoever asked for the approval. The actor is never told of their own act
 * (notify() leaves them out). Sent as e-mail too where a member's preferences want it.
 * A withdrawn request tells nobody: the approvers' notices of it are marked read instead.
 */
export async function notifyApproval(
  tx: Tx,
  post: LockedPost,
  action: "requested" | "approved" | "changes_requested" | "withdrawn" | "pending",
  actor: Actor,
  comment: string | null,
): Promise<void> {
  if (action === "pending") return;
  if (action === "withdrawn") return settleRequestNotifications(tx, post);
  const [brand] = post.brand_id ? await tx.$queryRawUnsafe<Array<{ name: string }>>("SELECT name FROM brands WHERE id = $1::uuid", post.brand_id) : [];
  const named = actor.name ? (actor.keyId ? `${actor.name} (through an API key)` : actor.name) : "An agent's API key";
  const facts = {
    workspaceId: post.workspace_id,
    actor: { userId: actor.userId, name: named },
    postId: post.id,
    brandId: post.brand_id,
    postText: post.content,
    brandName: brand?.name ?? null,
    comment,
  };
  if (action === "requested") {
    await notify(tx, { ...facts, kind: "approval_requested", recipients: { roles: APPROVERS, brandId: post.brand_id } });
    return;
  }
  const [approval] = await tx.$queryRawUnsafe<Array<{ requested_by_user_id: string | null }>>(
    "SELECT requested_by_user_id::text FROM post_approvals WHERE post_id = $1::uuid",
    post.id,
  );
  if (!approval?.requested_by_user_id) return;
  await notify(tx, { ...facts, kind: action, recipients: { userIds: [approval.requested_by_user_id] } });
}

/**
 * A request withdrawn leaves the approvers nothing to do: their unread "approval requested"
 * notices of the post are marked read (they stay in the bell, read). E-mails already queued or
 * sent stay as they are; their link leads to the post, which shows the request withdrawn.
 */
async function settleRequestNotifications(tx: Tx, post: LockedPost): Promise<void> {
  await tx.$executeRawUnsafe(
    `UPDATE notifications SET read_at = clock_timestamp()
     WHERE post_id = $1::uuid AND workspace_id = $2::uuid AND kind = 'approval_requested' AND read_at IS NULL`,
    post.id,
    post.workspace_id,
  );
}
