import { makeRequest, readJson, routeParams } from "@/lib/testing/make-request";

type RouteHandler = (request: Request, context: { params: Promise<Record<string, string>> }) => Response | Promise<Response>;

export type RouteResult = { status: number; headers: Headers; body: any };

/**
 * Calls a route handler as Next would: `await callRoute(GET, "GET", "/api/v1/brands", { headers })`.
 * Path params are given separately, as Next extracts them from the URL.
 */
export async function callRoute(
  handler: RouteHandler,
  method: string,
  url: string,
  options: { body?: unknown; headers?: HeadersInit; params?: Record<string, string> } = {},
): Promise<RouteResult> {
  const response = await handler(makeRequest(method, url, options), routeParams(options.params ?? {}));
  return { status: response.status, headers: response.headers, body: await readJson(response) };
}
