import type { PlatformId } from "@/lib/platforms/ids";
import { errorFromAnswer, type PlatformErrorReading } from "@/lib/platforms/publisher-kit/answer-error";
import type { HttpAnswer } from "@/lib/platforms/publisher-kit/http";
import { platformLabel, PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import { MAX_METRICS_ANSWER_CHARS } from "@/lib/platforms/metrics-kit/metric-count";

/**
 * A refused metrics request as a PublishError, classified as publishing classifies answers (a 429
 * waits its Retry-After, a 401 or token problem is reconnect, 5xx is retryable, other 4xx final),
 * with words about metrics rather than a post.
 */
export function metricsErrorFromAnswer(platform: PlatformId, answer: HttpAnswer, reading: PlatformErrorReading): PublishError {
  const classified = errorFromAnswer(platform, answer, reading);
  if (classified.kind === "reconnect") return classified;
  const label = platformLabel(platform);
  const what = reading.message ?? `HTTP ${answer.status}`;
  const message = answer.status === 429 ? `${label} is rate limiting metrics reads: ${what}` : `${label} refused the metrics request (HTTP ${answer.status}): ${what}`;
  return new PublishError(classified.kind, message, { status: classified.status, retryAfterMs: classified.retryAfterMs });
}

/** An answer that cannot be used as metrics: recorded as the snapshot's error, never as values. */
export function unusableMetricsAnswer(platform: PlatformId, reason: string): PublishError {
  return new PublishError("permanent", `${platformLabel(platform)} answered metrics that cannot be used: ${reason}.`);
}

/** A 2xx answer's JSON, or the reason it is not usable (too long, not JSON). */
export function metricsJson(platform: PlatformId, answer: HttpAnswer): unknown {
  if (answer.text.length > MAX_METRICS_ANSWER_CHARS) throw unusableMetricsAnswer(platform, `the answer is ${answer.text.length} characters long, more than ${MAX_METRICS_ANSWER_CHARS}`);
  if (answer.json === null) throw unusableMetricsAnswer(platform, "the answer is not JSON");
  return answer.json;
}
