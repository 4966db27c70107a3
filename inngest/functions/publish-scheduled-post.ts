import { RetryAfterError } from "inngest";
import { inngest, POST_SCHEDULE_CANCELLED, POST_SCHEDULED, type PostScheduledData } from "@/inngest/client";
import { claimJob } from "@/lib/publishing/claim-jobs";
import { deliverPlatform } from "@/lib/publishing/deliver-live";
import { deliverSandbox } from "@/lib/publishing/deliver-sandbox";
import { finishLiveJob } from "@/lib/publishing/finish-live-job";
import { markCancelled, markFailed } from "@/lib/publishing/finish-jobs";
import { loadJobPosts } from "@/lib/publishing/load-job-posts";
import { publishMode } from "@/lib/publishing/runtime-mode";

/** Retries of each step (each platform is a step of its own). */
export const PUBLISH_RETRIES = 4;

/** Inngest's onFailure: after the last retry the post is `failed`, with the reason. */
export async function onPublishFailure({ event, error }: { event: { data: { event: { data: unknown } } }; error: Error }): Promise<void> {
  const data = event.data.event.data as PostScheduledData;
  await markFailed(data.job_id, data.post_id, `Publishing failed after retries: ${error.message}`);
}

// Step ids are stable across deploys: Inngest memoizes finished steps by id, so a renamed
// step would run again after a deploy.
export const publishScheduledPost = inngest.createFunction(
  {
    id: "publish-scheduled-post",
    triggers: { event: POST_SCHEDULED },
    // A reschedule or unschedule cancels the sleeping run of the replaced job.
    cancelOn: [{ event: POST_SCHEDULE_CANCELLED, if: "async.data.job_id == event.data.job_id" }],
    retries: PUBLISH_RETRIES,
    onFailure: onPublishFailure,
  },
  async ({ event, step, attempt }) => {
    const data = event.data as PostScheduledData;
    await step.sleepUntil("wait-until-scheduled", data.scheduled_at);

    const runnerId = `inngest:${data.job_id}`;
    const post = await step.run("claim-job", async () => {
      // A retry of this step may claim again what this run holds; null: another runner
      // has the job, or it is finished (published, or cancelled by a reschedule).
      const claimed = await claimJob(data.job_id, runnerId);
      if (!claimed) return null;
      const [loaded] = await loadJobPosts([claimed]);
      if (!loaded || loaded.status !== "scheduled") {
        await markCancelled([data.job_id]);
        return null;
      }
      return loaded;
    });
    if (!post) return { published: false, reason: "another runner has the job, or the post is no longer scheduled" };

    if (publishMode() === "sandbox") {
      await step.run("deliver-sandbox", () => deliverSandbox([post]));
      return { published: true, sandbox: true };
    }

    for (const platform of post.platforms) {
      await step.run(`deliver-${platform}`, async () => {
        const outcome = await deliverPlatform(post, platform, { maxAttempts: 1, finalAttempt: attempt >= PUBLISH_RETRIES });
        if (outcome.retryable) {
          throw outcome.retryAfterMs ? new RetryAfterError(outcome.error ?? "retry", Math.ceil(outcome.retryAfterMs / 1000) + "s") : new Error(outcome.error);
        }
        return outcome;
      });
    }
    const published = await step.run("finish", () => finishLiveJob(post));
    return { published };
  },
);
