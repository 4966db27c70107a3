import type { z } from "zod";
import type { Endpoint, EndpointAuth } from "@/lib/api/endpoint";
import { takesIdempotencyKey } from "@/lib/api/idempotency/idempotency-key";
import { possibleErrors } from "@/lib/api/possible-errors";
import { errorEnvelopeSchema, successEnvelope } from "@/lib/api/envelope";
import { ERROR_STATUS, type ErrorCode } from "@/lib/errors";
import { errorExamples, META_EXAMPLE } from "@/lib/openapi/error-examples";
import { exampleOf } from "@/lib/openapi/example-of";
import type { ComponentSchemas } from "@/lib/openapi/json-schema";
import { operationIdOf, tagOf } from "@/lib/openapi/operation-names";

const ref = (kind: "parameters" | "headers", name: string) => ({ $ref: `#/components/${kind}/${name}` });
const json = (schema: unknown, examples: Record<string, unknown>) => ({ "application/json": { schema, examples } });

/** The headers every envelope response carries (docs/api-decisions.md, "Names" and "Rate limits"). */
const COMMON_HEADERS = {
  "X-Request-Id": ref("headers", "XRequestId"),
  "X-RateLimit-Limit-Rpm": ref("headers", "XRateLimitLimitRpm"),
  "X-RateLimit-Remaining-Rpm": ref("headers", "XRateLimitRemainingRpm"),
  "X-RateLimit-Limit-Rpd": ref("headers", "XRateLimitLimitRpd"),
  "X-RateLimit-Remaining-Rpd": ref("headers", "XRateLimitRemainingRpd"),
  "X-RateLimit-Reset": ref("headers", "XRateLimitReset"),
};

/** What operations put in the document's components as they are made: named schemas, error responses. */
export type SharedComponents = { schemas: ComponentSchemas; responses: Record<string, unknown> };

const pascalCase = (code: string) => code.replace(/(^|_)(\w)/g, (_, _underscore: string, letter: string) => letter.toUpperCase());

/**
 * One response per error status, described by the codes it can carry, each with an example. Each
 * set of codes is one component (`Unauthorized`, `InsufficientScopeOrBrandForbidden`), which every
 * operation answering it refers to: the same few error answers are not written out a hundred times.
 */
function errorResponses(endpoint: Endpoint, shared: SharedComponents): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of possibleErrors(endpoint)) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => {
      const name = codes.map(pascalCase).join("Or");
      // The rate-limit headers are documented once, on the success response; an error names its request and, when it helps, when to retry.
      const headers = { "X-Request-Id": ref("headers", "XRequestId"), ...(status === 429 || status === 409 ? { "Retry-After": ref("headers", "RetryAfter") } : {}) };
      shared.responses[name] ??= { description: codes.join(", "), headers, content: json(shared.schemas.add(errorEnvelopeSchema, "output"), errorExamples(codes)) };
      return [String(status), { $ref: `#/components/responses/${name}` }];
    }),
  );
}

function successResponse(endpoint: Endpoint, components: ComponentSchemas) {
  const schema = components.add(successEnvelope(endpoint.data), "output");
  const headers = takesIdempotencyKey(endpoint) ? { ...COMMON_HEADERS, "Idempotent-Replayed": ref("headers", "IdempotentReplayed") } : COMMON_HEADERS;
  const example = { ...(exampleOf(schema, components.schemas) as object), meta: META_EXAMPLE };
  const content = json(schema, { success: { summary: "Success", value: example } });
  // With ?format=csv (lib/api/csv-answer.ts): the same data as CSV, a header row first.
  const csv = endpoint.csv ? { "text/csv": { schema: { type: "string", description: "With `format=csv`: a header row, then one row per group." } } } : {};
  return { description: "Success", headers, content: { ...content, ...csv } };
}

function parameters(endpoint: Endpoint, components: ComponentSchemas) {
  const path = Object.entries(endpoint.params?.shape ?? {}).map(([name, schema]) => ({
    name,
    in: "path",
    required: true,
    schema: components.add(schema as z.ZodType, "input"),
  }));
  const query = Object.entries(endpoint.query?.shape ?? {}).map(([name, schema]) => ({
    name,
    in: "query",
    required: !(schema as z.ZodType).safeParse(undefined).success,
    schema: components.add(schema as z.ZodType, "input"),
  }));
  const idempotency = takesIdempotencyKey(endpoint) ? [ref("parameters", "IdempotencyKey")] : [];
  const headers = Object.entries(endpoint.rawBody?.headers ?? {}).map(([name, description]) => ({ name, in: "header", required: true, description, schema: { type: "string" } }));
  return [...path, ...query, ...headers, ...idempotency];
}

function requestBody(endpoint: Endpoint, components: ComponentSchemas) {
  if (endpoint.rawBody) return { requestBody: { required: true, description: endpoint.rawBody.description, content: { [endpoint.rawBody.contentType]: { schema: { type: "string", format: "binary" } } } } };
  if (!endpoint.body) return {};
  const schema = components.add(endpoint.body, "input");
  // An upload's parts are described by the same schema; a file part is `format: binary`.
  if (endpoint.multipart) return { requestBody: { required: true, content: { "multipart/form-data": { schema } } } };
  return { requestBody: { required: true, content: json(schema, { request: { summary: "A request", value: exampleOf(schema, components.schemas) } }) } };
}

function scopeText(auth: EndpointAuth): string {
  switch (auth.kind) {
    case "scope":
      return auth.ownerOnly ? `${auth.scope}, and the caller is an owner of the workspace` : auth.scope;
    case "scope_or_own_key":
      return `${auth.scope} or the key itself`;
    case "scope_by_field":
      return Object.entries(auth.scopes)
        .map(([value, scope]) => `${scope} for ${auth.field} ${value}`)
        .join(", ");
    case "session":
      return "session";
    case "anonymous":
      return "none";
  }
}

/** The OpenAPI operation object of one declared endpoint; the named schemas and error responses it uses are added to `shared`. */
export function operation(endpoint: Endpoint, shared: SharedComponents) {
  const components = shared.schemas;
  const scope = `Scope: ${scopeText(endpoint.auth)}.`;
  return {
    operationId: operationIdOf(endpoint),
    tags: [tagOf(endpoint)],
    summary: endpoint.summary,
    description: endpoint.description ? `${endpoint.description}\n\n${scope}` : scope,
    parameters: parameters(endpoint, components),
    ...requestBody(endpoint, components),
    responses: {
      [String(endpoint.status)]: successResponse(endpoint, components),
      ...errorResponses(endpoint, shared),
    },
    security: endpoint.auth.kind === "session" ? [{ session: [] }] : [{ apiKey: [] }, { session: [] }],
  };
}
