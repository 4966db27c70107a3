import { API_V1_BASE, API_V1_ENDPOINTS } from "@/lib/api/endpoints";
import { possibleErrors } from "@/lib/api/possible-errors";
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_TTL_HOURS } from "@/lib/api/idempotency/idempotency-key";
import { errorExampleComponents } from "@/lib/openapi/error-examples";
import { ERROR_DOCS_PATH } from "@/lib/errors";
import { ComponentSchemas } from "@/lib/openapi/json-schema";
import { operation, type SharedComponents } from "@/lib/openapi/operation";
import { OTHER_TAG, TAGS, tagOf } from "@/lib/openapi/operation-names";
import { webhookParameters, webhooks } from "@/lib/openapi/webhooks";
import { PLATFORM_COUNT_WORD } from "@/lib/platforms/platform-count";

const DESCRIPTION = `Brand voice profiles, on-voice posts for ${PLATFORM_COUNT_WORD} social platforms, scheduling and publishing.

Every answer is an envelope: \`{ ok, data, meta }\` on success, \`{ ok: false, error: { code, message, doc_url }, meta }\` on failure; \`doc_url\` (\`${ERROR_DOCS_PATH}#<code>\` on this server) explains the code.
AI agents can also reach the same operations, with the same keys, scopes and limits, through the MCP server at \`/api/mcp\`.`;

const integerHeader = (description: string) => ({ description, schema: { type: "integer" } });

/**
 * What every operation refers to instead of repeating: the named schemas and the error responses
 * (gathered while the operations were made: the envelopes' parts, every resource, each set of
 * error codes), the error examples, the headers, the Idempotency-Key.
 */
function components({ schemas, responses }: SharedComponents) {
  const sorted = <T>(entries: Record<string, T>) => Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));
  return {
    schemas: sorted(schemas.schemas),
    responses: sorted(responses),
    examples: errorExampleComponents(new Set(API_V1_ENDPOINTS.flatMap((endpoint) => [...possibleErrors(endpoint)]))),
    parameters: {
      IdempotencyKey: {
        name: "Idempotency-Key",
        in: "header",
        required: false,
        description: `Makes a retry safe: the first answer to a key is kept ${IDEMPOTENCY_TTL_HOURS} hours per user, and a retry with the same key and body gets it again (status and body) with \`Idempotent-Replayed: true\`, doing nothing twice. The same key with another body is 422 \`idempotency_key_reused\`; a retry while the first request still runs is 409 \`idempotency_in_progress\`. A body that does not parse (400) keeps nothing. A secret shown once (a new key, a signing secret) is replayed as "".`,
        schema: { type: "string", minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH },
        example: "7b1d5a0e-4c2f-4f5e-8a9d-0c3b6e2f1a47",
      },
      ...webhookParameters(),
    },
    headers: {
      XRequestId: { description: "The request's id, as in `meta.request_id` (the first request's, on a replay).", schema: { type: "string" } },
      XRateLimitLimitRpm: integerHeader("Requests per minute this key (or session) may make."),
      XRateLimitRemainingRpm: integerHeader("Requests left in the current minute."),
      XRateLimitLimitRpd: integerHeader("Requests per UTC day this key (or session) may make."),
      XRateLimitRemainingRpd: integerHeader("Requests left in the current UTC day."),
      XRateLimitReset: integerHeader("When the window that matters resets, in epoch seconds."),
      RetryAfter: integerHeader("Whole seconds to wait before retrying."),
      IdempotentReplayed: { description: "`true` when this is the kept answer of an earlier request with the same Idempotency-Key.", schema: { type: "string", enum: ["true"] } },
    },
    securitySchemes: {
      apiKey: { type: "http", scheme: "bearer", description: "An API key: bcst_live_..." },
      session: { type: "apiKey", in: "cookie", name: "next-auth.session-token", description: "The dashboard's session cookie." },
    },
  };
}

type Paths = Record<string, Record<string, unknown>>;
type Generated = { components: ReturnType<typeof components>; paths: Paths; webhooks: ReturnType<typeof webhooks>; tags: { name: string; description: string }[] };
let generated: Generated | undefined;

/**
 * The components, operations and tags, generated once per process: converting every schema to
 * JSON Schema takes tens of milliseconds of event loop, which a public endpoint must not spend
 * on every request.
 */
function generate(): Generated {
  if (generated) return generated;
  const parts: SharedComponents = { schemas: new ComponentSchemas(), responses: {} };
  const paths: Paths = {};
  for (const endpoint of API_V1_ENDPOINTS) {
    const path = endpoint.path.slice(API_V1_BASE.length);
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = operation(endpoint, parts);
  }
  const events = webhooks(parts.schemas);
  const shared = components(parts);
  const used = new Set([...API_V1_ENDPOINTS.map(tagOf), "Webhooks"]);
  const tags = [...TAGS, OTHER_TAG].filter((tag) => used.has(tag.name)).map(({ name, description }) => ({ name, description }));
  generated = { components: shared, paths, webhooks: events, tags };
  return generated;
}

/** The OpenAPI 3.1 document of /api/v1, generated from the endpoint declarations (lib/api/endpoints). */
export function openApiDocument(serverUrl: string) {
  const { components: shared, paths, webhooks: events, tags } = generate();
  return {
    openapi: "3.1.0",
    info: {
      title: "Brandcast API",
      version: "1.0.0",
      description: DESCRIPTION,
      license: { name: "Proprietary", identifier: "LicenseRef-Brandcast" },
    },
    servers: [{ url: serverUrl }],
    tags,
    components: shared,
    paths,
    webhooks: events,
  };
}
