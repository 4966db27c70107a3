import { z } from "@/lib/zod";
import type { Endpoint } from "@/lib/api/endpoint";
import { errorResponse, successResponse, type ResponseContext } from "@/lib/api/envelope";
import { detailsOf } from "@/lib/api/error-details";
import { toApiError } from "@/lib/api/map-error";
import { ApiError, type ErrorCode } from "@/lib/errors";
import { log } from "@/lib/log";

/** What the answer's log line needs besides the request: its status, code and any unexpected error. */
export type Answered = { response: Response; code?: ErrorCode; err?: unknown };

/** An answer a registered check (lib/api/answer-checks.ts) found broken: logged and answered as a 500 that names it. */
export function respondWithBreach(context: ResponseContext, breach: string): Answered {
  log().error({ request_id: context.requestId, breach }, breach);
  return { response: errorResponse(context, 500, "internal_error", breach), code: "internal_error" };
}

/** Respond: the envelope around `data`, with the declared success status. */
export function respondWithData(endpoint: Endpoint, context: ResponseContext, data: unknown): Answered {
  return { response: successResponse(context, data, endpoint.status) };
}

/** An error no step or handler meant to answer: a bug, a database outage. Logged with its stack. */
const isUnexpected = (thrown: unknown, error: ApiError) => error.code === "internal_error" && !(thrown instanceof ApiError) && !(thrown instanceof z.ZodError);

/** Respond: whatever was thrown, as `{ ok: false, error, meta }` through the one mapper. */
export function respondWithError(context: ResponseContext, thrown: unknown): Answered {
  const error = toApiError(thrown, context.requestId);
  const details = detailsOf(error);
  const response = errorResponse(context, error.status, error.code, error.message, error.headers, details);
  return { response, code: error.code, err: isUnexpected(thrown, error) ? thrown : undefined };
}
