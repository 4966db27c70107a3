/** What the Graph API loopbacks (Facebook, Instagram, Threads) share: token, errors, params. */
import { acceptsToken, type PlatformAnswer, type PlatformRequest, type TokenCheck } from "@/lib/testing/platform-servers/platform-server";

/** The access token as the Graph API takes it: form field, query parameter or bearer header. */
export function graphToken(request: PlatformRequest): string | null {
  return request.form?.get("access_token") ?? request.query.get("access_token") ?? /^(?:Bearer|OAuth) (\S+)$/.exec(request.headers.authorization ?? "")?.[1] ?? null;
}

export function graphParam(request: PlatformRequest, name: string): string | null {
  return request.form?.get(name) ?? request.query.get(name) ?? (typeof request.json?.[name] === "string" ? request.json[name] : null);
}

export function graphError(status: number, code: number, message: string, extra: Record<string, unknown> = {}): PlatformAnswer {
  return { status, json: { error: { message, type: code === 190 ? "OAuthException" : "GraphMethodException", code, fbtrace_id: "AbCdEfGhIjK", ...extra } } };
}

/** The token check every Graph call starts with; null when the token is good. */
export async function refuseBadToken(request: PlatformRequest, tokens: TokenCheck): Promise<{ refused: PlatformAnswer } | { token: string }> {
  const token = graphToken(request);
  if (!token || !(await acceptsToken(tokens, token))) return { refused: graphError(400, 190, "Invalid OAuth access token - Cannot parse access token") };
  return { token };
}

/** "/{id}/{edge}" → [id, edge]; "/{id}" → [id, ""]. */
export function graphPath(path: string): [string, string] | null {
  const match = /^\/([^/]+)(?:\/([^/]+))?\/?$/.exec(path);
  return match ? [decodeURIComponent(match[1]), match[2] ?? ""] : null;
}

/**
 * Meta's rate-limit answer: an error with a rate-limit code (80001 Pages, 80002 Instagram, 4
 * app-level…) and the X-Business-Use-Case-Usage header whose estimated_time_to_regain_access
 * (minutes) says how long to wait (developers.facebook.com/docs/graph-api/overview/rate-limiting).
 */
export function graphRateLimited(code: number, objectId: string, minutes: number): PlatformAnswer {
  const answer = graphError(400, code, "There have been too many calls for this account. Wait a bit and try again.", { is_transient: true });
  const usage = { [objectId]: [{ type: "pages", call_count: 100, total_cputime: 20, total_time: 30, estimated_time_to_regain_access: minutes }] };
  return { ...answer, headers: { "x-business-use-case-usage": JSON.stringify(usage) } };
}
