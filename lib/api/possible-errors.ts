import type { Endpoint } from "@/lib/api/endpoint";
import { takesIdempotencyKey } from "@/lib/api/idempotency/idempotency-key";
import type { ErrorCode } from "@/lib/errors";

/** What the wrapper's own steps can answer for an endpoint of this auth, before its handler runs. */
function authErrors(endpoint: Endpoint): ErrorCode[] {
  const { auth } = endpoint;
  if (auth.kind === "anonymous") return [];
  // invalid_request: more than one Authorization header (lib/auth/authenticate.ts).
  const errors: ErrorCode[] = ["unauthorized", "rate_limited", "invalid_request"];
  if (auth.kind === "session") errors.push("session_required");
  else errors.push("insufficient_scope");
  // A session request that changes state must pass the Origin check (lib/api/check-origin.ts).
  if (endpoint.method !== "GET") errors.push("forbidden_origin");
  return errors;
}

/**
 * Every error code an endpoint can answer: its declared ones, those its auth, params, query
 * and body imply, and internal_error, which any endpoint can give. The OpenAPI document lists
 * these, and under the tests' contract checks (lib/testing/contract/) any other code is a failure.
 */
export function possibleErrors(endpoint: Endpoint): Set<ErrorCode> {
  const errors = new Set<ErrorCode>(authErrors(endpoint));
  if (endpoint.params) errors.add("not_found");
  if (endpoint.query) errors.add("invalid_request");
  if (endpoint.body) {
    errors.add("invalid_request");
    errors.add("payload_too_large");
  }
  if (takesIdempotencyKey(endpoint)) {
    // A malformed key is 400; lib/api/steps/run-idempotently.ts answers the other two.
    for (const code of ["invalid_request", "idempotency_in_progress", "idempotency_key_reused"] as const) errors.add(code);
  }
  for (const code of endpoint.errors) errors.add(code);
  errors.add("internal_error");
  return errors;
}
