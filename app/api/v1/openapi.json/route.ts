import { randomUUID } from "node:crypto";
import { openApiDocument } from "@/lib/openapi/document";
import { otherMethods } from "@/lib/api/other-methods";

// Public: the document describes the API, it holds no data.
export function GET(request: Request): Response {
  const origin = new URL(request.url).origin;
  return Response.json(openApiDocument(`${origin}/api/v1`), { headers: { "x-request-id": randomUUID() } });
}

// Every other method: 405 in the envelope with Allow; OPTIONS: 204 with Allow.
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
