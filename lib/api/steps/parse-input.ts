import type { z } from "zod";
import type { Endpoint } from "@/lib/api/endpoint";
import { readJsonBody, readMultipartBody } from "@/lib/api/read-body";
import { describeZodError } from "@/lib/api/zod-message";
import { ApiError } from "@/lib/errors";

export type RouteContext = { params?: Promise<Record<string, string | string[]>> };

export type ParsedInput = { params: unknown; query: unknown; body: unknown };

function invalidInput(error: z.ZodError, where: "body" | "query", raw: unknown): ApiError {
  const { message, details } = describeZodError(error, where, raw);
  return new ApiError("invalid_request", message, {}, details);
}

/** Path parameters that do not parse (an id that is no UUID) cannot name an existing resource: 404. */
async function parseParams(endpoint: Endpoint, routeContext: RouteContext | undefined): Promise<unknown> {
  if (!endpoint.params) return {};
  const raw = (await routeContext?.params) ?? {};
  const texts = Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, Array.isArray(value) ? value.join("/") : value]));
  const parsed = endpoint.params.safeParse(texts);
  if (!parsed.success) throw new ApiError("not_found", "Resource not found.");
  return parsed.data;
}

function parseQuery(request: Request, schema: z.ZodType): unknown {
  const raw = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw invalidInput(parsed.error, "query", raw);
  return parsed.data;
}

async function parseBody(request: Request, endpoint: Endpoint, schema: z.ZodType): Promise<unknown> {
  const raw = endpoint.multipart ? await readMultipartBody(request, endpoint.multipart.maxBytes) : await readJsonBody(request);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw invalidInput(parsed.error, "body", raw);
  return parsed.data;
}

/** Parse: path parameters, then query, then body, each with the declaration's schema. */
export async function parseInput(request: Request, endpoint: Endpoint, routeContext: RouteContext | undefined): Promise<ParsedInput> {
  const params = await parseParams(endpoint, routeContext);
  const query = endpoint.query ? parseQuery(request, endpoint.query) : undefined;
  const body = endpoint.body ? await parseBody(request, endpoint, endpoint.body) : undefined;
  return { params, query, body };
}
