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
  return new OAuthProblem("refused", `${label} did not show ${what} (${detail}).`);
}
