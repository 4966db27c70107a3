export type SafeFetchErrorCode =
  | "invalid_url" // not a URL, or a scheme other than http/https
  | "refused" // the SSRF policy refused a port, an address or a redirect
  | "too_many_redirects"
  | "timeout"
  | "too_large"
  | "not_text" // the body is not text (image, PDF, ...)
  | "not_image" // an image was asked for and the answer says it is text or JSON
  | "network"; // DNS failure, connection refused, TLS error, malformed response

/** Every failure of `safeFetchText` and `safeFetchBytes`; `message` is readable and safe to show to the user. */
export class SafeFetchError extends Error {
  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "SafeFetchError";
  }
}
