import { whenDatabaseAnswers } from "@/lib/db/database-unavailable";
import { claimDueJobs, requeueJob, type ClaimedJob } from "@/lib/publishing/claim-jobs";
import { startClaimHeartbeat, type ClaimHeartbeat } from "@/lib/publishing/claim-heartbeat";
import type { DeliveryOutcome } from "@/lib/publishing/attempt-delivery";
import { claimStartableJob } from "@/lib/publishing/claim-startable-job";
import { deliverSandbox } from "@/lib/publishing/deliver-sandbox";
import { finishLiveJob } from "@/lib/publishing/finish-live-job";
import type { JobPost } from "@/lib/publishing/load-job-posts";
import { publishMode } from "@/lib/runtime-mode";
import { takeScheduledPosts } from "@/lib/publishing/take-scheduled-posts";
import { deliverWithRetries } from "@/lib/local-runtime/deliver-with-retries";
import { LiveCapacity, liveLimits, type LiveLimits, type Places } from "@/lib/local-runtime/live-capacity";
import { LOCAL_RETRY_POLICY, type RetryPolicy } from "@/lib/local-runtime/retry-policy";

/**
 * The local runner over the publishing pipeline: claimed jobs whose posts are still
 * scheduled are published, in sandbox as one set (a few statements for thousands of posts),
 * live each post as soon as its places are free (live-capacity.ts: posts in flight, deliveries
 * per platform and per account), with the in-process retry policy. The claims are renewed
 * while it works.
 */
export async function runClaimedJobs(jobs: ClaimedJob[], policy: RetryPolicy = LOCAL_RETRY_POLICY, limits: LiveLimits = liveLimits()): Promise<void> {
  if (jobs.length === 0) return;
  const heartbeat = startClaimHeartbeat(jobs[0].runnerId);
  heartbeat.hold(jobs);
  try {
    const posts = await takeScheduledPosts(jobs);
    if (publishMode() === "sandbox") {
      await deliverSandbox(posts);
      return;
    }
    const capacity = new LiveCapacity(limits);
    await allSettledOrThrow(
      posts.map(async (post) => {
        const places = await capacity.waitToStart(post);
        try {
          await publishLive(post, policy, places);
        } finally {
          places.end();
          heartbeat.drop([post]);
        }
      }),
    );
  } finally {
    heartbeat.stop();
  }
}

/**
 * Claims and publishes up to `limit` due jobs; returns how many it claimed. In sandbox, one set
 * (published within a few statements of its claim). Live, a job is claimed only when its post,
 * each of its platforms and each of its accounts has a free place in this runner, so a runner
 * never holds more than it has in flight: if it dies, nothing it had not started waits for its
 * claims to run out (docs/publishing.md, "What happens when a server dies").
 */
export async function runDueJobs(runnerId: string, limit: number, policy: RetryPolicy = LOCAL_RETRY_POLICY, limits: LiveLimits = liveLimits()): Promise<number> {
  if (publishMode() === "sandbox") {
    const jobs = await claimDueJobs(runnerId, limit);
    await runClaimedJobs(jobs, policy);
    return jobs.length;
  }
  const heartbeat = startClaimHeartbeat(runnerId);
  try {
    return await runAsPlacesFree(runnerId, limit, policy, limits, heartbeat);
  } finally {
    heartbeat.stop();
  }
}

/**
 * Claims one job at a time while places are free, and again whenever one frees (a post
 * finished, a full platform or account has a place again), until `limit` are claimed or none is
 * left that this runner could start; resolves once all it claimed are finished.
 */
function runAsPlacesFree(runnerId: string, limit: number, policy: RetryPolicy, limits: LiveLimits, heartbeat: ClaimHeartbeat): Promise<number> {
  return new Promise((resolve, reject) => {
    let claimed = 0;
    let failure: { error: unknown } | undefined;
    let claiming = false;
    let again = false;
    const claimWhilePlacesFree = async () => {
      if (claiming) {
        again = true;
        return;
      }
      claiming = true;
      try {
        do {
          again = false;
          while (!failure && claimed < limit && capacity.hasRoomForAPost()) {
            const job = await claimStartableJob(runnerId, capacity.busyKeys());
            if (!job) break;
            claimed++;
            heartbeat.hold([job]);
            const places = capacity.take(job);
            void runJob(job, places, policy)
              .catch((error: unknown) => void (failure ??= { error }))
              .finally(() => {
                heartbeat.drop([job]);
                places.end();
              });
          }
        } while (again);
      } catch (error) {
        failure ??= { error };
      } finally {
        claiming = false;
      }
      if (capacity.inFlight() > 0) return;
      if (failure) reject(failure.error);
      else resolve(claimed);
    };
    const capacity = new LiveCapacity(limits, () => void claimWhilePlacesFree());
    void claimWhilePlacesFree();
  });
}

async function runJob(job: ClaimedJob, places: Places, policy: RetryPolicy): Promise<void> {
  // A database that went away (a restart) is waited for, and the job taken up again where it
  // stood: what was published is on its delivery rows and is not sent again. Left failing, it
  // stays with its claim, which runs out unrenewed (15 s): then any runner takes it up.
  await whenDatabaseAnswers(async () => {
    const [post] = await takeScheduledPosts([job]);
    if (post) await publishLive(post, policy, places);
  });
}

async function publishLive(post: JobPost, policy: RetryPolicy, places: Places): Promise<void> {
  // Each platform is its own delivery with its own record, so they go side by side; each gives
  // its places back as it ends, so a slow platform holds no place of a fast one.
  // All settled before anything is decided or thrown: a platform whose request is in flight must
  // not be taken up again beside itself (a retried post would see its attempt as unanswered).
  const settled = await Promise.allSettled(
    post.platforms.map(async (platform) => {
      try {
        return await deliverWithRetries(post, platform, policy);
      } finally {
        places.endDelivery(platform);
      }
    }),
  );
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

/** Waits for every one (none left running behind a failure), then throws the first failure. */
async function allSettledOrThrow(work: Promise<void>[]): Promise<void> {
  const failed = (await Promise.allSettled(work)).find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
}
