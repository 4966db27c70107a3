import type { Endpoint } from "@/lib/api/endpoint";
import type { ResponseContext } from "@/lib/api/envelope";
import { requestFingerprint } from "@/lib/api/idempotency/fingerprint";
import { idempotencyKeyOf } from "@/lib/api/idempotency/idempotency-key";
import { claimIdempotencyKey, releaseIdempotencyKey, storeIdempotentAnswer } from "@/lib/api/idempotency/idempotency-store";
import { bodyToKeep, replayResponse } from "@/lib/api/idempotency/replay";
import { readJsonBody } from "@/lib/api/read-body";
import type { ParsedInput } from "@/lib/api/steps/parse-input";
import type { Answered } from "@/lib/api/steps/respond";
import type { Caller } from "@/lib/auth/caller";
import { ApiError } from "@/lib/errors";
import { log } from "@/lib/log";

export type Work = {
  parse: () => Promise<ParsedInput>;
  /** The handler's answer, success or error. */
  handle: (input: ParsedInput) => Promise<Answered>;
};

const inProgress = () =>
  new ApiError("idempotency_in_progress", "A request with this Idempotency-Key is still running; retry once it has finished.", { "retry-after": "1" });
const reused = () =>
  new ApiError(
    "idempotency_key_reused",
    "This Idempotency-Key was used in the last 24 hours for a different request (another path or body); use a new key for a new request.",
  );

/**
 * Idempotent retries, Stripe's semantics (docs/api-decisions.md, "Idempotent retries"): the
 * first answer to a key is kept for 24 hours per user and key value, and a retry with the same
 * request gets it replayed; the same key with another request is 422; a retry while the first
 * still runs is 409. Input that does not parse keeps nothing, so the key can be used again;
 * once the handler has started, whatever it answers (errors included) is what a retry gets.
 */
export async function runIdempotently(request: Request, endpoint: Endpoint, caller: Caller | null, context: ResponseContext, work: Work): Promise<Answered> {
  const key = idempotencyKeyOf(request, endpoint);
  if (key === null || caller === null) return work.handle(await work.parse());

  const body = endpoint.body ? await readJsonBody(request.clone()) : undefined;
  const fingerprint = requestFingerprint(request.method, new URL(request.url).pathname, body);
  const claim = await claimIdempotencyKey(caller.userId, key, fingerprint, context.requestId);
  if (claim.kind === "taken") {
    const { stored } = claim;
    if (stored.fingerprint !== fingerprint) throw reused();
    if (stored.statusCode === null || stored.responseBody === null) throw inProgress();
    return { response: replayResponse(context, { requestId: stored.requestId, statusCode: stored.statusCode, responseBody: stored.responseBody }) };
  }

  let input: ParsedInput;
  try {
    input = await work.parse();
  } catch (error) {
    await releaseIdempotencyKey(caller.userId, key, context.requestId);
    throw error;
  }
  const answered = await work.handle(input);
  const { response } = answered;
  try {
    await storeIdempotentAnswer(caller.userId, key, context.requestId, response.status, bodyToKeep(endpoint, await response.clone().text()));
  } catch (error) {
    // The work is done and its answer is right: give it. A retry finds the key running until
    // it counts as abandoned (ABANDONED_AFTER_MINUTES).
    log().error({ request_id: context.requestId, err: error }, "could not keep the answer of an Idempotency-Key");
  }
  return answered;
}
