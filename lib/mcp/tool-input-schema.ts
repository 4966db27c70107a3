import type { z } from "zod";
import type { Endpoint } from "@/lib/api/endpoint";
import { IDEMPOTENCY_KEY_MAX_LENGTH, takesIdempotencyKey } from "@/lib/api/idempotency/idempotency-key";
import { inlineSchema } from "@/lib/openapi/json-schema";

type JsonSchema = { type?: unknown; properties?: Record<string, unknown>; required?: string[] };

/** The argument that carries an Idempotency-Key on tools of POST endpoints. */
export const IDEMPOTENCY_ARGUMENT = "idempotency_key";

/** Where each argument of a tool goes in the request its endpoint takes. */
export type ArgumentPlaces = { params: Set<string>; query: Set<string>; body: Set<string> };

const namesOf = (schema: z.ZodObject | undefined) => new Set(Object.keys(schema?.shape ?? {}));

function bodyObject(endpoint: Endpoint): z.ZodObject | undefined {
  if (!endpoint.body) return undefined;
  if (!("shape" in endpoint.body)) throw new Error(`${endpoint.method} ${endpoint.path}: an MCP tool needs an object body, whose fields become its arguments`);
  return endpoint.body as z.ZodObject;
}

/** The arguments of a tool are its endpoint's path parameters, query and body fields, side by side; none may share a name. */
export function argumentPlaces(endpoint: Endpoint): ArgumentPlaces {
  const places = { params: namesOf(endpoint.params), query: namesOf(endpoint.query), body: namesOf(bodyObject(endpoint)) };
  const all = [...places.params, ...places.query, ...places.body, ...(takesIdempotencyKey(endpoint) ? [IDEMPOTENCY_ARGUMENT] : [])];
  const repeated = all.find((name, index) => all.indexOf(name) !== index);
  if (repeated) throw new Error(`${endpoint.method} ${endpoint.path}: the argument "${repeated}" would be both a parameter and a body field`);
  return places;
}

/**
 * A tool's inputSchema, from the very zod schemas the route parses with (as the OpenAPI document
 * shows them): one object of every path parameter, query parameter and body field. The route
 * still parses the request itself, so what the model sends is checked exactly as an API request.
 */
export function toolInputSchema(endpoint: Endpoint): Record<string, unknown> {
  argumentPlaces(endpoint);
  const parts = [endpoint.params, endpoint.query, bodyObject(endpoint)].filter((schema): schema is z.ZodObject => schema !== undefined);
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const part of parts) {
    const schema = inlineSchema(part, "input") as JsonSchema;
    Object.assign(properties, schema.properties ?? {});
    required.push(...(schema.required ?? []));
  }
  if (takesIdempotencyKey(endpoint)) {
    properties[IDEMPOTENCY_ARGUMENT] = {
      type: "string",
      minLength: 1,
      maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
      description: "Optional. Any unique string (a UUID) for this write: calling again with the same value and arguments within 24 hours returns the first result instead of doing it twice. Use it when you retry after a timeout or an error you are unsure about.",
    };
  }
  return { type: "object", properties, ...(required.length > 0 ? { required } : {}), additionalProperties: false };
}
