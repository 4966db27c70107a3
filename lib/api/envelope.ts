import { z } from "@/lib/zod";
import type { Admission } from "@/lib/auth/admit-request";
import { errorCodeSchema, errorDetailSchema, errorDocUrl, type ErrorCode, type ErrorDetail } from "@/lib/errors";

// The envelope of every answer under /api/v1 (docs/spec.md, "Response envelope"), declared once:
// the OpenAPI document shows these schemas (as the components their ids name), the contract
// checks hold answers to them, the dashboard's client and the MCP tools read their types, and the
// builders below write exactly them. Type imports only besides zod, so the browser may import it.

const rateLimitSchema = z.object({
  remaining_rpm: z.number().int(),
  remaining_rpd: z.number().int(),
  reset_at: z.string().describe("When the window that matters resets."),
});

/** `meta` of an answer to an identified caller: every success under /api/v1. */
export const metaSchema = z
  .object({
    request_id: z.string().describe("The request's id, as in the `X-Request-Id` header; quote it when reporting a problem."),
    timestamp: z.string(),
    auth_method: z.enum(["api_key", "session"]).describe("Which credentials the request was judged by."),
    rate_limit: rateLimitSchema.optional().describe("The key's (or session's) rate-limit windows, as in the `X-RateLimit-*` headers."),
  })
  .meta({ id: "Meta" });

/** `meta` of an error: an answer given before the caller was identified (a bad key, a malformed request) has no `auth_method`. */
export const errorMetaSchema = metaSchema.partial({ auth_method: true }).meta({ id: "ErrorMeta" });

/** The `error` object of every failure. `details` is on every 400 (docs/api-decisions.md, "Errors"). */
export const errorObjectSchema = z
  .object({
    code: errorCodeSchema,
    message: z.string(),
    doc_url: z.string().meta({
      format: "uri-reference",
      description: "Where the code is explained: `/docs/errors#<code>`, a path on the API's own origin (additive to docs/spec.md's error object).",
    }),
    details: z.array(errorDetailSchema).optional(),
  })
  .meta({ id: "Error" });

/** `{ ok: false, error, meta }`: the body of every error answer under /api/v1 and of sign-up. */
export const errorEnvelopeSchema = z.object({ ok: z.literal(false), error: errorObjectSchema, meta: errorMetaSchema }).meta({ id: "ErrorEnvelope" });

/** `{ ok: true, data, meta }` around an endpoint's `data` schema. */
export const successEnvelope = <T extends z.ZodType>(data: T) => z.object({ ok: z.literal(true), data, meta: metaSchema });

export type Meta = z.infer<typeof metaSchema>;
export type ErrorMeta = z.infer<typeof errorMetaSchema>;
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
export type SuccessEnvelope<T = unknown> = z.infer<ReturnType<typeof successEnvelope<z.ZodType<T>>>>;
/** Either answer, as a reader of the API receives it. */
export type Envelope<T = unknown> = SuccessEnvelope<T> | ErrorEnvelope;

export type ResponseContext = {
  requestId: string;
  /** performance.now() when the request arrived, for the answer's log line. */
  startedAt?: number;
  authMethod?: "api_key" | "session";
  admission?: Admission;
};

/** ErrorMeta's shape: `auth_method` is there once authentication got that far (always, on a success under /api/v1). */
function meta(context: ResponseContext): ErrorMeta {
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
  // Sign-up, the one anonymous endpoint, answers without `auth_method`; every other success has it.
  const body = { ok: true, data, meta: meta(context) } satisfies Omit<SuccessEnvelope, "meta"> & { meta: ErrorMeta };
  return new Response(JSON.stringify(body), { status, headers: headers(context) });
}

/** `{ ok: false, error, meta }`, for errorResponse and for answers written before Next.js sees a request. */
export function errorBody(context: ResponseContext, code: ErrorCode, message: string, details?: ErrorDetail[]): ErrorEnvelope {
  return { ok: false, error: { code, message, doc_url: errorDocUrl(code), ...(details ? { details } : {}) }, meta: meta(context) };
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
