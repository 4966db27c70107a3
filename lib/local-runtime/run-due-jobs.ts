import { claimDueJobs, requeueJob, type ClaimedJob } from "@/lib/publishing/claim-jobs";
import { startClaimHeartbeat, type ClaimHeartbeat } from "@/lib/publishing/claim-heartbeat";
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
 * live post by post with the in-process retry policy. The claims are renewed while it works.
 */
export async function runClaimedJobs(jobs: ClaimedJob[], policy: RetryPolicy = LOCAL_RETRY_POLICY): Promise<void> {
  if (jobs.length === 0) return;
  const heartbeat = startClaimHeartbeat(jobs[0].runnerId);
  heartbeat.hold(jobs);
  try {
    const posts = await takeScheduledPosts(jobs);
    if (publishMode() === "sandbox") {
      await deliverSandbox(posts);
      return;
    }
    // A pool, not slices: a post waiting out a platform's Retry-After holds one place, not a
    // whole slice of posts that are already done.
    let next = 0;
    const worker = async () => {
      while (next < posts.length) {
        const post = posts[next++];
        await publishLive(post, policy);
        heartbeat.drop([post]);
      }
    };
    await Promise.all(Array.from({ length: Math.min(LIVE_CONCURRENCY, posts.length) }, worker));
  } finally {
    heartbeat.stop();
  }
}

/**
 * Claims and publishes up to `limit` due jobs; returns how many it claimed. In sandbox, one set
 * (published within a few statements of its claim). Live, a job is claimed only when a worker is
 * free to start it, so a runner never holds more than it has in flight: if it dies, nothing it
 * had not started waits for its claims to run out (docs/publishing.md, "What happens when a
 * server dies").
 */
export async function runDueJobs(runnerId: string, limit: number, policy: RetryPolicy = LOCAL_RETRY_POLICY): Promise<number> {
  if (publishMode() === "sandbox") {
    const jobs = await claimDueJobs(runnerId, limit);
    await runClaimedJobs(jobs, policy);
    return jobs.length;
  }
  const heartbeat = startClaimHeartbeat(runnerId);
  try {
    return await runAsWorkersFree(runnerId, limit, policy, heartbeat);
  } finally {
    heartbeat.stop();
  }
}

async function runAsWorkersFree(runnerId: string, limit: number, policy: RetryPolicy, heartbeat: ClaimHeartbeat): Promise<number> {
  let claimed = 0;
  let drained = false;
  const worker = async () => {
    while (!drained && claimed < limit) {
      claimed++;
      const [job] = await claimDueJobs(runnerId, 1);
      if (!job) {
        claimed--;
        drained = true;
        return;
      }
      heartbeat.hold([job]);
      try {
        const [post] = await takeScheduledPosts([job]);
        if (post) await publishLive(post, policy);
      } finally {
        heartbeat.drop([job]);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(LIVE_CONCURRENCY, limit) }, worker));
  return claimed;
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
