import type { Publisher, PublishRequest, PublishSuccess } from "@/lib/platforms/publisher-kit/types";
import { platformLabel, PublishError, unknownOutcomeError } from "@/lib/platforms/publisher-kit/publish-error";

export type PublishWithRetriesOptions = {
  baseUrl: string;
  /** Per HTTP request. */
  timeoutMs?: number;
  /** Including the first. */
  maxAttempts?: number;
  /** First backoff for a retryable failure without Retry-After; doubles per attempt, with jitter. */
  baseDelayMs?: number;
  /** No wait is longer; a platform asking for more makes the delivery fail instead of hanging. */
  maxDelayMs?: number;
  /** Injected by tests to record the delays instead of waiting. */
  sleep?: (ms: number) => Promise<void>;
  /** Injected by tests for deterministic jitter; returns [0, 1). */
  random?: () => number;
  /**
   * Called (and awaited) BEFORE each attempt, so a caller can record that a request is about to
   * leave: if the process dies mid-call, the record shows the delivery may have reached the
   * platform. `previousError` is why the previous attempt failed (undefined on the first).
   */
  onAttempt?: (attempt: number, previousError?: PublishError) => void | Promise<void>;
};

export type PublishOutcome =
  | { ok: true; result: PublishSuccess; attempts: number }
  | { ok: false; error: PublishError; attempts: number };

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Publishes with the retry policy of docs/platforms.md: a 429 waits exactly its Retry-After, other
 * retryable failures back off exponentially with jitter; permanent, reconnect and
 * unknown_outcome failures are never retried (the last may already be published).
 */
export async function publishWithRetries(
  publisher: Publisher,
  request: PublishRequest,
  options: PublishWithRetriesOptions,
): Promise<PublishOutcome> {
  const {
    baseUrl,
    timeoutMs = 15_000,
    maxAttempts = 4,
    baseDelayMs = 1_000,
    maxDelayMs = 60_000,
    sleep = defaultSleep,
    random = Math.random,
    onAttempt,
  } = options;
  const label = platformLabel(publisher.platform);
  let previousError: PublishError | undefined;

  for (let attempt = 1; ; attempt++) {
    await onAttempt?.(attempt, previousError);
    let error: PublishError;
    try {
      const result = await publisher.publish(request, { baseUrl, timeoutMs });
      return { ok: true, result, attempts: attempt };
    } catch (thrown) {
      error = asPublishError(publisher, thrown);
    }
    if (error.kind !== "retryable") return { ok: false, error, attempts: attempt };
    if (attempt >= maxAttempts) {
      return { ok: false, error: exhausted(error, `${label} still failed after ${attempt} attempts: ${error.message}`), attempts: attempt };
    }
    const delay = retryDelay(error, attempt, { baseDelayMs, maxDelayMs, random });
    if (delay === "too_long") {
      const seconds = Math.ceil((error.retryAfterMs ?? 0) / 1000);
      return {
        ok: false,
        error: exhausted(error, `${label} asked to wait ${seconds} s before retrying, longer than we wait; try again later. (${error.message})`),
        attempts: attempt,
      };
    }
    await sleep(delay);
    previousError = error;
  }
}

/**
 * Retry-After is honoured exactly (the platform knows its window); without one the wait is
 * exponential with "equal jitter" (half fixed, half random) so that many deliveries failing
 * together do not return together.
 */
function retryDelay(
  error: PublishError,
  attempt: number,
  { baseDelayMs, maxDelayMs, random }: { baseDelayMs: number; maxDelayMs: number; random: () => number },
): number | "too_long" {
  if (error.retryAfterMs !== undefined) return error.retryAfterMs > maxDelayMs ? "too_long" : error.retryAfterMs;
  const exponential = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

/** Still "retryable" (a later delivery may succeed), with a message that says why we stopped. */
function exhausted(error: PublishError, message: string): PublishError {
  return new PublishError("retryable", message, { status: error.status, retryAfterMs: error.retryAfterMs, cause: error });
}

/** A publisher throwing anything else is a bug whose effect on the platform is unknown. */
function asPublishError(publisher: Publisher, thrown: unknown): PublishError {
  if (thrown instanceof PublishError) return thrown;
  const detail = thrown instanceof Error ? thrown.message : String(thrown);
  return unknownOutcomeError(publisher.platform, `unexpected error: ${detail}`, thrown);
}
