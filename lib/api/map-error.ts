import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { describeZodError } from "@/lib/api/zod-message";

/** Everything a handler may throw becomes an ApiError here, and only here. */
export function toApiError(error: unknown, requestId: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof z.ZodError) return new ApiError("invalid_request", describeZodError(error, "body"));
  if (isPrismaError(error, "P2025")) return new ApiError("not_found", "Resource not found.");
  console.error(`[api] ${requestId} unhandled error:`, error);
  return new ApiError("internal_error", `Something went wrong on our side. Quote request id ${requestId} when reporting it.`);
}

function isPrismaError(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && "code" in error && (error as { code: unknown }).code === code;
}
