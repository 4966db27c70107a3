import { claimDueJobs, claimJob, type ClaimedJob } from "@/lib/publishing/claim-jobs";
import { deliverLive } from "@/lib/publishing/deliver-live";
import { deliverSandbox } from "@/lib/publishing/deliver-sandbox";
import { markCancelled } from "@/lib/publishing/finish-jobs";
import { loadJobPosts } from "@/lib/publishing/load-job-posts";
import { publishMode } from "@/lib/publishing/runtime-mode";

/** How many live posts one runner publishes at once (each may call several platforms). */
const LIVE_CONCURRENCY = 8;

/** Publishes claimed jobs; a job whose post is no longer scheduled is cancelled. */
export async function runClaimedJobs(jobs: ClaimedJob[]): Promise<void> {
  const posts = await loadJobPosts(jobs);
  const due = posts.filter((post) => post.status === "scheduled");
  const dueJobIds = new Set(due.map((post) => post.jobId));
  await markCancelled(jobs.filter((job) => !dueJobIds.has(job.jobId)).map((job) => job.jobId));
  if (publishMode() === "sandbox") {
    await deliverSandbox(due);
    return;
  }
  for (let i = 0; i < due.length; i += LIVE_CONCURRENCY) {
    await Promise.all(due.slice(i, i + LIVE_CONCURRENCY).map((post) => deliverLive(post)));
  }
}

/** Claims and publishes up to `limit` due jobs; returns how many it claimed. */
export async function runDueJobs(runnerId: string, limit: number, options: { overdueSeconds?: number } = {}): Promise<number> {
  const jobs = await claimDueJobs(runnerId, limit, options.overdueSeconds);
  if (jobs.length > 0) await runClaimedJobs(jobs);
  return jobs.length;
}

/** Publishes one job if this runner wins its claim (Inngest's path); false when another runner has it. */
export async function runJob(jobId: string, runnerId: string): Promise<boolean> {
  const job = await claimJob(jobId, runnerId);
  if (!job) return false;
  await runClaimedJobs([job]);
  return true;
}
