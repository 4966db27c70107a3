import type { Endpoint } from "@/lib/api/endpoint";
import { declarationOf, type RouteHandler } from "@/lib/api/route";
import { toolInputSchema } from "@/lib/mcp/tool-input-schema";
import { operationIdOf } from "@/lib/openapi/operation-names";
import { inlineSchema } from "@/lib/openapi/json-schema";

/** An MCP tool made from a declared route: the route's endpoint declaration is its whole contract. */
export type McpTool = {
  name: string;
  description: string;
  endpoint: Endpoint;
  route: RouteHandler;
  inputSchema: Record<string, unknown>;
  outputSchema: Record<string, unknown>;
  annotations: { title: string; readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean; openWorldHint: boolean };
};

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function scopeSentence(endpoint: Endpoint): string {
  return "scope" in endpoint.auth ? ` Needs an API key with the "${endpoint.auth.scope}" scope (or "admin").` : "";
}

/**
 * `mcpTool(postsRoute.POST, "Create a draft ...")`: the tool of a route handler made with route().
 * Its name is the operationId in snake_case (createPost → create_post), its input the endpoint's
 * parameters and body fields, its output the declared `data`; a call runs the route handler itself
 * (lib/mcp/call-tool.ts), so scopes, brand restrictions, rate limits, validation and idempotency
 * are the API's own. `description` is written for a model: what it does, when to use it, limits.
 */
export function mcpTool(route: RouteHandler, description: string): McpTool {
  const endpoint = declarationOf(route);
  if (!endpoint) throw new Error("mcpTool: the handler was not made with route(declaration, ...)");
  const isGet = endpoint.method === "GET";
  return {
    name: snakeCase(operationIdOf(endpoint)),
    description: `${description}${scopeSentence(endpoint)}`,
    endpoint,
    route,
    inputSchema: toolInputSchema(endpoint),
    outputSchema: inlineSchema(endpoint.data, "output"),
    annotations: {
      title: endpoint.summary,
      readOnlyHint: isGet,
      destructiveHint: endpoint.method === "DELETE",
      idempotentHint: endpoint.method !== "POST",
      openWorldHint: false,
    },
  };
}
