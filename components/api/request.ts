/** An API failure with the server's readable message (error.message) and code. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

type Envelope<T> = { ok: true; data: T } | { ok: false; error: { code: string; message: string } };

/**
 * Calls a same-origin JSON endpoint with the session cookie and returns `data`, or throws an
 * ApiRequestError whose message is the API's own `error.message` when it gave one.
 */
export async function apiRequest<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? "GET",
      headers: init.body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
      cache: "no-store",
      signal: init.signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiRequestError("Could not reach Brandcast. Check your connection and try again.", 0, null);
  }

  let payload: Envelope<T> | null = null;
  try {
    payload = (await response.json()) as Envelope<T>;
  } catch {
    payload = null;
  }

  if (payload && payload.ok === true && response.ok) return payload.data;
  if (payload && payload.ok === false && payload.error?.message) {
    throw new ApiRequestError(payload.error.message, response.status, payload.error.code ?? null);
  }
  if (response.status === 401) throw new ApiRequestError("Your session has ended. Sign in again to continue.", 401, "unauthorized");
  throw new ApiRequestError(`Something went wrong (HTTP ${response.status}). Please try again.`, response.status, null);
}

/** Picks "field: message" out of an API validation message, for showing it next to the field. */
export function fieldErrorFrom(message: string, fields: readonly string[]): { field: string; message: string } | null {
  for (const field of fields) {
    const match = new RegExp(`(?:^|[\\s:;])${field}(?:\\[\\d+\\])?: ([^;]+?)(?:;|\\.?$)`).exec(message);
    if (match) return { field, message: match[1].trim() };
  }
  return null;
}
