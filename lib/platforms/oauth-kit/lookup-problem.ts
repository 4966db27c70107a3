import type { PlatformId } from "@/lib/platforms/ids";
import type { OAuthAnswer } from "@/lib/platforms/oauth-kit/oauth-http";
import { OAuthProblem } from "@/lib/platforms/oauth-kit/oauth-problem";
import { isObject, text } from "@/lib/platforms/oauth-kit/token-answer";
import { platformRule } from "@/lib/platforms/registry";

/**
 * A profile, Page or location lookup right after sign-in that did not give what it should:
 * the platform's own words where it gave any (RFC 7807 `detail`, Graph `error.message`,
 * Google's `error.message`, TikTok's `error.message`), else the status.
 */
export function lookupProblem(platform: PlatformId, what: string, answer: OAuthAnswer): OAuthProblem {
  const label = platformRule(platform).label;
  const body = isObject(answer.json) ? answer.json : {};
  const error = isObject(body.error) ? body.error : null;
  const said = text(body.detail) ?? text(body.title) ?? (error ? text(error.message) : text(body.error_description)) ?? text(body.message);
  const detail = said ?? `HTTP ${answer.status}`;
  if (answer.status === 429 || answer.status >= 500) return new OAuthProblem("unavailable", `${label} could not show ${what} right now (${detail}).`);
  return new OAuthProblem("refused", `${label} did not show ${what} (${detail}).`, said, refusedPart(answer.status, error));
}

// Graph: 190 is "Invalid OAuth access token", 100 an id it does not know (or cannot reach);
// a bare 404 is not taken as a refusal (a proxy or a moved endpoint answers it too);
// TikTok: access_token_invalid. Rate limits and missing permissions are not refusals.
function refusedPart(status: number, error: Record<string, unknown> | null): "token" | "id" | null {
  const code = error?.code;
  if (status === 401 || code === 190 || code === "access_token_invalid") return "token";
  if (code === 100) return "id";
  return null;
}
