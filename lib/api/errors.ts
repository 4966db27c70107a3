import { z } from "zod";

// The one error table (API.md, "Errors"). The OpenAPI document and the tests read it too.
export const ERROR_STATUS = {
  invalid_request: 400,
  post_not_schedulable: 400,
  post_not_editable: 400,
  unauthorized: 401,
  insufficient_scope: 403,
  brand_forbidden: 403,
  session_required: 403,
  forbidden_origin: 403,
  not_found: 404,
  voice_profile_missing: 404,
  payload_too_large: 413,
  // Sign-up only (POST /api/auth/signup, outside /api/v1):
  email_taken: 409,
  signup_closed: 403,
  rate_limited: 429,
  quota_exceeded: 429,
  generation_failed: 500,
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const errorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);

/** The one error class. Anything else thrown inside a handler becomes internal_error. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = ERROR_STATUS[code];
  }
}

export const UNAUTHORIZED_MESSAGE = "Missing or invalid credentials. Send a valid API key as `Authorization: Bearer <key>`.";

export const notFound = (what: string) => new ApiError("not_found", `${what} not found.`);
export const invalidRequest = (message: string) => new ApiError("invalid_request", message);
