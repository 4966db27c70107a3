import type { ClaimedJob } from "@/lib/publishing/claim-jobs";
import { markCancelled } from "@/lib/publishing/finish-jobs";
import { loadJobPosts, type JobPost } from "@/lib/publishing/load-job-posts";

/**
 * The posts of claimed jobs that are still to be published. A job whose post is no longer
 * scheduled (unscheduled, rescheduled, already published, deleted) is cancelled, not run.
 */
export async function takeScheduledPosts(jobs: ClaimedJob[]): Promise<JobPost[]> {
  const posts = await loadJobPosts(jobs);
  const due = posts.filter((post) => post.status === "scheduled");
  const dueJobIds = new Set(due.map((post) => post.jobId));
  await markCancelled(jobs.filter((job) => !dueJobIds.has(job.jobId)).map((job) => job.jobId));
  return due;
}
