import http from "node:http";
import https from "node:https";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformLabel, PublishError, unknownOutcomeError } from "@/lib/platforms/publisher-kit/publish-error";

/** An answer's headers, read by name in any case (as the Fetch API's Headers). */
export type AnswerHeaders = { get(name: string): string | null };

export type HttpAnswer = {
  status: number;
  headers: AnswerHeaders;
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
  /** Sent as multipart/form-data (the Fetch API's encoder writes it and its boundary): X's media upload. */
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

// Kept-alive connections, as the platforms' APIs are called again and again. An idle connection
// is closed after 4 s (undici's default), before a platform's server drops it: a request written
// on a connection the server has just closed fails as "may have reached the platform".
const AGENTS: Record<string, http.Agent> = {
  "http:": new http.Agent({ keepAlive: true, timeout: 4_000 }),
  "https:": new https.Agent({ keepAlive: true, timeout: 4_000 }),
};

/**
 * One HTTP request. Any HTTP status resolves (the caller reads the platform's error format);
 * only transport failures reject, already classified as a PublishError. Sent with node:http,
 * not fetch: in a burst of thousands of deliveries fetch's streams and signals cost more CPU than
 * everything else the runner does per request (docs/performance.md, "Live publishing"). Like
 * fetch with `redirect: "manual"`, a 3xx is an ordinary answer: an API never redirects a publish,
 * and following one would turn a refusal into "may have been published".
 */
export async function sendHttp(call: HttpCall): Promise<HttpAnswer> {
  const headers: Record<string, string> = { accept: "application/json", ...call.headers };
  let body: string | Uint8Array | undefined;
  if (call.multipart !== undefined) {
    const encoded = new Response(call.multipart);
    headers["content-type"] = encoded.headers.get("content-type")!;
    body = new Uint8Array(await encoded.arrayBuffer());
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
  if (body !== undefined) headers["content-length"] = String(typeof body === "string" ? Buffer.byteLength(body) : body.byteLength);
  try {
    return await exchange(call, headers, body);
  } catch (error) {
    throw transportError(call.platform, error, call.repeatable);
  }
}

/** Writes the request and reads the whole answer, or rejects with the socket's error or a TimeoutError. */
function exchange(call: HttpCall, headers: Record<string, string>, body: string | Uint8Array | undefined): Promise<HttpAnswer> {
  const url = new URL(call.url);
  const agent = AGENTS[url.protocol];
  if (!agent) return Promise.reject(new Error(`unsupported protocol ${url.protocol}`));
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolveOnce, rejectOnce) => {
    const timer: { id?: NodeJS.Timeout } = {};
    const resolve = (answer: HttpAnswer) => (clearTimeout(timer.id), resolveOnce(answer));
    const reject = (error: unknown) => (clearTimeout(timer.id), rejectOnce(error));
    // Throws at once for a header Node refuses (nothing was sent); the executor then rejects.
    const request = transport.request(url, { method: call.method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("aborted", () => reject(Object.assign(new Error("the connection closed mid-answer"), { code: "ECONNRESET" })));
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        resolve({ status: response.statusCode ?? 0, headers: answerHeaders(response.headers), json: parseJson(text), text });
      });
    });
    // The whole exchange, connection to last byte, as AbortSignal.timeout bounded fetch.
    timer.id = setTimeout(() => request.destroy(Object.assign(new Error(`no answer within ${call.timeoutMs} ms`), { name: "TimeoutError" })), call.timeoutMs);
    request.on("error", reject);
    request.end(body);
  });
}

function answerHeaders(raw: http.IncomingHttpHeaders): AnswerHeaders {
  return {
    get(name) {
      const value = raw[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(", ") : value;
    },
  };
}

function parseJson(text: string): unknown {
  if (text.trim() === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// Error codes Node reports when the connection was never established, so the platform cannot
// have received anything (UND_ERR_CONNECT_TIMEOUT: the same from fetch, used elsewhere).
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
