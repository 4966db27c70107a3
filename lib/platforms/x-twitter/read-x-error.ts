import type { PlatformErrorReading } from "@/lib/platforms/publisher-kit/answer-error";
import { readPath, readText } from "@/lib/platforms/publisher-kit/read-json";

/** X answers with RFC 7807 problems ({title, detail}) or v1-style {errors: [{message}]}. */
export function readXError(body: unknown): PlatformErrorReading {
  const message =
    readText(body, "detail") ??
    readText(body, "errors", 0, "message") ??
    readText(body, "errors", 0, "detail") ??
    readText(body, "title");
  // X uses 401 for a bad token, which errorFromAnswer already treats as reconnect; an
  // "invalid or expired token" 403/400 (error code 89) says the same thing in another shape.
  const code = readPath(body, "errors", 0, "code");
  const tokenProblem = code === 89 || /\b(expired|revoked|invalid)\b.*\btoken\b|\btoken\b.*\b(expired|revoked|invalid)\b/i.test(message ?? "");
  return { message, tokenProblem };
}
