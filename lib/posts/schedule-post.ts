import { ApiError, notFound } from "@/lib/errors";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { getPostOrThrow } from "@/lib/posts/get-post-or-throw";
import { announceScheduleChanges } from "@/lib/publishing/announce";
import { announceApprovalEvents } from "@/lib/approvals/approval-events";
import { gateScheduling } from "@/lib/approvals/gate-scheduling";
import { assertMediaToSchedule, mediaFieldsOf } from "@/lib/posts/media-requirement";
import type { SchedulePostInput } from "@/lib/schemas/schedule";

const notSchedulable = (why: string) => new ApiError("post_not_schedulable", why, {}, [{ field: "post_id" }]);

/**
 * POST /posts/schedule. A draft is scheduled; a scheduled post is rescheduled (its pending
 * job is cancelled and replaced); a failed post is retried. The post row is locked for the
 * change, so a concurrent reschedule or a runner finishing the post cannot interleave.
 */
export async function schedulePost(caller: Caller, input: SchedulePostInput) {
  await getPostOrThrow(caller, input.post_id); // 404 / 403 before anything else
  const runAt = new Date(input.scheduled_at);

  const { jobId, cancelledJobIds, approval, approvalEvents } = await db().$transaction((tx) => schedulePostInTransaction(tx, caller, input.post_id, runAt));

  await announceScheduleChanges([
    ...cancelledJobIds.map((id) => ({ kind: "cancelled" as const, jobId: id, postId: input.post_id })),
    { kind: "scheduled" as const, jobId, postId: input.post_id, runAt },
  ]);
  await announceApprovalEvents(approvalEvents);
  return { job_id: jobId, post_id: input.post_id, scheduled_at: runAt.toISOString(), approval };
}

type Transaction = Parameters<Parameters<ReturnType<typeof db>["$transaction"]>[0]>[0];

/**
 * The change of POST /posts/schedule inside the caller's transaction (the queue picks its slot
 * in the same one, lib/queue/queue-post.ts). The caller announces the jobs after the commit.
 * Every path that schedules comes through here, so this is where the post's approval is settled
 * (lib/approvals/gate-scheduling.ts): the post is scheduled all the same, its approval pending
 * when a person must approve it first. It is also where a draft saved without the image a
 * platform needs (Instagram, TikTok) is refused (lib/posts/media-requirement.ts).
 */
export async function schedulePostInTransaction(tx: Transaction, caller: Caller, postId: string, runAt: Date) {
  const [post] = await tx.$queryRaw<Array<{ status: string; platforms: string[]; image_url: string | null; versions: unknown }>>`
    SELECT status, platforms, image_url, versions FROM posts WHERE id = ${postId}::uuid AND workspace_id = ${caller.workspaceId}::uuid FOR UPDATE`;
  if (!post) throw notFound("Post");
  if (post.status === "published") throw notSchedulable("This post is already published; create a new post to publish it again.");
  assertMediaToSchedule(mediaFieldsOf({ platforms: post.platforms, imageUrl: post.image_url, versions: post.versions }));
  if ((await tx.publishJob.count({ where: { postId, status: "running" } })) > 0) {
    throw notSchedulable("This post is being published right now; try again in a moment.");
  }
  const pending = await tx.publishJob.findMany({ where: { postId, status: "pending" }, select: { id: true } });
  await tx.publishJob.updateMany({ where: { postId, status: "pending" }, data: { status: "cancelled", finishedAt: new Date() } });
  const job = await tx.publishJob.create({ data: { postId, runAt } });
  const gated = await gateScheduling(tx, caller, postId, runAt);
  await tx.post.update({ where: { id: postId }, data: { status: "scheduled", scheduledAt: runAt, publishedAt: null } });
  await gated.recordHistory();
  return { jobId: job.id, cancelledJobIds: pending.map((row) => row.id), approval: gated.approval, approvalEvents: gated.events };
}
