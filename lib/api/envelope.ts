import type { Admission } from "@/lib/ratelimit/admit";
import type { ErrorCode } from "@/lib/api/errors";

export type ResponseContext = {
  requestId: string;
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

export function successResponse(context: ResponseContext, data: unknown, status = 200): Response {
  return new Response(JSON.stringify({ ok: true, data, meta: meta(context) }), { status, headers: headers(context) });
}

export function errorResponse(
  context: ResponseContext,
  status: number,
  code: ErrorCode,
  message: string,
  extraHeaders: Record<string, string> = {},
): Response {
  const body = { ok: false, error: { code, message }, meta: meta(context) };
  return new Response(JSON.stringify(body), { status, headers: headers(context, extraHeaders) });
}
