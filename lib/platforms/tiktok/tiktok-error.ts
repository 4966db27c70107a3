import type { PlatformErrorReading } from "@/lib/platforms/publisher-kit/answer-error";
import { readText } from "@/lib/platforms/publisher-kit/read-json";

// TikTok error codes meaning the token is no good for posting (developers.tiktok.com, error handling).
const TOKEN_CODES = new Set(["access_token_invalid", "access_token_expired", "scope_not_authorized", "scope_permission_missed"]);

/** TikTok's envelope: {error: {code, message, log_id}}. */
export function readTikTokError(body: unknown): PlatformErrorReading {
  const code = readText(body, "error", "code");
  const message = readText(body, "error", "message") ?? code;
  return { message, tokenProblem: code !== undefined && TOKEN_CODES.has(code) };
}
