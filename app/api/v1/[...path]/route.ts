import { randomUUID } from "node:crypto";
import { errorResponse } from "@/lib/api/envelope";

// Any path under /api/v1 that no route claims: the same envelope as every other error.
function unknownEndpoint(request: Request): Response {
  const { pathname } = new URL(request.url);
  return errorResponse({ requestId: randomUUID() }, 404, "not_found", `No endpoint ${request.method} ${pathname}.`);
}

export { unknownEndpoint as GET, unknownEndpoint as POST, unknownEndpoint as PUT, unknownEndpoint as PATCH, unknownEndpoint as DELETE };
