import type { PlatformId } from "@/lib/platforms/ids";
import type { OAuthAnswer } from "@/lib/platforms/oauth-kit/oauth-http";
import { OAuthProblem } from "@/lib/platforms/oauth-kit/oauth-problem";
import { platformRule } from "@/lib/platforms/registry";

/** What a token endpoint granted. Times are absolute, computed when the answer arrived. */
export type TokenSet = {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  refreshExpiresAt: Date | null;
  scope: string | null;
  /** The whole JSON answer, for platform fields beside the standard ones (Threads' user_id, TikTok's open_id). */
  raw: Record<string, unknown>;
};

/**
 * A token endpoint's answer as a TokenSet, or the OAuthProblem it describes. Reads RFC 6749's
 * form (`access_token`, `expires_in`, errors as `{error, error_description}`), which X, LinkedIn,
 * Google and TikTok use, and Meta's `{error: {message, code}}`. TikTok may say no with a 200,
 * so an answer without an access token is read as an error whatever its status.
 */
export function readTokenAnswer(platform: PlatformId, answer: OAuthAnswer, now = Date.now()): TokenSet {
  const body = isObject(answer.json) ? answer.json : {};
  const accessToken = text(body.access_token);
  if (answer.status >= 200 && answer.status < 300 && accessToken && !("error" in body && body.error)) {
    return {
      accessToken,
      refreshToken: text(body.refresh_token),
      expiresAt: secondsFrom(now, body.expires_in),
      refreshExpiresAt: secondsFrom(now, body.refresh_expires_in ?? body.refresh_token_expires_in),
      scope: text(body.scope),
      raw: body,
    };
  }
  throw tokenProblem(platform, answer.status, body);
}

// RFC 6749 §5.2 error codes, and Meta's code 190 (invalid or expired token).
const GRANT_ERRORS = new Set(["invalid_grant", "190"]);
const CLIENT_ERRORS = new Set(["invalid_client", "unauthorized_client", "101"]);

export function tokenProblem(platform: PlatformId, status: number, body: Record<string, unknown>): OAuthProblem {
  const label = platformRule(platform).label;
  const { code, message } = readError(body);
  const detail = [code, message].filter(Boolean).join(": ") || `HTTP ${status}`;
  if (status === 429 || status >= 500) return new OAuthProblem("unavailable", `${label} could not issue a token right now (${detail}).`);
  // Worded for a renewal; a first sign-in's refused code is reworded where it is exchanged (lib/connections/oauth/complete-oauth-flow.ts).
  if (code && GRANT_ERRORS.has(code)) return new OAuthProblem("invalid_grant", `${label} no longer accepts the stored authorization (${detail}).`, detail);
  // A 401 without a code is the client authentication failing (RFC 6749 §5.2).
  if ((code && CLIENT_ERRORS.has(code)) || (status === 401 && !code)) {
    return new OAuthProblem("app_config", `${label} refused this app's credentials (${detail}); check the app id and secret set on the server.`);
  }
  if (status >= 200 && status < 300 && !code) return new OAuthProblem("unavailable", `${label} answered without an access token.`);
  return new OAuthProblem("refused", `${label} refused the token request (${detail}).`);
}

function readError(body: Record<string, unknown>): { code: string | null; message: string | null } {
  const error = body.error;
  if (isObject(error)) {
    const code = typeof error.code === "number" || typeof error.code === "string" ? String(error.code) : null;
    return { code, message: text(error.message) };
  }
  return { code: text(error), message: text(body.error_description) ?? text(body.message) };
}

function secondsFrom(now: number, value: unknown): Date | null {
  const seconds = typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? new Date(now + seconds * 1000) : null;
}

export function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
