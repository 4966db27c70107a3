import { randomUUID } from "node:crypto";
import { openApiDocument } from "@/lib/openapi/document";

// Public: the document describes the API, it holds no data.
export function GET(request: Request): Response {
  const origin = new URL(request.url).origin;
  return Response.json(openApiDocument(`${origin}/api/v1`), { headers: { "x-request-id": randomUUID() } });
}
