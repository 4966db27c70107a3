import { MCP_TOOLS } from "@/app/api/mcp/tools";
import { mcpHandler } from "@/lib/mcp/mcp-handler";

// The MCP server (Streamable HTTP, stateless): AI agents call the API's operations as tools,
// with the same API keys, scopes, brand restrictions and rate limits (lib/mcp/).
const handle = mcpHandler(MCP_TOOLS);

export { handle as POST, handle as GET, handle as DELETE };
