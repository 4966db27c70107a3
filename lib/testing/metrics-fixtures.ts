import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";

// Test support for post metrics: a published post with one live delivery whose metrics schedule
// (started by the database when the delivery succeeded) is made due now.

/** A published post of the brand with a succeeded live delivery on `platform`, its first snapshot due now. */
export async function publishedDelivery(
  owner: { userId: string; brandId: string | null },
  platform: string,
  platformPostId: string,
  options: { publishedAgoMs?: number; due?: boolean } = {},
) {
  const { publishedAgoMs = 61 * 60_000, due = true } = options;
  const publishedAt = new Date(Date.now() - publishedAgoMs);
  const post = await db().post.create({
    data: { userId: owner.userId, brandId: owner.brandId, content: "Published for metrics", platforms: [platform], source: "api", status: "published", publishedAt },
  });
  const job = await db().publishJob.create({ data: { postId: post.id, runAt: publishedAt, status: "done" } });
  const delivery = await db().delivery.create({ data: { postId: post.id, jobId: job.id, platform, status: "succeeded", platformPostId, attempts: 1 } });
  await dbPool().query(
    `UPDATE metric_schedules SET published_at = $2, due_at = CASE WHEN $3 THEN now() - interval '1 second' ELSE due_at END WHERE delivery_id = $1`,
    [delivery.id, publishedAt, due],
  );
  return { postId: post.id, deliveryId: delivery.id, publishedAt };
}

export async function scheduleOf(deliveryId: string) {
  return db().metricSchedule.findUnique({ where: { deliveryId } });
}

export async function snapshotsOf(deliveryId: string) {
  return db().metricSnapshot.findMany({ where: { deliveryId }, orderBy: { takenAt: "asc" } });
}
