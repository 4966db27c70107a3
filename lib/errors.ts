import { z } from "@/lib/zod";

// The one error table (docs/api-decisions.md, "Errors"). The OpenAPI document and the tests read it too.
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
  // A method the path does not serve (docs/api-decisions.md, "Errors"); carries `Allow`.
  method_not_allowed: 405,
  payload_too_large: 413,
  // Sign-up only (POST /api/auth/signup, outside /api/v1):
  email_taken: 409,
  signup_closed: 403,
  rate_limited: 429,
  // Idempotent retries (an Idempotency-Key on a POST under /api/v1, lib/api/idempotency/):
  idempotency_in_progress: 409,
  // POST /posts/{id}/queue: the brand has no queue slots, or none free within the horizon (lib/queue/).
  no_queue_slot: 409,
  // Approvals (lib/approvals/): the post changed while it was reviewed, or someone decided first.
  approval_conflict: 409,
  // POST /posts/{id}/approval/withdraw: the post has no pending request to take back.
  approval_not_pending: 409,
  // Resumable uploads (lib/media/uploads/): a chunk not at the session's offset, a chunk being written, completion before every byte arrived, a session no longer open.
  upload_conflict: 409,
  // POST /media/transcodes/{id}/cancel: the conversion already succeeded or failed.
  transcode_finished: 409,
  idempotency_key_reused: 422,
  // Workspaces, members and invitations (docs/teams.md, docs/api-decisions.md "Members and invitations"):
  invitation_email_mismatch: 403,
  last_owner: 409,
  personal_workspace: 409,
  already_member: 409,
  // POST /workspaces past the cap on workspaces one user may create (lib/workspaces/workspace-limit.ts).
  workspace_limit_reached: 409,
  invitation_unavailable: 410,
  quota_exceeded: 429,
  generation_failed: 500,
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const errorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]).meta({ id: "ErrorCode" });

/**
 * One thing wrong with a request, for a program to act on (`error.details`, docs/api-decisions.md):
 * the field (`content`, `platforms[1]`, `language_patterns.signature_phrases[0]`, `body` for the
 * body as a whole), and where a limit was passed, the platform, the limit and the actual value.
 */
export const errorDetailSchema = z
  .object({
    field: z.string().describe("The offending field: `content`, `platforms[1]`, `body` for the body as a whole."),
    platform: z.string().optional().describe("The platform whose limit was passed."),
    limit: z.number().optional().describe("The limit, in the unit the message names."),
    actual: z.number().optional().describe("The value or count that passed it."),
  })
  .meta({ id: "ErrorDetail" });

export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** The one error class. Anything else thrown inside a handler becomes internal_error. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** What `error.details` lists; a 400 without them gets the field its message starts with. */
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = "ApiError";
    this.status = ERROR_STATUS[code];
  }
}

export const UNAUTHORIZED_MESSAGE = "Missing or invalid credentials. Send a valid API key as `Authorization: Bearer <key>`.";

export const notFound = (what: string) => new ApiError("not_found", `${what} not found.`);
export const invalidRequest = (message: string, details?: ErrorDetail[]) => new ApiError("invalid_request", message, {}, details);

/**
 * Where each code is explained: a page of the app (app/docs/errors/page.tsx), one anchor per code.
 * A path, not a URL: the same answer holds whichever host the API was reached by, and a client
 * resolves it against the API's own origin (docs/api-decisions.md, "Errors").
 */
export const ERROR_DOCS_PATH = "/docs/errors";
export const errorDocUrl = (code: ErrorCode) => `${ERROR_DOCS_PATH}#${code}`;
