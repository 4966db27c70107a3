import type { Endpoint } from "@/lib/api/endpoint";
import type { ResponseContext } from "@/lib/api/envelope";
import { requestFingerprint } from "@/lib/api/idempotency/fingerprint";
import { idempotencyKeyOf } from "@/lib/api/idempotency/idempotency-key";
import { claimIdempotencyKey, findIdempotentAnswer, releaseIdempotencyKey, storeIdempotentAnswer, type StoredAnswer } from "@/lib/api/idempotency/idempotency-store";
import { tryLockKey } from "@/lib/api/idempotency/key-lock";
import { bodyToKeep, replayResponse } from "@/lib/api/idempotency/replay";
import { readJsonBody } from "@/lib/api/read-body";
import type { ParsedInput } from "@/lib/api/steps/parse-input";
import type { Answered } from "@/lib/api/steps/respond";
import type { Caller } from "@/lib/auth/caller";
import { runUnderIdempotencyClaim } from "@/lib/db/idempotency-claim";
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
 *
 * Crash-safe (docs/publishing.md, "What happens when a server dies"): the key is held by a lock
 * that dies with the process holding it (key-lock.ts), so a retry after a crash is not kept
 * waiting; it runs the request again under the same claim id, and a resource the dead request
 * had already written carries that id (lib/db/idempotency-claim.ts), so it is answered with that
 * resource, never with a second one.
 */
export async function runIdempotently(request: Request, endpoint: Endpoint, caller: Caller | null, context: ResponseContext, work: Work): Promise<Answered> {
  const key = idempotencyKeyOf(request, endpoint);
  if (key === null || caller === null) return work.handle(await work.parse());

  const body = endpoint.body ? await readJsonBody(request.clone()) : undefined;
  const fingerprint = requestFingerprint(request.method, new URL(request.url).pathname, body);
  const lock = await tryLockKey(caller.userId, key);
  // A live request holds the key (here or on another instance): its answer if it is kept by now, else 409.
  if (!lock) return answerFrom(await findIdempotentAnswer(caller.userId, key), fingerprint, context);
  try {
    const claim = await claimIdempotencyKey(caller.userId, key, fingerprint, context.requestId);
    if (claim.kind === "taken") return answerFrom(claim.stored, fingerprint, context);
    return await runClaimed(endpoint, caller.userId, key, claim.claimId, context, work);
  } finally {
    await lock.release();
  }
}

/** A key someone else used: its kept answer replayed, 422 for another request, 409 while it runs. */
function answerFrom(stored: StoredAnswer | null, fingerprint: string, context: ResponseContext): Answered {
  if (stored && stored.fingerprint !== fingerprint) throw reused();
  if (!stored || stored.statusCode === null || stored.responseBody === null) throw inProgress();
  return { response: replayResponse(context, { requestId: stored.requestId, statusCode: stored.statusCode, responseBody: stored.responseBody }) };
}

async function runClaimed(endpoint: Endpoint, userId: string, key: string, claimId: string, context: ResponseContext, work: Work): Promise<Answered> {
  let input: ParsedInput;
  try {
    input = await work.parse();
  } catch (error) {
    await releaseIdempotencyKey(userId, key, context.requestId);
    throw error;
  }
  const answered = await runUnderIdempotencyClaim(claimId, () => work.handle(input));
  const { response } = answered;
  try {
    await storeIdempotentAnswer(userId, key, context.requestId, response.status, bodyToKeep(endpoint, await response.clone().text()));
  } catch (error) {
    // The work is done and its answer is right: give it. A retry runs the request again under
    // the same claim, and finds what this one wrote.
    log().error({ request_id: context.requestId, err: error }, "could not keep the answer of an Idempotency-Key");
  }
  return answered;
}
