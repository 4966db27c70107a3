import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { authenticate, RateLimitedError } from "@/lib/api/authenticate";
import { assertSameOrigin } from "@/lib/api/check-origin";
import { errorResponse, successResponse, type ResponseContext } from "@/lib/api/envelope";
import { ApiError } from "@/lib/api/errors";
import { toApiError } from "@/lib/api/map-error";
import { readJsonBody } from "@/lib/api/read-body";
import { describeZodError } from "@/lib/api/zod-message";
import type { Caller } from "@/lib/auth/caller";
import { requireScope } from "@/lib/auth/require-scope";
import type { Scope } from "@/lib/auth/scopes";
import { uuidSchema } from "@/lib/schemas/common";

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export type ApiOptions<B extends Schema, Q extends Schema> = {
  /** The scope the route needs; omit only where the handler decides (DELETE /api-keys). */
  scope?: Scope;
  /** POST /api-keys: an API key may not call it. */
  sessionOnly?: boolean;
  /** No credentials at all (sign-up): no caller, no rate limit, no meta.auth_method. */
  anonymous?: boolean;
  body?: B;
  query?: Q;
  /** The success status (SPEC.md: 200 for POST /posts, 201 for key creation). */
  status?: number;
};

export type HandlerInput<B extends Schema, Q extends Schema> = {
  request: Request;
  /** Absent only for `anonymous` routes. */
  caller: Caller;
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Record<string, string>;
};

// Stands in for the caller of an anonymous route; it can reach nothing.
const ANONYMOUS: Caller = { userId: "", authMethod: "session", keyId: null, scopes: [], brandIds: [] };

type RouteContext = { params?: Promise<Record<string, string | string[]>> };

/**
 * The one wrapper of every /api/v1 route (DESIGN.md, "How a request flows"):
 * authenticate and rate-limit, authorize, parse, call the handler, write the envelope.
 * Whatever is thrown leaves through toApiError as `{ ok: false, error, meta }`.
 */
export function withApi<B extends Schema = undefined, Q extends Schema = undefined>(
  handler: (input: HandlerInput<B, Q>) => Promise<unknown>,
  options: ApiOptions<B, Q>,
) {
  return async (request: Request, routeContext?: RouteContext): Promise<Response> => {
    const context: ResponseContext = { requestId: randomUUID() };
    try {
      let caller = ANONYMOUS;
      if (!options.anonymous) {
        const authenticated = await authenticate(request);
        caller = authenticated.caller;
        context.authMethod = caller.authMethod;
        context.admission = authenticated.admission;
        authorize(request, caller, options);
      }
      const params = await pathParams(routeContext);
      const query = options.query ? parseQuery(request, options.query) : undefined;
      const body = options.body ? await parseBody(request, options.body) : undefined;

      const data = await handler({ request, caller, params, query: query as Parsed<Q>, body: body as Parsed<B> });
      return successResponse(context, data, options.status ?? 200);
    } catch (thrown) {
      if (thrown instanceof RateLimitedError) {
        context.authMethod = thrown.caller.authMethod;
        context.admission = thrown.admission;
      } else if (context.authMethod === undefined && !options.anonymous) {
        // Before authentication succeeded, report what the caller attempted.
        context.authMethod = request.headers.has("authorization") ? "api_key" : "session";
      }
      const error = toApiError(thrown, context.requestId);
      return errorResponse(context, error.status, error.code, error.message, error.headers);
    }
  };
}

function authorize(request: Request, caller: Caller, options: ApiOptions<Schema, Schema>): void {
  if (options.sessionOnly && caller.authMethod !== "session") {
    throw new ApiError("session_required", "This endpoint needs a signed-in web session; API keys cannot call it.");
  }
  if (caller.authMethod === "session") assertSameOrigin(request);
  if (options.scope) requireScope(caller, options.scope);
}

/** Path ids are UUIDs; anything else cannot name an existing resource, so it is a 404. */
async function pathParams(routeContext: RouteContext | undefined): Promise<Record<string, string>> {
  const raw = (await routeContext?.params) ?? {};
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    const text = Array.isArray(value) ? value.join("/") : value;
    if (name === "id" && !uuidSchema.safeParse(text).success) throw new ApiError("not_found", "Resource not found.");
    params[name] = text;
  }
  return params;
}

function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const search = new URL(request.url).searchParams;
  const raw: Record<string, string> = {};
  for (const [key, value] of search) raw[key] = value;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new ApiError("invalid_request", describeZodError(parsed.error, "query"));
  return parsed.data;
}

async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJsonBody(request));
  if (!parsed.success) throw new ApiError("invalid_request", describeZodError(parsed.error, "body"));
  return parsed.data;
}
