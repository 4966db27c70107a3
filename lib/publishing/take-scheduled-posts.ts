import type { ClaimedJob } from "@/lib/publishing/claim-jobs";
import { approvalRefusals } from "@/lib/publishing/approval-check";
import { refuseUnapproved } from "@/lib/publishing/refuse-unapproved";
import { markCancelled } from "@/lib/publishing/finish-jobs";
import { loadJobPosts, type JobPost } from "@/lib/publishing/load-job-posts";

/**
 * The posts of claimed jobs that are still to be published. A job whose post is no longer
 * scheduled (unscheduled, rescheduled, already published, deleted) is cancelled, not run. A
 * post whose approval is missing or no longer matches it is not published: it fails with the
 * reason on each platform's delivery (lib/publishing/approval-check.ts).
 */
export async function takeScheduledPosts(jobs: ClaimedJob[]): Promise<JobPost[]> {
  const posts = await loadJobPosts(jobs);
  const due = posts.filter((post) => post.status === "scheduled");
  const dueJobIds = new Set(due.map((post) => post.jobId));
  await markCancelled(jobs.filter((job) => !dueJobIds.has(job.jobId)).map((job) => job.jobId));
  const refusals = await approvalRefusals(due);
  for (const post of due) {
    const reason = refusals.get(post.postId);
    if (reason) await refuseUnapproved(post, reason);
  }
  return due.filter((post) => !refusals.has(post.postId));
}
