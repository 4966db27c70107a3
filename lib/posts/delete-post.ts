import { ApiError, notFound } from "@/lib/errors";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { getPostOrThrow } from "@/lib/posts/get-post-or-throw";
import { announceScheduleChanges } from "@/lib/publishing/announce";
import type { DeletedPost } from "@/lib/schemas/post";

/**
 * DELETE /posts/{id} (docs/api-decisions.md, "Deleting posts"). A draft, scheduled (its pending
 * job is cancelled) or failed post is deleted. A published post is removed from the list: the
 * platforms keep it, and its record (the post as GET showed it, with its deliveries) moves to
 * `removed_posts`, so lists, counters and indexes never need a filter for hidden posts. The post
 * row is locked for the change, so a runner claiming it meanwhile cannot interleave; a post
 * being published right now is refused. The post counters follow by their triggers.
 */
export async function deletePost(caller: Caller, postId: string): Promise<DeletedPost> {
  await getPostOrThrow(caller, postId); // 404 / 403 before anything else
  const { status, cancelled } = await db().$transaction(async (tx) => {
    const [post] = await tx.$queryRaw<Array<{ status: DeletedPost["status"] }>>`
      SELECT status FROM posts WHERE id = ${postId}::uuid AND workspace_id = ${caller.workspaceId}::uuid FOR UPDATE`;
    if (!post) throw notFound("Post");
    if ((await tx.publishJob.count({ where: { postId, status: "running" } })) > 0) {
      throw new ApiError("post_not_editable", "This post is being published right now; try again once it is published or failed.", {}, [{ field: "id" }]);
    }
    const pending = await tx.publishJob.findMany({ where: { postId, status: "pending" }, select: { id: true } });
    // The webhook outbox in the same transaction (as the status triggers write theirs), with the
    // post as it was: after the delete there is nothing left to read it from.
    await tx.$executeRaw`
      SELECT webhook_enqueue_in(workspace_id, user_id, 'post.deleted', jsonb_build_object('post', webhook_post_json(id))) FROM posts WHERE id = ${postId}::uuid`;
    if (post.status === "published") {
      await tx.$executeRaw`
        INSERT INTO removed_posts (id, user_id, workspace_id, post, removed_at)
        SELECT id, user_id, workspace_id, webhook_post_json(id), now() FROM posts WHERE id = ${postId}::uuid`;
    }
    await tx.post.deleteMany({ where: { id: postId, workspaceId: caller.workspaceId } });
    return { status: post.status, cancelled: pending.map((row) => row.id) };
  });
  await announceScheduleChanges(cancelled.map((jobId) => ({ kind: "cancelled" as const, jobId, postId })));
  return { id: postId, status, deleted: status !== "published", removed_from_list: true };
}
