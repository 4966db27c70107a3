import type { Endpoint } from "@/lib/api/endpoint";
import { invalidRequest } from "@/lib/errors";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const REPLAYED_HEADER = "Idempotent-Replayed";
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** How long a key's first answer is kept and replayed (Stripe's 24 hours). */
export const IDEMPOTENCY_TTL_HOURS = 24;

/**
 * Every POST under /api/v1 with a JSON body takes an Idempotency-Key (docs/api-decisions.md,
 * "Idempotent retries"). An upload (multipart) does not: its fingerprint would be megabytes of
 * bytes framed by a boundary each retry makes anew, and a repeated upload only adds a row.
 */
export const takesIdempotencyKey = (endpoint: Endpoint): boolean => endpoint.method === "POST" && endpoint.path.startsWith("/api/v1/") && !endpoint.multipart;

const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/** The request's Idempotency-Key, or null when it has none or the endpoint takes none; 400 for a malformed one. */
export function idempotencyKeyOf(request: Request, endpoint: Endpoint): string | null {
  if (!takesIdempotencyKey(endpoint)) return null;
  const value = request.headers.get(IDEMPOTENCY_HEADER);
  if (value === null) return null;
  if (value.length === 0 || value.length > IDEMPOTENCY_KEY_MAX_LENGTH || !PRINTABLE_ASCII.test(value)) {
    throw invalidRequest(`${IDEMPOTENCY_HEADER} must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters (a UUID is a good choice).`);
  }
  return value;
}
