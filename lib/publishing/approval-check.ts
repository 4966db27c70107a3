import { dbPool } from "@/lib/db/pool";
import { approvalHash } from "@/lib/publishing/approval-hash";
import type { JobPost } from "@/lib/publishing/load-job-posts";

// The publisher's own check of approvals (docs/teams.md, "Approvals"): whatever path scheduled
// a post, and whatever changed in the database since, a post that has an approval is sent only
// while that approval is `approved` and bound to exactly what is about to go out. Both runners
// pass here: when a claimed job's post is taken (take-scheduled-posts.ts), and again right
// before each live send (attempt-delivery.ts), since a live send may wait for a posting slot.

export const AWAITING_APPROVAL = "Not published: awaiting approval. A person (owner, admin or editor) must approve this post; then schedule it again.";
export const CHANGES_REQUESTED = "Not published: changes were requested and the post was not approved again.";
export const REQUEST_WITHDRAWN = "Not published: its approval request was withdrawn. Submit it again for approval.";
export const CHANGED_AFTER_APPROVAL = "Not published: the post changed after it was approved. It needs a new approval.";

/** A post's approval as the publisher reads it (post_approvals). */
export type ApprovalRow = { post_id: string; state: string; content_hash: string };

/** Why each of these posts must not be sent (by post id); a post without an approval is absent. */
export async function approvalRefusals(posts: JobPost[]): Promise<Map<string, string>> {
  const refusals = new Map<string, string>();
  if (posts.length === 0) return refusals;
  const { rows } = await dbPool().query<ApprovalRow>("SELECT post_id, state, content_hash FROM post_approvals WHERE post_id = ANY($1::uuid[])", [posts.map((post) => post.postId)]);
  const byPost = new Map(rows.map((row) => [row.post_id, row]));
  for (const post of posts) {
    const reason = await refusalOf(post, byPost.get(post.postId) ?? null);
    if (reason) refusals.set(post.postId, reason);
  }
  return refusals;
}

/** Why this one post must not be sent now, or null. */
export async function approvalRefusal(post: JobPost): Promise<string | null> {
  return (await approvalRefusals([post])).get(post.postId) ?? null;
}

/** Why `post` must not be sent given its approval as just read (null: it has none), or null. */
export async function refusalOf(post: JobPost, approval: Pick<ApprovalRow, "state" | "content_hash"> | null): Promise<string | null> {
  if (!approval) return null;
  if (approval.state === "pending") return AWAITING_APPROVAL;
  if (approval.state === "withdrawn") return REQUEST_WITHDRAWN;
  if (approval.state !== "approved") return CHANGES_REQUESTED;
  return (await approvalHash(post)) !== approval.content_hash ? CHANGED_AFTER_APPROVAL : null;
}
