import { ApiError, invalidRequest } from "@/lib/errors";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { getPostOrThrow } from "@/lib/posts/get-post-or-throw";
import { schedulePostInTransaction } from "@/lib/posts/schedule-post";
import { announceScheduleChanges } from "@/lib/publishing/announce";
import { announceApprovalEvents } from "@/lib/approvals/approval-events";
import { readSlots } from "@/lib/queue/brand-queue";
import { nextFreeSlot } from "@/lib/queue/slot-times";
import { MAX_SCHEDULE_AHEAD_DAYS } from "@/lib/schemas/schedule";

/**
 * POST /posts/{id}/queue: schedules the post at the earliest slot of its brand's queue after now
 * at which no other scheduled post of the brand stands. The brand's queue row is locked for the
 * choice and the scheduling (one transaction), so concurrent requests for one brand take turns
 * and never choose the same slot. `now` is for tests.
 */
export async function queuePost(caller: Caller, postId: string, now = new Date()) {
  const post = await getPostOrThrow(caller, postId); // 404 / 403 before anything else
  if (!post.brandId) throw invalidRequest("id: this post has no brand, and queues are per brand; give it a brand_id first.", [{ field: "id" }]);
  const brandId = post.brandId;

  const { jobId, cancelledJobIds, runAt, approvalEvents } = await db().$transaction(async (tx) => {
    const [queue] = await tx.$queryRaw<Array<{ timezone: string; slots: unknown }>>`
      SELECT timezone, slots FROM brand_queues WHERE brand_id = ${brandId}::uuid FOR UPDATE`;
    const slots = readSlots(queue?.slots);
    if (!queue || slots.length === 0) {
      throw new ApiError("no_queue_slot", "This post's brand has no queue slots; set them with PUT /api/v1/brands/{id}/queue.", {}, [{ field: "id" }]);
    }
    const horizon = new Date(now.getTime() + MAX_SCHEDULE_AHEAD_DAYS * 86_400_000);
    const taken = await tx.post.findMany({
      where: { brandId, status: "scheduled", scheduledAt: { gt: now, lte: horizon }, id: { not: postId } },
      select: { scheduledAt: true },
    });
    const at = nextFreeSlot(slots, queue.timezone, now, new Set(taken.map((row) => row.scheduledAt!.getTime())), MAX_SCHEDULE_AHEAD_DAYS);
    if (!at || at > horizon) {
      throw new ApiError("no_queue_slot", `Every queue slot of this brand in the next ${MAX_SCHEDULE_AHEAD_DAYS} days is taken; add slots or schedule it by time.`, {}, [{ field: "id" }]);
    }
    return { ...(await schedulePostInTransaction(tx, caller, postId, at)), runAt: at };
  });

  await announceScheduleChanges([
    ...cancelledJobIds.map((id) => ({ kind: "cancelled" as const, jobId: id, postId })),
    { kind: "scheduled" as const, jobId, postId, runAt },
  ]);
  await announceApprovalEvents(approvalEvents);
  return { post: await getPostOrThrow(caller, postId), jobId };
}
