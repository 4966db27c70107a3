import type { PlatformId } from "@/lib/platforms/ids";
import { platformLabel, PublishError } from "@/lib/platforms/publisher-kit/publish-error";

export type ContainerWaitOptions = {
  /** Status checks before giving up (the container is harmless if abandoned). */
  maxChecks: number;
  intervalMs: number;
  sleep: (ms: number) => Promise<void>;
  /** What is being processed, as messages name it: "the media" (an image), "the video". */
  subject?: string;
};

/**
 * A container's processing state. A failed one is retryable when the platform's reason says so
 * (its download timed out, a server error), else permanent (the platform refused the file).
 */
export type ContainerState = { status: "finished" | "in_progress" | "failed"; detail?: string; retryable?: boolean };

export const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Instagram's and Threads' checks of an image container: ten, three seconds apart; tests pass a sleep that does not wait. */
export function containerWaitOptions(wait: Partial<ContainerWaitOptions> = {}): ContainerWaitOptions {
  return { maxChecks: 10, intervalMs: 3000, sleep: defaultSleep, subject: "the media", ...wait };
}

/**
 * A video container's (or a Facebook video's) checks: thirty, ten seconds apart, five minutes in
 * all. Meta's guides say to check "once per minute, for no more than 5 minutes"; a short clip is
 * ready within seconds, so the checks come more often inside the same five-minute bound.
 */
export function videoWaitOptions(wait: Partial<ContainerWaitOptions> = {}): ContainerWaitOptions {
  return { maxChecks: 30, intervalMs: 10_000, sleep: defaultSleep, ...wait, subject: "the video" };
}

/**
 * Instagram and Threads fetch the image or video of a media container asynchronously; publishing
 * before it is FINISHED fails, so the container's status is checked first, a bounded number of
 * times. Nothing is published yet at this point, so running out of checks is retryable.
 */
export async function waitForContainer(
  platform: PlatformId,
  checkStatus: () => Promise<ContainerState>,
  options: ContainerWaitOptions,
): Promise<void> {
  const label = platformLabel(platform);
  const subject = options.subject ?? "the media";
  for (let check = 1; check <= options.maxChecks; check++) {
    const state = await checkStatus();
    if (state.status === "finished") return;
    if (state.status === "failed") {
      throw new PublishError(state.retryable ? "retryable" : "permanent", `${label} could not process ${subject}: ${state.detail ?? "unknown error"}`);
    }
    if (check < options.maxChecks) await options.sleep(options.intervalMs);
  }
  throw new PublishError("retryable", `${label} is still processing ${subject} after ${options.maxChecks} status checks (${waitedSeconds(options)} s); nothing was published; try again shortly.`);
}

function waitedSeconds(options: ContainerWaitOptions): number {
  return Math.round(((options.maxChecks - 1) * options.intervalMs) / 1000);
}
