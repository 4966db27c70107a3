import { ERROR_DOCS_PATH, ERROR_STATUS, type ErrorCode } from "@/lib/errors";

// The page every `error.doc_url` points into (docs/api-decisions.md, "Errors"): what each code
// means and what a client does about it. One entry per code of the error table, which the
// compiler holds to; the app serves it at ERROR_DOCS_PATH (app/docs/errors/page.tsx) and
// docs/errors.md is this text, kept equal by lib/error-docs.test.ts.

export const ERROR_DOCS: Record<ErrorCode, { title: string; what: string; fix: string }> = {
  invalid_request: {
    title: "The request is malformed or a field breaks a rule",
    what: "The body, query or path did not pass validation: malformed JSON, an unknown field, a missing or mistyped one, a text too long for a platform. The message names the field; `error.details` lists every offending field (`field`, and `platform`, `limit`, `actual` where a limit was passed).",
    fix: "Correct the fields `error.details` names and send the request again. Retrying unchanged gives the same answer.",
  },
  post_not_schedulable: {
    title: "This post cannot be scheduled",
    what: "The post is already published.",
    fix: "Create a new post (or duplicate this one) to publish it again.",
  },
  post_not_editable: {
    title: "This post cannot be changed now",
    what: "Only draft and failed posts can be edited; a post being published right now cannot be deleted.",
    fix: "Unschedule a scheduled post first; wait for a post being published to finish.",
  },
  unauthorized: {
    title: "Missing or invalid credentials",
    what: "No API key, or one that is malformed, unknown, expired or revoked (they all get the same answer), or no signed-in session.",
    fix: "Send a valid key as `Authorization: Bearer <key>`; create one in the dashboard's settings.",
  },
  insufficient_scope: {
    title: "The key lacks the scope this operation needs",
    what: "The message names the scope (`read`, `write`, `generate`, `post`, `schedule` or `admin`).",
    fix: "Use a key with that scope, or create one (`admin` grants every scope).",
  },
  brand_forbidden: {
    title: "The key is restricted to other brands",
    what: "The brand is yours, but the key's `brand_ids` does not include it (or the operation needs a key for all brands).",
    fix: "Use a key for this brand or for all brands.",
  },
  session_required: {
    title: "This operation needs a signed-in web session",
    what: "API keys cannot call it (creating API keys, connecting an account with a platform's sign-in).",
    fix: "Do it in the dashboard while signed in.",
  },
  forbidden_origin: {
    title: "The request did not come from the app's own origin",
    what: "A session request that changes something must carry the app's own `Origin`.",
    fix: "Send it from the dashboard, or use an API key.",
  },
  not_found: {
    title: "Not found",
    what: "No such resource, or one that belongs to another account (existence is not disclosed), or no such endpoint.",
    fix: "Check the id and the path.",
  },
  voice_profile_missing: {
    title: "The brand has no voice profile yet",
    what: "Generation writes in a brand's voice, and this brand has none.",
    fix: "Extract one (POST /brands/{id}/voice/extract) or set one (PUT /brands/{id}/voice) first.",
  },
  method_not_allowed: {
    title: "The path does not serve this method",
    what: "The `Allow` header lists the methods it serves.",
    fix: "Use one of the methods in `Allow`.",
  },
  payload_too_large: {
    title: "The request body is too large",
    what: "At most 1 MB for JSON, 8 MB for an image upload.",
    fix: "Send less: fewer samples, a smaller image.",
  },
  email_taken: {
    title: "An account with this email already exists",
    what: "Sign-up only.",
    fix: "Sign in instead.",
  },
  signup_closed: {
    title: "Sign-up is closed on this server",
    what: "Sign-up only: the server does not take new accounts.",
    fix: "Ask the server's operator for an account.",
  },
  rate_limited: {
    title: "Rate limit reached",
    what: "The key's requests per minute or per day (or the session's per minute) are used up. `Retry-After` says how many seconds until the window resets; `meta.rate_limit` and the `X-RateLimit-*` headers show the counts. A metrics \"refresh now\" (`POST /posts/{id}/metrics/refresh`) has its own limits: once per post per 5 minutes, 60 per workspace per hour.",
    fix: "Wait `Retry-After` seconds, then retry.",
  },
  idempotency_in_progress: {
    title: "A request with this Idempotency-Key is still running",
    what: "The first request with this key has not answered yet.",
    fix: "Retry after `Retry-After` (1 s) with the same key: you get the first request's answer once it has one.",
  },
  no_queue_slot: {
    title: "No free queue slot",
    what: "The brand has no posting slots, or none is free within 365 days.",
    fix: "Add slots (PUT /brands/{id}/queue) or schedule the post at a time of your choice.",
  },
  approval_conflict: {
    title: "The approval changed under you",
    what: "The post changed while you were reviewing it (its content hash is no longer the one you sent), someone else decided on it first, or it has no approval request to decide.",
    fix: "Reload the post, review what it is now, and decide again with its current `approval.content_hash`.",
  },
  approval_not_pending: {
    title: "No pending approval request",
    what: "Only a pending approval request can be withdrawn: this post's approval was already decided (approved, changes requested), was withdrawn before, or the post was never submitted.",
    fix: "Read the post (`approval.state`); submit it again for approval if it needs a new request.",
  },
  upload_conflict: {
    title: "The upload is not where you think",
    what: "A chunk must start at the session's `received_bytes`; another chunk of the session is being written; completion needs every declared byte; or the session was aborted or ran out.",
    fix: "GET /media/uploads/{id} and send the chunk starting at its `received_bytes` (the message names it); an aborted or expired session cannot continue: start a new one.",
  },
  transcode_finished: {
    title: "The conversion has already finished",
    what: "Only a queued or running video conversion can be cancelled: this one already succeeded (its converted video exists) or failed.",
    fix: "GET /media/transcodes/{id} for its outcome; a converted video you do not want is simply left out of the post.",
  },
  idempotency_key_reused: {
    title: "This Idempotency-Key was used for another request",
    what: "In the last 24 hours the key went with another method, path or body.",
    fix: "Use a new key for a new request.",
  },
  invitation_email_mismatch: {
    title: "This invitation is for another address",
    what: "An invitation is bound to the address it was sent to; the signed-in account has another. Nothing changed: the invitation is still open for its address.",
    fix: "Sign in (or sign up) with the invited address, or ask for an invitation to yours.",
  },
  last_owner: {
    title: "A workspace keeps at least one owner",
    what: "The request would leave the workspace without an owner: removing, demoting or the leaving of its last one.",
    fix: "Make another member an owner first (PATCH the member's role to `owner`), then try again.",
  },
  personal_workspace: {
    title: "A personal workspace keeps its own user as owner",
    what: "Everyone's personal workspace is made with their account and deleted with it; its user cannot be removed from it, demoted in it or leave it.",
    fix: "Create a shared workspace for a team whose ownership may change.",
  },
  already_member: {
    title: "Already a member of this workspace",
    what: "The address or account is a member already: an invitation is not needed (and is left unused).",
    fix: "Change the member's role instead (PATCH /workspaces/{id}/members/{user_id}).",
  },
  workspace_limit_reached: {
    title: "This account has created as many workspaces as it may",
    what: "One account may create at most 20 shared workspaces that still exist (its personal workspace and workspaces it was invited to do not count). `error.details` gives the cap (`limit`) and how many it has created (`actual`).",
    fix: "Work in a workspace you have: one holds many brands, each with its own members' access. Or ask a member of another workspace to invite you.",
  },
  invitation_unavailable: {
    title: "This invitation can no longer be accepted",
    what: "It was accepted already (each link works once), revoked, or has expired (7 days after it was sent). The message says which.",
    fix: "Ask a workspace admin for a new invitation.",
  },
  quota_exceeded: {
    title: "This month's generations are used up",
    what: "The plan's generations per month are all taken; the quota renews on the 1st (UTC), which `Retry-After` counts down to.",
    fix: "Wait for the next month or change plan.",
  },
  generation_failed: {
    title: "Generation failed",
    what: "Content generation or voice extraction did not get a usable answer from the model; the message says why.",
    fix: "Retry. A failed generation is given back to the month's quota.",
  },
  internal_error: {
    title: "Something went wrong on our side",
    what: "An unexpected error; no internals are shown. The message carries the request id.",
    fix: "Retry later; quote `meta.request_id` when reporting it.",
  },
};

/** The codes in the order of the table: by status, as lib/errors.ts lists them within one. */
export const DOCUMENTED_CODES = (Object.keys(ERROR_STATUS) as ErrorCode[]).sort((a, b) => ERROR_STATUS[a] - ERROR_STATUS[b]);

/** docs/errors.md: the same page as the app serves, one heading per code (its anchor is the code). */
export function errorReferenceMarkdown(): string {
  const entries = DOCUMENTED_CODES.map((code) => {
    const { title, what, fix } = ERROR_DOCS[code];
    return `## ${code}\n\n**${ERROR_STATUS[code]}**: ${title}.\n\n${what}\n\nWhat to do: ${fix}\n`;
  });
  return [
    "# Error codes\n",
    "<!-- Written from lib/error-docs.ts: edit it there and run `npx tsx scripts/write-error-docs.ts`; lib/error-docs.test.ts keeps the two equal. -->\n",
    `Every failure of the API is \`{ ok: false, error: { code, message, doc_url, details? }, meta }\`. \`error.doc_url\` is \`${ERROR_DOCS_PATH}#<code>\`, this page as the app serves it, on the API's own origin. Branch on \`code\`; \`message\` is for people and may change.\n`,
    ...entries,
  ].join("\n");
}
