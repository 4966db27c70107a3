import type { ErrorCode, ErrorDetail } from "@/lib/errors";

/**
 * A failed call to the Brandcast API, as the browser sees it: the API's own `error.code` and
 * `error.message` from the envelope (docs/spec.md, "Errors"), or a readable stand-in when the
 * answer had no envelope (network down, proxy page). `status` is 0 when nothing answered.
 */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** One of the API's error codes (lib/errors.ts); null when the answer was not the API's. */
    readonly code: ErrorCode | null,
    /** The API's `error.details`: which field (and platform) a 400 is about; empty when it gave none. */
    readonly details: ErrorDetail[] = [],
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

const FALLBACK = "Something went wrong. Please try again.";

/** The sentence to show a person for any thrown value: the API's message when it gave one. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : FALLBACK;
}

/** Whether a request was cancelled on purpose (unmount, Cancel button); never shown as an error. */
export function isAbort(error: unknown): boolean {
  return (error as Error | null)?.name === "AbortError";
}

/** Whether the API answered with this code, e.g. `hasCode(error, "voice_profile_missing")`. */
export function hasCode(error: unknown, code: ErrorCode): boolean {
  return error instanceof ApiRequestError && error.code === code;
}

/** Whether the API answered with this HTTP status, e.g. 404 for a brand that is not (or no longer) there. */
export function hasStatus(error: unknown, status: number): boolean {
  return error instanceof ApiRequestError && error.status === status;
}
