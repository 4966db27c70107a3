import type { Admission } from "@/lib/auth/admit-request";
import type { ErrorCode, ErrorDetail } from "@/lib/errors";

export type ResponseContext = {
  requestId: string;
  /** performance.now() when the request arrived, for the answer's log line. */
  startedAt?: number;
  authMethod?: "api_key" | "session";
  admission?: Admission;
};

function meta(context: ResponseContext) {
  const { admission } = context;
  return {
    request_id: context.requestId,
    timestamp: new Date().toISOString(),
    ...(context.authMethod ? { auth_method: context.authMethod } : {}),
    ...(admission
      ? {
          rate_limit: {
            remaining_rpm: admission.remainingRpm,
            remaining_rpd: admission.remainingRpd,
            reset_at: admission.resetAt.toISOString(),
          },
        }
      : {}),
  };
}

function headers(context: ResponseContext, extra: Record<string, string> = {}): Headers {
  const out = new Headers({ "content-type": "application/json; charset=utf-8", "x-request-id": context.requestId, ...extra });
  const { admission } = context;
  if (admission) {
    out.set("x-ratelimit-limit-rpm", String(admission.limitRpm));
    out.set("x-ratelimit-remaining-rpm", String(admission.remainingRpm));
    out.set("x-ratelimit-limit-rpd", String(admission.limitRpd));
    out.set("x-ratelimit-remaining-rpd", String(admission.remainingRpd));
    out.set("x-ratelimit-reset", String(Math.ceil(admission.resetAt.getTime() / 1000)));
    if (!admission.admitted) out.set("retry-after", String(admission.retryAfterSeconds));
  }
  return out;
}

/** The headers of every envelope response (X-Request-Id, the rate-limit headers, content type). */
export const envelopeHeaders = headers;

export function successResponse(context: ResponseContext, data: unknown, status = 200): Response {
  return new Response(JSON.stringify({ ok: true, data, meta: meta(context) }), { status, headers: headers(context) });
}

/** `{ ok: false, error, meta }`, for errorResponse and for answers written before Next.js sees a request. */
export function errorBody(context: ResponseContext, code: ErrorCode, message: string, details?: ErrorDetail[]) {
  return { ok: false as const, error: { code, message, ...(details ? { details } : {}) }, meta: meta(context) };
}

export function errorResponse(
  context: ResponseContext,
  status: number,
  code: ErrorCode,
  message: string,
  extraHeaders: Record<string, string> = {},
  details?: ErrorDetail[],
): Response {
  return new Response(JSON.stringify(errorBody(context, code, message, details)), { status, headers: headers(context, extraHeaders) });
}
