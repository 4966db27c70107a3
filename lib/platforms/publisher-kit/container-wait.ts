import type { PlatformId } from "@/lib/platforms/ids";
import { platformLabel, PublishError } from "@/lib/platforms/publisher-kit/publish-error";

export type ContainerWaitOptions = {
  /** Status checks before giving up (the container is harmless if abandoned). */
  maxChecks: number;
  intervalMs: number;
  sleep: (ms: number) => Promise<void>;
};

export type ContainerState = { status: "finished" | "in_progress" | "failed"; detail?: string };

export const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Instagram's and Threads' checks: ten, three seconds apart; tests pass a sleep that does not wait. */
export function containerWaitOptions(wait: Partial<ContainerWaitOptions> = {}): ContainerWaitOptions {
  return { maxChecks: 10, intervalMs: 3000, sleep: defaultSleep, ...wait };
}

/**
 * Instagram and Threads fetch the image of a media container asynchronously; publishing before
 * it is FINISHED fails, so the container's status is checked first, a bounded number of times.
 * Nothing is published yet at this point, so running out of checks is retryable.
 */
export async function waitForContainer(
  platform: PlatformId,
  checkStatus: () => Promise<ContainerState>,
  options: ContainerWaitOptions,
): Promise<void> {
  const label = platformLabel(platform);
  for (let check = 1; check <= options.maxChecks; check++) {
    const state = await checkStatus();
    if (state.status === "finished") return;
    if (state.status === "failed") {
      throw new PublishError("permanent", `${label} could not process the media: ${state.detail ?? "unknown error"}`);
    }
    if (check < options.maxChecks) await options.sleep(options.intervalMs);
  }
  throw new PublishError("retryable", `${label} is still processing the media; try again shortly.`);
}
