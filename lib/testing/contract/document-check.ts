import type { AnswerCheck } from "@/lib/api/answer-checks";
import { endpointName, type Endpoint } from "@/lib/api/endpoint";
import { API_V1_BASE } from "@/lib/api/endpoints";
import { openApiDocument } from "@/lib/openapi/document";
import { documentChecker, type DocumentChecker, type OpenApiDocument } from "@/lib/testing/contract/document-checker";

let served: DocumentChecker | undefined;

/** Every answer of an /api/v1 route against the document the API serves; endpoints outside /api/v1 are not in it. */
export function documentCheck(endpoint: Endpoint, { status, body }: Parameters<AnswerCheck>[1]): string | null {
  if (!endpoint.path.startsWith(`${API_V1_BASE}/`)) return null;
  served ??= documentChecker(openApiDocument(API_V1_BASE) as unknown as OpenApiDocument);
  // A declaration made inside a test only is not in the document; the route-coverage test keeps every served one listed.
  return served.breach(endpointName(endpoint), endpoint.method, endpoint.path.slice(API_V1_BASE.length), status, body);
}
