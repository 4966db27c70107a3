import type { z } from "zod";
import type { Caller } from "@/lib/auth/caller";
import type { Scope } from "@/lib/auth/scopes";
import type { ErrorCode } from "@/lib/errors";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Who may call an endpoint. */
export type EndpointAuth =
  /**
   * An API key holding `scope` (or `admin`), or a signed-in session. `ownerOnly`: and the
   * caller is an owner of the workspace (what only owners do: renaming the workspace).
   */
  | { kind: "scope"; scope: Scope; ownerOnly?: true }
  /** A signed-in web session only; an API key gets 403 session_required (POST /api-keys). */
  | { kind: "session" }
  /**
   * `scope`, except that a key may always act on itself (DELETE /api-keys). Only the handler
   * knows which key the request targets, so the handler checks the scope.
   */
  | { kind: "scope_or_own_key"; scope: Scope }
  /**
   * The scope depends on a field of the body (POST /posts/bulk: `action`): `scopes` maps each
   * value to its scope. A key holding none of them is refused before the body is read; the
   * handler checks the one its body needs (lib/auth/require-scope.ts).
   */
  | { kind: "scope_by_field"; field: string; scopes: Readonly<Record<string, Scope>> }
  /** No credentials, no rate limit, no meta.auth_method (sign-up). */
  | { kind: "anonymous" };

/**
 * One endpoint's whole contract, declared once: the route wrapper enforces it, the OpenAPI
 * document and the scope tests are generated from it. Plain data and zod schemas only (no
 * Next.js types), so that another transport (an MCP tool) can serve the same declaration.
 */
export type Endpoint = {
  method: HttpMethod;
  /** The full path, `{name}` for a path parameter: `/api/v1/posts/{id}`. */
  path: string;
  /** The OpenAPI operationId (and, snake_cased, an MCP tool's name); default: made from method and path. */
  operationId?: string;
  summary: string;
  description?: string;
  auth: EndpointAuth;
  /** The path parameters; one that does not parse is 404 not_found (an id that is no UUID names nothing). */
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /**
   * The body comes as multipart/form-data, not JSON (an upload): read up to `maxBytes` (more is
   * 413, never buffered), its fields parsed with `body` (a file field is a `File`).
   */
  multipart?: { maxBytes: number };
  /**
   * The body is raw bytes (a chunk of a resumable upload): nothing reads or parses it before the
   * handler, which streams it from `request.body`. Only the OpenAPI document reads this, to
   * describe the body and the headers it needs.
   */
  rawBody?: { contentType: string; description: string; headers: Readonly<Record<string, string>> };
  /** The envelope's `data` on success. */
  data: z.ZodType;
  status: 200 | 201 | 202;
  /**
   * The errors this endpoint's own logic can answer. Those its auth, params, query and body
   * imply (401, 403 insufficient_scope, 400 invalid_request, ...) are added by possibleErrors.
   */
  errors: readonly ErrorCode[];
  /**
   * The `data` field that holds a secret shown once (a new key, a signing secret): an
   * idempotent replay (lib/api/idempotency/) carries "" there, so no stored answer holds it.
   */
  oneTimeSecret?: string;
  /**
   * The answer can also be CSV: with `?format=csv`, a success is sent as `text/csv` (a header row,
   * then what `render` makes of the declared `data`) instead of the envelope. The JSON answer is
   * checked first, as every answer is; MCP tool calls always get JSON (lib/api/csv-answer.ts).
   */
  csv?: { filename: string; render: (data: never) => string };
};

/** Keeps the declaration's exact schema types, so handlers are typed from them. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type Output<E, K extends string> = E extends { [key in K]: infer S extends z.ZodType } ? z.output<S> : undefined;

export type HandlerInput<E extends Endpoint> = {
  request: Request;
  /** null only for anonymous endpoints. */
  caller: E["auth"] extends { kind: "anonymous" } ? null : Caller;
  params: E extends { params: infer S extends z.ZodType } ? z.output<S> : Record<string, never>;
  query: Output<E, "query">;
  body: Output<E, "body">;
};

/** What the handler must return: the declared `data`, checked by the compiler. */
export type EndpointData<E extends Endpoint> = z.output<E["data"]>;

export type EndpointHandler<E extends Endpoint> = (input: HandlerInput<E>) => Promise<EndpointData<E>>;

/** `POST /api/v1/posts`: how tests and messages name an endpoint. */
export const endpointName = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
