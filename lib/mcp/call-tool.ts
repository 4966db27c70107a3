import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Envelope } from "@/lib/api/envelope";
import { IDEMPOTENCY_HEADER } from "@/lib/api/idempotency/idempotency-key";
import { markViaMcp } from "@/lib/api/via-mcp";
import type { McpTool } from "@/lib/mcp/mcp-tool";
import { argumentPlaces, IDEMPOTENCY_ARGUMENT } from "@/lib/mcp/tool-input-schema";

const toolError = (code: string, message: string): CallToolResult => ({ isError: true, content: [{ type: "text", text: `${code}: ${message}` }] });

/** The request the tool's arguments stand for: path, query and body, with the caller's own Authorization. */
/** The MCP request's headers its tool calls carry on, so the audit trail sees the client's address and agent. */
const CLIENT_HEADERS = ["user-agent", "x-forwarded-for"];

type ToolContext = { origin: string; authorization: string; clientHeaders?: Headers };

function requestFor(tool: McpTool, args: Record<string, unknown>, { origin, authorization, clientHeaders }: ToolContext): { request: Request; params: Record<string, string> } | string {
  const { endpoint } = tool;
  const places = argumentPlaces(endpoint);
  const params: Record<string, string> = {};
  const query = new URLSearchParams();
  const body: Record<string, unknown> = {};
  const headers = new Headers({ authorization });
  for (const name of CLIENT_HEADERS) {
    const value = clientHeaders?.get(name);
    if (value) headers.set(name, value);
  }
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined) continue;
    if (name === IDEMPOTENCY_ARGUMENT && endpoint.method === "POST") headers.set(IDEMPOTENCY_HEADER, String(value));
    else if (places.params.has(name)) params[name] = String(value);
    else if (places.query.has(name)) {
      if (value !== null) query.set(name, String(value));
    } else if (endpoint.body) body[name] = value; // unknown fields reach the body schema, which refuses them
    else return `unknown argument "${name}"`;
  }
  for (const name of places.params) if (!(name in params)) return `the argument "${name}" is required`;
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]));
  const url = new URL(`${path}${query.size > 0 ? `?${query}` : ""}`, origin);
  if (endpoint.body) headers.set("content-type", "application/json");
  const request = new Request(url, { method: endpoint.method, headers, body: endpoint.body ? JSON.stringify(body) : undefined });
  markViaMcp(request);
  return { request, params };
}

/**
 * Runs a tool call as the API request it stands for, through the route handler itself: one
 * request against the key's rate limit, its scope and brand restrictions, its validation. The
 * envelope's `data` is the result; an error is a tool error `code: message` with the API's code.
 */
export async function callTool(tool: McpTool, args: Record<string, unknown>, context: ToolContext): Promise<CallToolResult> {
  const built = requestFor(tool, args, context);
  if (typeof built === "string") return toolError("invalid_request", built);
  const response = await tool.route(built.request, { params: Promise.resolve(built.params) });
  const envelope = (await response.json()) as Envelope<Record<string, unknown>>;
  if (!envelope.ok) {
    const retryAfter = response.headers.get("retry-after");
    return toolError(envelope.error.code, `${envelope.error.message}${retryAfter && !envelope.error.message.includes("Retry after") ? ` Retry after ${retryAfter} s.` : ""}`);
  }
  return {
    content: [{ type: "text", text: JSON.stringify(envelope.data) }],
    structuredContent: envelope.data,
  };
}
