import { inngest, POST_SCHEDULE_CANCELLED, POST_SCHEDULED, type PostScheduledData } from "@/inngest/client";
import { deliverPlatformStep, PUBLISH_RETRIES, type WaitOutcome } from "@/inngest/functions/deliver-platform-step";
import type { PlatformId } from "@/lib/platforms/ids";
import { claimJob, holdClaimUntil, inngestRunnerId, requeueJob } from "@/lib/publishing/claim-jobs";
import { deliverSandbox } from "@/lib/publishing/deliver-sandbox";
import { finishLiveJob } from "@/lib/publishing/finish-live-job";
import { markFailed } from "@/lib/publishing/finish-jobs";
import { publishMode } from "@/lib/runtime-mode";
import { takeScheduledPosts } from "@/lib/publishing/take-scheduled-posts";

/** Inngest's onFailure: after the last retry the post is `failed`, with the reason. */
export async function onPublishFailure({ event, error }: { event: { data: { event: { data: unknown } } }; error: Error }): Promise<void> {
  const data = event.data.event.data as PostScheduledData;
  await markFailed(data.job_id, data.post_id, `Publishing failed after retries: ${error.message}`);
}

/**
 * Rounds of one run (each a step per platform still waiting, then one sleep). Past them, a job
 * still waiting for a posting slot goes back to the queue, due when the slot frees, and the
 * sweep starts a new run for it: a run stays well within Inngest's steps per run.
 */
export const MAX_DELIVERY_ROUNDS = 40;

/** Round 1 keeps the id of the one-step-per-platform runs, so that runs in flight at a deploy replay. */
export function deliverStepId(platform: PlatformId, round: number): string {
  return round === 1 ? `deliver-${platform}` : `deliver-${platform}-${round}`;
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
      const claimed = await claimJob(data.job_id, inngestRunnerId(runId));
      if (!claimed) return null;
      const [scheduled] = await takeScheduledPosts([claimed]);
      return scheduled ?? null;
    });
    if (!post) return { published: false, reason: "another runner has the job, or the post is no longer scheduled" };

    if (publishMode() === "sandbox") {
      await step.run("deliver-sandbox", () => deliverSandbox([post]));
      return { published: true, sandbox: true };
    }
    // Each round runs, one step each, the platforms that are due: all of them first, then those
    // that were told to come back (Retry-After, or a posting limit), once the sleep reached their
    // time. The other platforms of the post are not held up by one that waits.
    const waiting = new Map<PlatformId, WaitOutcome>();
    const rateLimitedWaits = new Map<PlatformId, number>();
    let due: PlatformId[] = [...post.platforms];
    for (let round = 1; ; round++) {
      for (const platform of due) {
        const waited = rateLimitedWaits.get(platform) ?? 0;
        const outcome = await step.run(deliverStepId(platform, round), () => deliverPlatformStep(post, platform, attempt, waited));
        // This run waited past its lease and another runner took the job over; that one finishes it.
        if (outcome.status === "released") return { published: false, reason: "another runner took the job over" };
        if (outcome.status === "wait") {
          waiting.set(platform, outcome);
          if (outcome.rateLimited) rateLimitedWaits.set(platform, waited + 1);
        } else {
          waiting.delete(platform);
        }
      }
      if (waiting.size === 0) break;
      const wakeAt = Math.min(...[...waiting.values()].map((wait) => Date.parse(wait.until)));
      if (round >= MAX_DELIVERY_ROUNDS) {
        await step.run("requeue-job", () => requeueJob(post, new Date(wakeAt)));
        return { published: false, reason: "still waiting for a posting slot; the job is queued again for then" };
      }
      // The run keeps the job while it sleeps: its lease runs from the wake time, so the sweep
      // does not take a live run for a lost one.
      const held = await step.run(`hold-round-${round}`, () => holdClaimUntil(post, new Date(wakeAt)));
      if (!held) return { published: false, reason: "another runner took the job over" };
      await step.sleepUntil(`wait-round-${round}`, new Date(wakeAt).toISOString());
      due = [...waiting.keys()].filter((platform) => Date.parse(waiting.get(platform)!.until) <= wakeAt);
    }
    const published = await step.run("finish", () => finishLiveJob(post));
    return { published };
  },
);
