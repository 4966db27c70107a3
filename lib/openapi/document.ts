import { z } from "zod";
import { ERROR_STATUS, errorCodeSchema, type ErrorCode } from "@/lib/api/errors";
import { ENDPOINTS, type Endpoint } from "@/lib/openapi/endpoints";

// OpenAPI 3.1 uses JSON Schema 2020-12, which is what zod 4 emits, so the request and
// response schemas the routes validate with are the schemas the document shows.
const toSchema = (schema: z.ZodType, io: "input" | "output") => z.toJSONSchema(schema, { io, unrepresentable: "any" });

const metaSchema = z.object({
  request_id: z.string(),
  timestamp: z.string(),
  auth_method: z.enum(["api_key", "session"]),
  rate_limit: z.object({ remaining_rpm: z.number().int(), remaining_rpd: z.number().int(), reset_at: z.string() }).optional(),
});

const errorBodySchema = z.object({
  ok: z.literal(false),
  error: z.object({ code: errorCodeSchema, message: z.string() }),
  meta: metaSchema,
});

function operation(endpoint: Endpoint) {
  const success = z.object({ ok: z.literal(true), data: endpoint.data, meta: metaSchema });
  const errorResponses: Record<string, unknown> = {};
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of endpoint.errors) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  for (const [status, codes] of byStatus) {
    errorResponses[String(status)] = {
      description: codes.join(", "),
      content: { "application/json": { schema: toSchema(errorBodySchema, "output") } },
    };
  }
  const queryShape = endpoint.query?.shape ?? {};
  return {
    summary: endpoint.summary,
    description: `Scope: ${endpoint.scope}.`,
    parameters: [
      ...[...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
        name,
        in: "path",
        required: true,
        schema: name === "id" ? { type: "string", format: "uuid" } : { type: "string" },
      })),
      ...Object.entries(queryShape).map(([name, schema]) => ({ name, in: "query", required: false, schema: toSchema(schema as z.ZodType, "input") })),
    ],
    ...(endpoint.body ? { requestBody: { required: true, content: { "application/json": { schema: toSchema(endpoint.body, "input") } } } } : {}),
    responses: {
      [String(endpoint.status ?? 200)]: { description: "Success", content: { "application/json": { schema: toSchema(success, "output") } } },
      "500": { description: "internal_error", content: { "application/json": { schema: toSchema(errorBodySchema, "output") } } },
      ...errorResponses,
    },
    security: endpoint.scope === "session" ? [{ session: [] }] : [{ apiKey: [] }, { session: [] }],
  };
}

export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of ENDPOINTS) {
    paths[endpoint.path] ??= {};
    paths[endpoint.path][endpoint.method] = operation(endpoint);
  }
  return {
    openapi: "3.1.0",
    info: { title: "Brandcast API", version: "1.0.0" },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer", description: "An API key: bcst_live_..." },
        session: { type: "apiKey", in: "cookie", name: "next-auth.session-token" },
      },
    },
    paths,
  };
}
