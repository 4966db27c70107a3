import { Ajv2020, type ValidateFunction } from "ajv/dist/2020";
import { endpointName, type Endpoint } from "@/lib/api/endpoint";
import { errorResponse, type ResponseContext } from "@/lib/api/envelope";
import { API_V1_BASE } from "@/lib/api/endpoints";
import { openApiDocument } from "@/lib/openapi/document";

// The second half of the contract checks (lib/api/contract-checks.ts checks `data` and error
// codes against the declaration): every answer of an /api/v1 route is checked against the
// OpenAPI document the API serves, as a client generated from it would read it: its status must
// be one the operation lists, and its whole body (envelope, meta, error) must match that
// response's schema. A field, status or envelope change the document does not describe fails
// the test that made the request.

type Operation = { responses: Record<string, { $ref?: string; content?: Record<string, { schema: object }> }> };
type Checker = { document: ReturnType<typeof openApiDocument>; ajv: Ajv2020; validators: Map<string, ValidateFunction> };

let checker: Checker | undefined;

function getChecker(): Checker {
  // Formats are not enforced: zod writes a pattern beside each format it checks.
  checker ??= { document: openApiDocument(API_V1_BASE), ajv: new Ajv2020({ strict: false, validateFormats: false, allErrors: false }), validators: new Map() };
  return checker;
}

function validatorFor(key: string, schema: object): ValidateFunction {
  const { ajv, validators, document } = getChecker();
  let validate = validators.get(key);
  if (!validate) {
    // The response schemas refer to #/components/schemas/...: compile them with the components beside them.
    validate = ajv.compile({ ...schema, components: { schemas: document.components.schemas } });
    validators.set(key, validate);
  }
  return validate;
}

/** Why this answer (status and JSON body) breaks the OpenAPI document, or null; endpoints outside /api/v1 are not in it. */
export function documentBreach(endpoint: Endpoint, status: number, body: unknown): string | null {
  if (!endpoint.path.startsWith(`${API_V1_BASE}/`)) return null;
  const { document } = getChecker();
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const operation = paths[endpoint.path.slice(API_V1_BASE.length)]?.[endpoint.method.toLowerCase()];
  // A declaration made inside a test only; the route-coverage test keeps every served one listed.
  if (!operation) return null;
  const listed = operation.responses[String(status)];
  // Error responses are components the operations refer to (#/components/responses/...).
  const response = listed?.$ref ? (document.components.responses as Record<string, typeof listed>)[listed.$ref.split("/").pop()!] : listed;
  if (!response) {
    return `Contract check: ${endpointName(endpoint)} answered status ${status}, which the OpenAPI document does not list (it lists ${Object.keys(operation.responses).join(", ")}).`;
  }
  const schema = response.content?.["application/json"]?.schema;
  if (!schema) return null;
  const validate = validatorFor(`${endpointName(endpoint)} ${status}`, schema);
  if (validate(body)) return null;
  const error = validate.errors?.[0];
  return `Contract check: ${endpointName(endpoint)} answered a ${status} body the OpenAPI document does not describe: body${error?.instancePath.replace(/\//g, ".") ?? ""} ${error?.message ?? "is invalid"}${error?.params && "additionalProperty" in error.params ? ` (${String(error.params.additionalProperty)})` : ""}.`;
}

/** The response, or under contract checks the 500 that names how it breaks the document. */
export async function checkedAgainstDocument(endpoint: Endpoint, context: ResponseContext, response: Response): Promise<Response> {
  let body: unknown;
  try {
    body = JSON.parse(await response.clone().text());
  } catch {
    body = undefined;
  }
  const breach = documentBreach(endpoint, response.status, body);
  if (!breach) return response;
  console.error(`[api] ${context.requestId} ${breach}`);
  return errorResponse(context, 500, "internal_error", breach);
}
