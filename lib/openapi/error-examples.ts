import { ERROR_STATUS, errorDocUrl, UNAUTHORIZED_MESSAGE, type ErrorCode } from "@/lib/errors";

// One representative message per error code, for the document's examples. The codes are the
// contract (docs/api-decisions.md, "Errors"); messages are for people and may vary.
const MESSAGES: Partial<Record<ErrorCode, string>> = {
  invalid_request: "body.platforms: at least one platform is required",
  unauthorized: UNAUTHORIZED_MESSAGE,
  insufficient_scope: 'This API key lacks the "post" scope needed here.',
  brand_forbidden: "This API key is restricted to other brands.",
  session_required: "This endpoint needs a signed-in web session; API keys cannot call it.",
  forbidden_origin: "This request did not come from the app's own origin.",
  not_found: "Resource not found.",
  voice_profile_missing: "This brand has no voice profile yet.",
  post_not_schedulable: "This post is already published; create a new post to publish it again.",
  post_not_editable: "Only draft and failed posts can be edited.",
  payload_too_large: "The request body is larger than 1048576 bytes (1 MB).",
  rate_limited: "Rate limit of 60 requests per minute reached. Retry after 12 s.",
  quota_exceeded: "This month's generations are used up.",
  idempotency_in_progress: "A request with this Idempotency-Key is still running; retry once it has finished.",
  idempotency_key_reused: "This Idempotency-Key was used in the last 24 hours for a different request (another path or body); use a new key for a new request.",
  generation_failed: "Content generation failed; try again.",
  internal_error: "Something went wrong on our side. Quote request id 3f6c1b7e-2a4d-4e8f-9b1c-5d7a2e9f0c41 when reporting it.",
};

export const META_EXAMPLE = {
  request_id: "3f6c1b7e-2a4d-4e8f-9b1c-5d7a2e9f0c41",
  timestamp: "2026-12-01T09:30:00.000Z",
  auth_method: "api_key",
  rate_limit: { remaining_rpm: 59, remaining_rpd: 999, reset_at: "2026-12-01T09:31:00.000Z" },
} as const;

/** components.examples: one error envelope per code (of those given), which error responses refer to. */
export function errorExampleComponents(codes: Iterable<ErrorCode>) {
  return Object.fromEntries(
    [...codes].map((code) => [
      code,
      {
        summary: `${ERROR_STATUS[code]} ${code}`,
        value: { ok: false, error: { code, message: MESSAGES[code] ?? `An error of code ${code}.`, doc_url: errorDocUrl(code) }, meta: META_EXAMPLE },
      },
    ]),
  );
}

/** The `examples` of an error response: a reference to the example of each code it can carry. */
export const errorExamples = (codes: readonly ErrorCode[]) => Object.fromEntries(codes.map((code) => [code, { $ref: `#/components/examples/${code}` }]));
