import { whenDatabaseAnswers } from "@/lib/db/database-unavailable";
import { claimDueJobs, requeueJob, type ClaimedJob } from "@/lib/publishing/claim-jobs";
import { startClaimHeartbeat, type ClaimHeartbeat } from "@/lib/publishing/claim-heartbeat";
import type { DeliveryOutcome } from "@/lib/publishing/attempt-delivery";
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
  // A worker's failure stops the claiming, never its siblings: they finish what they started
  // (and the heartbeat keeps their claims) before the round ends with the first error.
  const errors: unknown[] = [];
  const worker = async () => {
    while (!drained && claimed < limit) {
      claimed++;
      let job: ClaimedJob | undefined;
      try {
        [job] = await claimDueJobs(runnerId, 1);
      } catch (error) {
        errors.push(error);
      }
      if (!job) {
        claimed--;
        drained = true;
        return;
      }
      heartbeat.hold([job]);
      try {
        // A database that went away (a restart) is waited for, and the job taken up again where
        // it stood: what was published is on its delivery rows and is not sent again.
        const claimedJob = job;
        await whenDatabaseAnswers(async () => {
          const [post] = await takeScheduledPosts([claimedJob]);
          if (post) await publishLive(post, policy);
        });
      } catch (error) {
        // Left to its claim, which runs out unrenewed (15 s): then any runner takes it up.
        errors.push(error);
        drained = true;
      } finally {
        heartbeat.drop([job]);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(LIVE_CONCURRENCY, limit) }, worker));
  if (errors.length > 0) throw errors[0];
  return claimed;
}

async function publishLive(post: JobPost, policy: RetryPolicy): Promise<void> {
  // Each platform is its own delivery with its own record, so they go side by side.
  // All settled before anything is decided or thrown: a platform whose request is in flight must
  // not be taken up again beside itself (a retried post would see its attempt as unanswered).
  const settled = await Promise.allSettled(post.platforms.map((platform) => deliverWithRetries(post, platform, policy)));
  const thrown = settled.find((result) => result.status === "rejected");
  if (thrown) throw thrown.reason;
  const outcomes = settled.map((result) => (result as PromiseFulfilledResult<DeliveryOutcome>).value);
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
