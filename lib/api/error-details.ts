import type { ApiError, ErrorDetail } from "@/lib/errors";

/** `content: …`, `brand_ids[2]: …`, `language_patterns.vocabulary_level: …`: a message that starts with its field. */
const FIELD_PREFIX = /^([A-Za-z_]\w*(?:\[\d+\]|\.[A-Za-z_]\w*)*): /;

/**
 * The `error.details` an answer carries: on every 400 the error's own details, else the field its
 * message starts with (messages name their field first, docs/api-decisions.md), else none
 * (`[]`, when the whole request is at fault); other statuses only when the error gives them.
 */
export function detailsOf(error: ApiError): ErrorDetail[] | undefined {
  if (error.details || error.status !== 400) return error.details;
  const field = FIELD_PREFIX.exec(error.message)?.[1];
  return field ? [{ field }] : [];
}
