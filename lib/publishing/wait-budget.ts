/**
 * How long both runners wait out a platform's "come back later" before giving up on a delivery:
 * the local runner in process (lib/local-runtime/retry-policy.ts), the Inngest runner with
 * step.sleep between rounds (inngest/functions/publish-scheduled-post.ts). A Retry-After answer
 * says nothing was published and when to come back, so it is not one of the attempts for errors.
 */
export const MAX_RATE_LIMITED_WAITS = 10;

/** A Retry-After longer than this fails the delivery ("try again later") instead of holding it. */
export const MAX_RETRY_AFTER_MS = 60_000;
