import { inngest, POST_SCHEDULE_CANCELLED, POST_SCHEDULED, type PostScheduledData } from "@/inngest/client";
import { deliverPlatformStep, PUBLISH_RETRIES } from "@/inngest/functions/deliver-platform-step";
import { claimJob } from "@/lib/publishing/claim-jobs";
import { deliverSandbox } from "@/lib/publishing/deliver-sandbox";
import { finishLiveJob } from "@/lib/publishing/finish-live-job";
import { markFailed } from "@/lib/publishing/finish-jobs";
import { publishMode } from "@/lib/publishing/runtime-mode";
import { takeScheduledPosts } from "@/lib/publishing/take-scheduled-posts";

/** Inngest's onFailure: after the last retry the post is `failed`, with the reason. */
export async function onPublishFailure({ event, error }: { event: { data: { event: { data: unknown } } }; error: Error }): Promise<void> {
  const data = event.data.event.data as PostScheduledData;
  await markFailed(data.job_id, data.post_id, `Publishing failed after retries: ${error.message}`);
}

// The Inngest runner over the publishing pipeline (the local runner is lib/local-runtime/):
// the same steps, with Inngest's step boundaries and retries. Step ids are stable across
// deploys: Inngest memoizes finished steps by id, so a renamed step would run again.
export const publishScheduledPost = inngest.createFunction(
  {
    id: "publish-scheduled-post",
    triggers: { event: POST_SCHEDULED },
    // A reschedule or unschedule cancels the sleeping run of the replaced job.
    cancelOn: [{ event: POST_SCHEDULE_CANCELLED, if: "async.data.job_id == event.data.job_id" }],
    retries: PUBLISH_RETRIES,
    onFailure: onPublishFailure,
  },
  async ({ event, step, attempt, runId }) => {
    const data = event.data as PostScheduledData;
    await step.sleepUntil("wait-until-scheduled", data.scheduled_at);

    const post = await step.run("claim-job", async () => {
      // The run is the runner: a retry of this step may claim again what the run holds, and
      // a second run for the same job (the sweep's, say) finds it taken. Null: another runner
      // has the job, or it is finished, or its post is no longer scheduled (then cancelled).
      const claimed = await claimJob(data.job_id, `inngest:${runId}`);
      if (!claimed) return null;
      const [scheduled] = await takeScheduledPosts([claimed]);
      return scheduled ?? null;
    });
    if (!post) return { published: false, reason: "another runner has the job, or the post is no longer scheduled" };

    if (publishMode() === "sandbox") {
      await step.run("deliver-sandbox", () => deliverSandbox([post]));
      return { published: true, sandbox: true };
    }
    for (const platform of post.platforms) {
      const outcome = await step.run(`deliver-${platform}`, () => deliverPlatformStep(post, platform, attempt));
      // This run waited past its lease and another runner took the job over; that one finishes it.
      if (outcome.status === "released") return { published: false, reason: "another runner took the job over" };
    }
    const published = await step.run("finish", () => finishLiveJob(post));
    return { published };
  },
);
