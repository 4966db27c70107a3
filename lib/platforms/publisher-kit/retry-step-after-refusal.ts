import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";

// A refused step of a post's several media is tried again in place this many times, and only
// when the platform asks for a wait no longer than this; otherwise the attempt ends as before
// (its slot given back, the runner's retry starting over after the same Retry-After).
export const STEP_RETRIES_AFTER_REFUSAL = 2;
export const LONGEST_STEP_WAIT_MS = 5_000;
// A 429 that does not say how long: a second, as the platforms' own Retry-After of 1 usually says.
const WAIT_WITHOUT_RETRY_AFTER_MS = 1_000;

/**
 * One repeatable step of a post's several media (a carousel item's container or status check, an
 * image upload to LinkedIn) that the platform refused with 429: waited out as its Retry-After
 * says, then tried again, instead of abandoning the items already made and starting the whole
 * attempt over. At a 5% refusal rate a carousel attempt of a dozen requests met a 429 about half
 * the time, and each restart repeated every item (docs/performance.md, the carousel run). Only
 * steps that cannot publish come here: the publishing request's 429 still ends the attempt.
 */
export async function retryStepAfterRefusal<T>(step: () => Promise<T>, sleep: (ms: number) => Promise<void>): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await step();
    } catch (error) {
      const waitMs = error instanceof PublishError && error.status === 429 ? (error.retryAfterMs ?? WAIT_WITHOUT_RETRY_AFTER_MS) : null;
      if (waitMs === null || retry >= STEP_RETRIES_AFTER_REFUSAL || waitMs > LONGEST_STEP_WAIT_MS) throw error;
      await sleep(waitMs);
    }
  }
}
