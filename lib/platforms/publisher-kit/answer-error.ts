import type { PlatformId } from "@/lib/platforms/ids";
import type { HttpAnswer } from "@/lib/platforms/publisher-kit/http";
import { platformLabel, PublishError, reconnectError } from "@/lib/platforms/publisher-kit/publish-error";
import { parseRetryAfter, retryAfterMs } from "@/lib/platforms/publisher-kit/retry-after";

/** What a platform's error body says, read by that platform's publisher. */
export type PlatformErrorReading = {
  /** The platform's own words, for the user. */
  message: string | undefined;
  /** The token is expired, revoked, invalid or lacks a permission: only reconnecting helps. */
  tokenProblem: boolean;
  /** The platform marked the error as temporary (e.g. Meta's is_transient, its rate-limit codes). */
  transient?: boolean;
};

export function isSuccess(answer: HttpAnswer): boolean {
  return answer.status >= 200 && answer.status < 300;
}

/**
 * A non-2xx answer as a PublishError. The order matters: a 429 is retried after its Retry-After
 * even if it also mentions the token; 401 always means reconnect; other 4xx are final.
 */
export function errorFromAnswer(platform: PlatformId, answer: HttpAnswer, reading: PlatformErrorReading): PublishError {
  const label = platformLabel(platform);
  const status = answer.status;
  const message = reading.message ?? `HTTP ${status}`;
  if (status === 429) {
    return new PublishError("retryable", `${label} is rate limiting posts: ${message}`, {
      status,
      retryAfterMs: retryAfterMs(answer.headers),
    });
  }
  if (status === 401 || reading.tokenProblem) return reconnectError(platform, message, status);
  if (status >= 500 || status === 408 || reading.transient) {
    // Only a real Retry-After here: X sends its rate-limit reset on every answer, and a 503
    // must not wait for a rate-limit window it did not hit.
    const retryAfter = answer.headers.get("retry-after");
    return new PublishError("retryable", `${label} had a temporary problem: ${message}`, {
      status,
      retryAfterMs: retryAfter === null ? undefined : parseRetryAfter(retryAfter),
    });
  }
  return new PublishError("permanent", `${label} rejected the post: ${message}`, { status });
}
