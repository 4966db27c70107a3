import { db } from "@/lib/db/client";
import type { MediaStore } from "@/lib/media/media-store";
import { mediaStore } from "@/lib/media/media-store-for-env";

export type DeletedUser = { deleted: boolean; filesRemoved: number };

/**
 * Deletes an account: its rows, then its stored media files.
 *
 * The rows go in one transaction: the user (brands, posts, keys, connections, sessions, webhooks,
 * media rows follow by ON DELETE CASCADE), then what is keyed by the user without a foreign key
 * (post counters, usage, idempotency answers, webhook events, rate-limit counters of the user and
 * of its keys). The files go after the commit: a failed transaction then leaves every file its
 * rows name, while files left behind by a failure after the commit name no row and are removed
 * by running this again (it removes the user's files whether or not the user still exists).
 * Only keys under "<userId>/" are touched (lib/media/media-store.ts), never another user's.
 */
export async function deleteUser(userId: string, store: MediaStore = mediaStore()): Promise<DeletedUser> {
  const deleted = await db().$transaction(async (tx) => {
    const keys = await tx.apiKey.findMany({ where: { userId }, select: { id: true } });
    const removed = await tx.user.deleteMany({ where: { id: userId } });
    await tx.usageRecord.deleteMany({ where: { userId } });
    await tx.idempotencyKey.deleteMany({ where: { userId } });
    await tx.webhookEvent.deleteMany({ where: { userId } });
    await tx.rateLimitCounter.deleteMany({ where: { subject: { in: [`user:${userId}`, ...keys.map((key) => `key:${key.id}`)] } } });
    return removed.count > 0;
  });
  const filesRemoved = await store.deleteUserFiles(userId);
  return { deleted, filesRemoved };
}
