import type { Envelope } from "@/lib/api/envelope";
import { ApiRequestError } from "@/lib/client/api-error";

// Browser-only: same-origin requests carrying the session cookie. Server code calls lib/ domain
// functions directly and never goes through HTTP to itself.

export type ApiFetchInit = { method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; body?: unknown; signal?: AbortSignal };

const UNREACHABLE = "Could not reach Brandcast. Check your connection and try again.";
const SIGNED_OUT = "Your session has ended. Sign in again to continue.";

/**
 * Calls a JSON endpoint of the API and returns the envelope's `data`. A `{ ok: false, error }`
 * answer throws an ApiRequestError with the API's code and message; an answer without an
 * envelope throws one with a readable message and the HTTP status. Aborts are rethrown as is.
 */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const hasBody = init.body !== undefined;
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? "GET",
      headers: hasBody ? { Accept: "application/json", "Content-Type": "application/json" } : { Accept: "application/json" },
      body: hasBody ? JSON.stringify(init.body) : undefined,
      credentials: "same-origin",
      cache: "no-store",
      signal: init.signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiRequestError(UNREACHABLE, 0, null);
  }

  const payload = await readEnvelope<T>(response);
  if (payload?.ok === true && response.ok) return payload.data;
  if (payload?.ok === false && payload.error?.message) {
    throw new ApiRequestError(payload.error.message, response.status, payload.error.code ?? null, Array.isArray(payload.error.details) ? payload.error.details : []);
  }
  if (response.status === 401) throw new ApiRequestError(SIGNED_OUT, 401, "unauthorized");
  throw new ApiRequestError(`Something went wrong (HTTP ${response.status}). Please try again.`, response.status, null);
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T> | null> {
  try {
    const body: unknown = await response.json();
    return body !== null && typeof body === "object" && "ok" in body ? (body as Envelope<T>) : null;
  } catch (error) {
    // The body was cut off by an abort: that is a cancellation, not a malformed answer.
    if ((error as Error).name === "AbortError") throw error;
    return null;
  }
}
