import { randomUUID } from "node:crypto";
import type { HttpMethod } from "@/lib/api/endpoint";
import { errorResponse, type ResponseContext } from "@/lib/api/envelope";
import { logAnswer } from "@/lib/api/log-answer";
import type { RouteHandler } from "@/lib/api/route";

type AnyMethod = HttpMethod | "HEAD" | "OPTIONS";

const handlers = new WeakSet<RouteHandler>();

/** Whether a route export is one of otherMethods' answers rather than a declared endpoint. */
export const isOtherMethodHandler = (handler: unknown) => typeof handler === "function" && handlers.has(handler as RouteHandler);

/** The `Allow` header of a path serving `served`: HEAD comes with GET, OPTIONS always. */
export function allowHeader(served: readonly HttpMethod[]): string {
  const methods: AnyMethod[] = [...served];
  if (served.includes("GET")) methods.push("HEAD");
  methods.push("OPTIONS");
  const order: AnyMethod[] = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"];
  return order.filter((method) => methods.includes(method)).join(", ");
}

/** 405 in the envelope, with `Allow` (docs/api-decisions.md, "Errors"). */
export function methodNotAllowed(request: Request, allow: string): Response {
  const context: ResponseContext = { requestId: randomUUID(), startedAt: performance.now() };
  const { pathname } = new URL(request.url);
  const message = `${request.method} is not allowed on ${pathname.length > 200 ? `${pathname.slice(0, 200)}…` : pathname}; it allows ${allow}.`;
  const response = errorResponse(context, 405, "method_not_allowed", message, { allow });
  logAnswer(request, context, { status: 405, code: "method_not_allowed" });
  return response;
}

/**
 * The answers of a route file for the methods it does not serve, so that they too come in the
 * envelope (Next.js would answer 405 with an empty body): a route file serving GET and POST
 * exports `export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");`.
 * OPTIONS answers 204 with `Allow` and `X-Request-Id`; every other method 405.
 */
export function otherMethods(...served: HttpMethod[]): Record<AnyMethod, RouteHandler> {
  const allow = allowHeader(served);
  const notAllowed: RouteHandler = async (request) => methodNotAllowed(request, allow);
  const options: RouteHandler = async () => new Response(null, { status: 204, headers: { allow, "x-request-id": randomUUID() } });
  handlers.add(notAllowed);
  handlers.add(options);
  return { GET: notAllowed, HEAD: notAllowed, POST: notAllowed, PUT: notAllowed, PATCH: notAllowed, DELETE: notAllowed, OPTIONS: options };
}
