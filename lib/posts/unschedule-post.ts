import { ApiError, invalidRequest } from "@/lib/errors";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { getPostOrThrow } from "@/lib/posts/get-post-or-throw";
import { announceScheduleChanges } from "@/lib/publishing/announce";

/** DELETE /posts/{id}/schedule: a scheduled post goes back to draft and its job is cancelled. */
export async function unschedulePost(caller: Caller, postId: string) {
  await getPostOrThrow(caller, postId);
  const cancelled = await db().$transaction(async (tx) => {
    const [post] = await tx.$queryRaw<Array<{ status: string }>>`
      SELECT status FROM posts WHERE id = ${postId}::uuid AND workspace_id = ${caller.workspaceId}::uuid FOR UPDATE`;
    if (post.status !== "scheduled") throw invalidRequest(`This post is ${post.status}, not scheduled.`, [{ field: "id" }]);
    if ((await tx.publishJob.count({ where: { postId, status: "running" } })) > 0) {
      throw new ApiError("post_not_schedulable", "This post is being published right now and can no longer be unscheduled.", {}, [{ field: "id" }]);
    }
    const pending = await tx.publishJob.findMany({ where: { postId, status: "pending" }, select: { id: true } });
    await tx.publishJob.updateMany({ where: { postId, status: "pending" }, data: { status: "cancelled", finishedAt: new Date() } });
    await tx.post.update({ where: { id: postId }, data: { status: "draft", scheduledAt: null } });
    return pending.map((row) => row.id);
  });
  await announceScheduleChanges(cancelled.map((jobId) => ({ kind: "cancelled" as const, jobId, postId })));
  return getPostOrThrow(caller, postId);
}
