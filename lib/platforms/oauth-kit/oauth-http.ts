import type { PlatformId } from "@/lib/platforms/ids";
import { OAuthProblem } from "@/lib/platforms/oauth-kit/oauth-problem";
import { platformRule } from "@/lib/platforms/registry";

export type OAuthAnswer = { status: number; json: unknown };

export type OAuthCall = {
  method: "GET" | "POST";
  url: string;
  headers?: Record<string, string>;
  /** Sent as application/x-www-form-urlencoded, the body every token endpoint documents. */
  form?: Record<string, string>;
  /** Sent as application/json (Bluesky's XRPC procedures). */
  json?: unknown;
  timeoutMs?: number;
};

/** Sign-in and renewal wait this long per request; a publish waits no longer for its token. */
export const OAUTH_TIMEOUT_MS = 15_000;

/**
 * One request to a platform's sign-in, token or profile endpoint. Any HTTP status resolves (the
 * caller reads the platform's error format); a request that got no answer is `unavailable`.
 */
export async function oauthRequest(platform: PlatformId, call: OAuthCall): Promise<OAuthAnswer> {
  const headers: Record<string, string> = { accept: "application/json", ...call.headers };
  let body: string | undefined;
  if (call.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(call.form).toString();
  } else if (call.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(call.json);
  }
  let response: Response;
  let text: string;
  try {
    response = await fetch(call.url, {
      method: call.method,
      headers,
      body,
      signal: AbortSignal.timeout(call.timeoutMs ?? OAUTH_TIMEOUT_MS),
      // A token endpoint never redirects; following one could send the secret elsewhere.
      redirect: "manual",
    });
    text = await response.text();
  } catch (error) {
    throw new OAuthProblem("unavailable", `${platformRule(platform).label} did not answer (${describe(error)}).`);
  }
  return { status: response.status, json: parseJson(text) };
}

function parseJson(text: string): unknown {
  if (text.trim() === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function describe(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const { code, name } = current as { code?: unknown; name?: unknown };
    if (typeof code === "string") return code;
    if (name === "TimeoutError" || name === "AbortError") return "no answer before the timeout";
    current = (current as { cause?: unknown }).cause;
  }
  return "connection failed";
}
