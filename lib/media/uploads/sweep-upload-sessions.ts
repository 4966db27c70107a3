import { db } from "@/lib/db/client";
import { log } from "@/lib/log";
import { mediaStore } from "@/lib/media/media-store-for-env";
import { stagedOf } from "@/lib/media/uploads/upload-sessions";

/** Sessions swept per run: a backlog is taken over the next runs. */
const SWEEP_BATCH = 100;

/**
 * Abandoned uploads: each open session past its expires_at has its staged bytes dropped (S3:
 * AbortMultipartUpload; local: the spool file) and becomes aborted. A session being written is
 * skipped until its writer lets go. Safe from any number of instances at once: a session is
 * taken by the one update that marks it. Returns how many were swept.
 */
export async function sweepUploadSessions(now = new Date()): Promise<number> {
  const due = await db().uploadSession.findMany({ where: { status: "open", expiresAt: { lt: now } }, orderBy: { expiresAt: "asc" }, take: SWEEP_BATCH });
  let swept = 0;
  for (const session of due) {
    const taken = await db().uploadSession.updateMany({
      where: { id: session.id, status: "open", OR: [{ writingUntil: null }, { writingUntil: { lt: now } }] },
      data: { status: "aborted", parts: [] },
    });
    if (taken.count === 0) continue;
    try {
      await mediaStore().abortUpload(stagedOf(session));
      swept++;
    } catch (error) {
      // The row says aborted; the bytes wait for the store's own expiry (an S3 lifecycle rule, docs/video.md).
      log().error({ err: error, uploadId: session.id }, "could not drop an expired upload's staged bytes");
    }
  }
  return swept;
}
