import { z } from "@/lib/zod";
import { ApiError } from "@/lib/errors";
import { describeZodError } from "@/lib/api/zod-message";

/** Everything a handler may throw becomes an ApiError here, and only here. */
export function toApiError(error: unknown, requestId: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof z.ZodError) {
    const { message, details } = describeZodError(error, "body");
    return new ApiError("invalid_request", message, {}, details);
  }
  if (isPrismaError(error, "P2025")) return new ApiError("not_found", "Resource not found.");
  // Logged once, with its stack, on the answer's log line (lib/api/log-answer.ts).
  return new ApiError("internal_error", `Something went wrong on our side. Quote request id ${requestId} when reporting it.`);
}

function isPrismaError(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && "code" in error && (error as { code: unknown }).code === code;
}
