import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import { claimTranscodeJob } from "@/lib/media/transcode/claim-transcode-job";
import { runTranscodeJob, type TranscodeRunOptions } from "@/lib/media/transcode/run-transcode-job";

/** This process's name in a job's worker_id: which machine held a job, and a fresh id per process. */
export const PROCESS_WORKER_ID = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * Claims and runs waiting transcode jobs one after another (one ffmpeg at a time per worker: the
 * CPU bound), until none waits or `budgetMs` has passed (an Inngest step has a time budget), or
 * only `jobId`. Returns how many ran.
 */
export async function runWaitingTranscodes({ workerId = PROCESS_WORKER_ID, budgetMs = Infinity, jobId, ...options }: TranscodeRunOptions & { workerId?: string; budgetMs?: number; jobId?: string } = {}): Promise<number> {
  const started = Date.now();
  let ran = 0;
  while (Date.now() - started < budgetMs) {
    const job = await claimTranscodeJob(workerId, { jobId, leaseMs: options.leaseMs });
    if (!job) break;
    await runTranscodeJob(job, workerId, options);
    ran += 1;
    if (jobId) break;
  }
  return ran;
}
