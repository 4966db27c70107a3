import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from "@modelcontextprotocol/sdk/types.js";
import { errorResponse } from "@/lib/api/envelope";
import type { Caller } from "@/lib/auth/caller";
import { callerMay } from "@/lib/auth/require-scope";
import { verifyApiKey } from "@/lib/auth/verify-api-key";
import { UNAUTHORIZED_MESSAGE } from "@/lib/errors";
import { callTool } from "@/lib/mcp/call-tool";
import type { McpTool } from "@/lib/mcp/mcp-tool";
import { PLATFORM_IDS } from "@/lib/platforms/ids";
import { PLATFORM_COUNT_WORD } from "@/lib/platforms/platform-count";

// The platforms are named from lib/platforms/ids.ts, so a new one is announced without an edit here.
const INSTRUCTIONS = `Brandcast keeps each brand's voice profile, writes social posts in that voice for ${PLATFORM_COUNT_WORD} platforms (${PLATFORM_IDS.join(", ")}), and schedules and publishes them.
A typical flow: list_brands → get_voice_profile → generate_content (text fitted to each platform) → create_post (a draft) → schedule_post (a time in the future) → get_post (see each platform's delivery).
Every tool call is one API request of your key: it needs the scope its description names, reaches only the brands your key may reach, and counts against your key's per-minute and per-day limits. Errors come back as "code: message" with the API's error codes (insufficient_scope, brand_forbidden, not_found, invalid_request, rate_limited, ...).
For a write you may retry, pass idempotency_key: the same key and arguments within 24 hours return the first result and do nothing twice.`;

/** Only the tools the key's scopes allow are listed; a call to another still answers insufficient_scope, as the API does. */
const allowedTools = (tools: readonly McpTool[], caller: Caller) =>
  tools.filter((tool) => !("scope" in tool.endpoint.auth) || callerMay(caller, tool.endpoint.auth.scope));

function mcpServer(tools: readonly McpTool[], caller: Caller, context: { origin: string; authorization: string; clientHeaders: Headers }): Server {
  const server = new Server({ name: "brandcast", version: "1.0.0" }, { capabilities: { tools: { listChanged: false } }, instructions: INSTRUCTIONS });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: allowedTools(tools, caller).map(({ name, description, inputSchema, outputSchema, annotations }) => ({ name, description, inputSchema, outputSchema, annotations })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = tools.find((candidate) => candidate.name === request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    return callTool(tool, request.params.arguments ?? {}, context);
  });
  return server;
}

/**
 * The MCP server at /api/mcp over Streamable HTTP, stateless: every HTTP request is answered on
 * its own, by whichever server instance gets it, with a server made for that request. The
 * request must carry a valid API key (`Authorization: Bearer bcst_live_…`); anything else is the
 * API's own 401, with the WWW-Authenticate challenge MCP clients look for.
 */
export function mcpHandler(tools: readonly McpTool[]): (request: Request) => Promise<Response> {
  return async (request) => {
    const authorization = request.headers.get("authorization");
    const caller = await verifyApiKey(authorization);
    if (!caller || authorization === null) {
      return errorResponse({ requestId: crypto.randomUUID() }, 401, "unauthorized", UNAUTHORIZED_MESSAGE, { "www-authenticate": 'Bearer realm="brandcast"' });
    }
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    const server = mcpServer(tools, caller, { origin: new URL(request.url).origin, authorization, clientHeaders: request.headers });
    await server.connect(transport);
    try {
      return await transport.handleRequest(request);
    } finally {
      void server.close();
    }
  };
}
