import { randomUUID } from "node:crypto";
import { errorResponse, type ResponseContext } from "@/lib/api/envelope";
import { logAnswer } from "@/lib/api/log-answer";

// Any path under /api/v1 that no route claims, with any method: the same envelope as every other error.
async function unknownEndpoint(request: Request): Promise<Response> {
  const context: ResponseContext = { requestId: randomUUID(), startedAt: performance.now() };
  const { pathname } = new URL(request.url);
  const shown = pathname.length > 200 ? `${pathname.slice(0, 200)}…` : pathname;
  const response = errorResponse(context, 404, "not_found", `No endpoint ${request.method} ${shown}.`);
  logAnswer(request, context, { status: 404, code: "not_found" });
  return response;
}

export {
  unknownEndpoint as GET,
  unknownEndpoint as HEAD,
  unknownEndpoint as OPTIONS,
  unknownEndpoint as POST,
  unknownEndpoint as PUT,
  unknownEndpoint as PATCH,
  unknownEndpoint as DELETE,
};
