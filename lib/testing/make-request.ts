// Requests for calling route handlers directly in vitest (no server): `await POST(req)`.

export const TEST_BASE_URL = "http://localhost:3000";

export type MakeRequestOptions = {
  /** An object or array is sent as JSON (content-type set); a string, bytes or a FormData as they are. */
  body?: unknown;
  headers?: HeadersInit;
};

/**
 * `makeRequest("POST", "/api/v1/posts", { body: {...}, headers: await sessionHeaders(user.id) })`.
 * A relative url is resolved against http://localhost:3000 (the NEXTAUTH_URL the test runner sets).
 */
export function makeRequest(method: string, url: string, options: MakeRequestOptions = {}): Request {
  const headers = new Headers(options.headers);
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    // A FormData is sent as multipart/form-data (the Request sets the boundary).
    if (typeof options.body === "string" || options.body instanceof Uint8Array || options.body instanceof FormData) {
      body = options.body as BodyInit;
    } else {
      body = JSON.stringify(options.body);
      if (!headers.has("content-type")) headers.set("content-type", "application/json");
    }
  }
  return new Request(new URL(url, TEST_BASE_URL), { method: method.toUpperCase(), headers, body });
}

/** `params` for a dynamic route handler: `GET(req, routeParams({ id }))` (Next 16 passes a Promise). */
export function routeParams<T extends Record<string, string>>(params: T): { params: Promise<T> } {
  return { params: Promise.resolve(params) };
}

/** Reads a route's JSON response; fails with the raw text when it is not JSON. */
export async function readJson<T = any>(response: Response): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`Expected a JSON response (status ${response.status}), got: ${text.slice(0, 500)}`);
  }
}
