import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { expect, it } from "vitest";
import * as mcpRoute from "@/app/api/mcp/route";
import { dbPool } from "@/lib/db/pool";
import { createTestUser, describeDb } from "@/lib/testing";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { personalWorkspaceId } from "@/lib/testing/test-caller";

// An agent's tool call is in the audit trail as the key's write, marked as made through MCP,
// with the agent's address and user agent carried from its MCP request (lib/mcp/call-tool.ts).

describeDb("MCP tool calls in the audit trail", () => {
  it("create_post records post.create by the key, its agent_type, via MCP, from the agent's address", async () => {
    const user = await createTestUser({ plan: "business" });
    const key = await createTestApiKey(user.id, { scopes: ["read", "post"], rpm: 1000 });
    await dbPool().query("UPDATE api_keys SET agent_type = 'claude-desktop' WHERE id = $1", [key.id]);
    const client = new Client({ name: "vitest-agent", version: "1.0.0" });
    const transport = new StreamableHTTPClientTransport(new URL("http://localhost:3000/api/mcp"), {
      requestInit: { headers: { authorization: `Bearer ${key.key}`, "x-forwarded-for": "192.0.2.44", "user-agent": "agent-sdk/2" } },
      fetch: (url, init) => mcpRoute.POST(new Request(url, init)),
    });
    await client.connect(transport);
    await client.callTool({ name: "list_posts", arguments: {} });
    const created = (await client.callTool({ name: "create_post", arguments: { content: "From an agent", platforms: ["bluesky"] } })) as unknown as { structuredContent: { post: { id: string } } };
    await client.close();

    const { rows } = await dbPool().query("SELECT * FROM audit_events WHERE workspace_id = $1", [await personalWorkspaceId(user.id)]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "post.create",
      resource_id: created.structuredContent.post.id,
      actor_user_id: user.id,
      actor_key_id: key.id,
      auth_method: "api_key",
      agent_type: "claude-desktop",
      via_mcp: true,
      client_address: "192.0.2.44",
      user_agent: "agent-sdk/2",
    });
  });
});
