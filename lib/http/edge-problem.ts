import { allowedMethodsOf } from "@/lib/api/allowed-methods";
import { allowHeader } from "@/lib/api/other-methods";
import type { ErrorCode, ErrorDetail } from "@/lib/errors";

export type EdgeProblem = { status: number; code: ErrorCode; message: string; headers: Record<string, string>; details?: ErrorDetail[] };

/** Methods that Node accepts but a Fetch `Request` cannot carry: Next.js fails on them with a plain-text 500. */
const UNREQUESTABLE = new Set(["TRACE", "TRACK", "CONNECT"]);

function decodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

const countAuthorization = (rawHeaders: readonly string[]) =>
  rawHeaders.filter((name, index) => index % 2 === 0 && name.toLowerCase() === "authorization").length;

/**
 * What is wrong with a request to /api/v1 before Next.js can even route it, or null. These are
 * the answers Next.js would give outside the envelope (a plain-text 500), or could not give at
 * all: Node keeps only the first of two Authorization headers, so a route never sees the second
 * (docs/api-decisions.md: such a request is refused, never judged by the first).
 */
export function edgeProblem(method: string, rawPath: string, rawHeaders: readonly string[]): EdgeProblem | null {
  if (!decodablePath(rawPath)) {
    return { status: 400, code: "invalid_request", message: "The request path is not valid percent-encoded UTF-8.", headers: {}, details: [{ field: "path" }] };
  }
  if (countAuthorization(rawHeaders) > 1) {
    return {
      status: 400,
      code: "invalid_request",
      message: "Send exactly one Authorization header: this request has more than one credential.",
      headers: {},
      details: [{ field: "authorization" }],
    };
  }
  if (UNREQUESTABLE.has(method)) {
    const served = allowedMethodsOf(decodeURIComponent(rawPath));
    if (!served) return { status: 404, code: "not_found", message: `No endpoint ${method} ${rawPath.slice(0, 200)}.`, headers: {} };
    const allow = allowHeader(served);
    return { status: 405, code: "method_not_allowed", message: `${method} is not allowed on ${rawPath.slice(0, 200)}; it allows ${allow}.`, headers: { allow } };
  }
  return null;
}
