import { claimDueJobs, requeueJob, type ClaimedJob } from "@/lib/publishing/claim-jobs";
import { deliverSandbox } from "@/lib/publishing/deliver-sandbox";
import { finishLiveJob } from "@/lib/publishing/finish-live-job";
import type { JobPost } from "@/lib/publishing/load-job-posts";
import { publishMode } from "@/lib/runtime-mode";
import { takeScheduledPosts } from "@/lib/publishing/take-scheduled-posts";
import { deliverWithRetries } from "@/lib/local-runtime/deliver-with-retries";
import { LOCAL_RETRY_POLICY, type RetryPolicy } from "@/lib/local-runtime/retry-policy";

/**
 * How many live posts one runner publishes at once. A post's platforms are published side by
 * side, so this is also the most requests one runner has in flight to any one platform.
 */
export const LIVE_CONCURRENCY = 8;

/**
 * The local runner over the publishing pipeline: claimed jobs whose posts are still
 * scheduled are published, in sandbox as one set (a few statements for thousands of posts),
 * live post by post with the in-process retry policy.
 */
export async function runClaimedJobs(jobs: ClaimedJob[], policy: RetryPolicy = LOCAL_RETRY_POLICY): Promise<void> {
  const posts = await takeScheduledPosts(jobs);
  if (publishMode() === "sandbox") {
    await deliverSandbox(posts);
    return;
  }
  // A pool, not slices: a post waiting out a platform's Retry-After holds one place, not a
  // whole slice of posts that are already done.
  let next = 0;
  const worker = async () => {
    while (next < posts.length) await publishLive(posts[next++], policy);
  };
  await Promise.all(Array.from({ length: Math.min(LIVE_CONCURRENCY, posts.length) }, worker));
}

/** Claims and publishes up to `limit` due jobs; returns how many it claimed. */
export async function runDueJobs(runnerId: string, limit: number, policy: RetryPolicy = LOCAL_RETRY_POLICY): Promise<number> {
  const jobs = await claimDueJobs(runnerId, limit);
  if (jobs.length > 0) await runClaimedJobs(jobs, policy);
  return jobs.length;
}

async function publishLive(post: JobPost, policy: RetryPolicy): Promise<void> {
  // Each platform is its own delivery with its own record, so they go side by side.
  const outcomes = await Promise.all(post.platforms.map((platform) => deliverWithRetries(post, platform, policy)));
  // Released: another runner took the job over (this one's lease ran out); it finishes the post.
  if (outcomes.some((outcome) => outcome.status === "released")) return;
  // Deferred by an account's posting limit: the job goes back to the queue for when the first
  // slot frees (a later one defers again then); its finished deliveries are not sent again.
  const deferredUntil = outcomes.flatMap((outcome) => (outcome.status === "deferred" ? [outcome.until.getTime()] : []));
  if (deferredUntil.length > 0) {
    await requeueJob(post, new Date(Math.min(...deferredUntil)));
    return;
  }
  await finishLiveJob(post);
}
