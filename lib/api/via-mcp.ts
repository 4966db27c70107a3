// Which requests are MCP tool calls (lib/mcp/call-tool.ts builds them and marks them here), so
// that the audit trail can say so. A mark on the request object, not a header: a client cannot
// claim it by sending one.

const viaMcp = new WeakSet<Request>();

export function markViaMcp(request: Request): void {
  viaMcp.add(request);
}

export const isViaMcp = (request: Request) => viaMcp.has(request);
