import { db } from "@/lib/db/client";
import type { TranscodeJob } from "@/lib/db/generated/client";

/** How long a claim holds a job without a heartbeat; the worker renews it every third of this. */
export const TRANSCODE_LEASE_MS = 60_000;
/** Claims of one job before it is failed: a video that kills its worker each time is not tried forever. */
export const MAX_TRANSCODE_ATTEMPTS = 3;

/** A job nobody holds: waiting, or running under a lease that lapsed (its worker died). */
const claimable = (now: Date) => ({ OR: [{ status: "queued" }, { status: "running", leaseUntil: { lt: now } }] });

/**
 * Claims the oldest job nobody holds (or `jobId` only) for `workerId` until now + `leaseMs`. The
 * claim is one conditional update on the row as it was read (its attempts), so two workers never
 * hold one job. A job claimed MAX_TRANSCODE_ATTEMPTS times already is failed instead, naming why.
 */
export async function claimTranscodeJob(workerId: string, { jobId, leaseMs = TRANSCODE_LEASE_MS }: { jobId?: string; leaseMs?: number } = {}): Promise<TranscodeJob | null> {
  const now = new Date();
  const candidates = await db().transcodeJob.findMany({ where: { ...claimable(now), ...(jobId ? { id: jobId } : {}) }, orderBy: { createdAt: "asc" }, take: 5 });
  for (const job of candidates) {
    const unchanged = { id: job.id, attempts: job.attempts, ...claimable(now) };
    if (job.attempts >= MAX_TRANSCODE_ATTEMPTS) {
      await db().transcodeJob.updateMany({
        where: unchanged,
        data: { status: "failed", leaseUntil: null, finishedAt: now, error: `the conversion was started ${job.attempts} times and its worker stopped each time before finishing (the server restarted or ran out of memory); try again later or convert the video yourself` },
      });
      continue;
    }
    const claimed = await db().transcodeJob.updateMany({ where: unchanged, data: { status: "running", workerId, leaseUntil: new Date(now.getTime() + leaseMs), attempts: { increment: 1 } } });
    if (claimed.count === 1) return db().transcodeJob.findUniqueOrThrow({ where: { id: job.id } });
  }
  return null;
}

/** The heartbeat: the lease renewed and the progress written, while `workerId` still holds the job. False: it lost it. */
export async function renewTranscodeLease(jobId: string, workerId: string, progress: number, leaseMs = TRANSCODE_LEASE_MS): Promise<boolean> {
  const renewed = await db().transcodeJob.updateMany({
    where: { id: jobId, workerId, status: "running" },
    data: { leaseUntil: new Date(Date.now() + leaseMs), progress: Math.min(1, Math.max(0, progress)) },
  });
  return renewed.count === 1;
}

/** The end of a job `workerId` still holds: succeeded with its result, or failed with the reason. False: another worker took it. */
export async function finishTranscodeJob(jobId: string, workerId: string, outcome: { resultMediaId: string } | { error: string }): Promise<boolean> {
  const done = await db().transcodeJob.updateMany({
    where: { id: jobId, workerId, status: "running" },
    data: "resultMediaId" in outcome
      ? { status: "succeeded", resultMediaId: outcome.resultMediaId, progress: 1, leaseUntil: null, finishedAt: new Date() }
      : { status: "failed", error: outcome.error.slice(0, 2000), leaseUntil: null, finishedAt: new Date() },
  });
  return done.count === 1;
}
