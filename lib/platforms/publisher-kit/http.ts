import type { PlatformId } from "@/lib/platforms/ids";
import { platformLabel, PublishError, unknownOutcomeError } from "@/lib/platforms/publisher-kit/publish-error";

export type HttpAnswer = {
  status: number;
  headers: Headers;
  /** Parsed JSON, or null when the body was empty or not JSON. */
  json: unknown;
  /** The raw body, for ids too large for a JS number (TikTok's int64 post ids). */
  text: string;
};

export type HttpCall = {
  platform: PlatformId;
  method: "GET" | "POST" | "PUT";
  url: string;
  headers?: Record<string, string>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (the Graph APIs' documented form). */
  form?: Record<string, string>;
  /** Sent as multipart/form-data (fetch writes the boundary): X's media upload. */
  multipart?: FormData;
  /** Sent as they are with this content type: an image PUT to an upload URL. */
  bytes?: { data: Uint8Array; contentType: string };
  timeoutMs: number;
  /**
   * True when sending this request twice cannot publish twice (reads, Meta media containers,
   * status polls): a lost answer is then simply retryable. False for the request that publishes:
   * a lost answer then means the post may exist, and retrying blindly could duplicate it.
   */
  repeatable: boolean;
};

/**
 * One HTTP request. Any HTTP status resolves (the caller reads the platform's error format);
 * only transport failures reject, already classified as a PublishError.
 */
export async function sendHttp(call: HttpCall): Promise<HttpAnswer> {
  const headers: Record<string, string> = { accept: "application/json", ...call.headers };
  let body: string | FormData | Uint8Array | undefined;
  if (call.multipart !== undefined) {
    body = call.multipart;
  } else if (call.bytes !== undefined) {
    headers["content-type"] = call.bytes.contentType;
    body = call.bytes.data;
  } else if (call.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(call.json);
  } else if (call.form !== undefined) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(call.form).toString();
  }

  let response: Response;
  let text: string;
  try {
    response = await fetch(call.url, {
      method: call.method,
      headers,
      body: body as BodyInit | undefined,
      signal: AbortSignal.timeout(call.timeoutMs),
      // An API never redirects a publish; "manual" turns a 3xx into an ordinary refused answer
      // instead of a transport error that would read as "may have been published".
      redirect: "manual",
    });
    text = await response.text();
  } catch (error) {
    throw transportError(call.platform, error, call.repeatable);
  }
  return { status: response.status, headers: response.headers, json: parseJson(text), text };
}

function parseJson(text: string): unknown {
  if (text.trim() === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// Error codes Node (undici) reports when the connection was never established, so the platform
// cannot have received anything.
const NOT_SENT_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
]);

/**
 * A transport failure as a PublishError: retryable when the request never left (or repeating it
 * is harmless), unknown_outcome when it may have reached the platform (timeout, reset).
 */
export function transportError(platform: PlatformId, error: unknown, repeatable: boolean): PublishError {
  const code = errorCode(error);
  const label = platformLabel(platform);
  if (code !== undefined && NOT_SENT_CODES.has(code)) {
    return new PublishError("retryable", `Could not reach ${label} (${code}).`, { cause: error });
  }
  const detail = isTimeout(error) ? "no answer before the timeout" : `connection failed: ${code ?? describe(error)}`;
  if (repeatable) {
    return new PublishError("retryable", `${label} did not answer (${detail}).`, { cause: error });
  }
  return unknownOutcomeError(platform, detail, error);
}

/** The first `code` along the cause chain (fetch wraps socket errors in a TypeError). */
function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function isTimeout(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    const name = (current as { name?: unknown }).name;
    if (name === "TimeoutError" || name === "AbortError") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
