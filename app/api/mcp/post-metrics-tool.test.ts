import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, expect, it } from "vitest";
import * as mcpRoute from "@/app/api/mcp/route";
import * as metricsRoute from "@/app/api/v1/posts/[id]/metrics/route";
import { refreshDueMetrics } from "@/lib/metrics/refresh-due-metrics";
import { describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { publishedDelivery } from "@/lib/testing/metrics-fixtures";
import { resetEnv, useEnv } from "@/lib/testing/oauth-env";
import { createBlueskyAppViewApi } from "@/lib/testing/platform-servers/bluesky-appview";
import { startPlatformServer, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";
import { publishingBrand } from "@/lib/testing/publishing-fixtures";
import { createTestApiKey } from "@/lib/testing/test-api-key";

// get_post_metrics answers what GET /api/v1/posts/{id}/metrics answers: the tool runs that route.

describeDb("the MCP tool get_post_metrics", () => {
  let server: PlatformServer;
  beforeAll(async () => {
    const appView = createBlueskyAppViewApi();
    server = await startPlatformServer([appView]);
    useEnv({ BLUESKY_APPVIEW_URL: server.url });
    appView.posts.set("at://did:plc:mcpmetrics/app.bsky.feed.post/3lmcp", { handle: "mcp.test", text: "Hi", reads: 0 });
  });
  afterAll(async () => {
    resetEnv();
    await server.close();
  });

  it("returns the same series as the API, with each metric's provenance", async () => {
    const owner = await publishingBrand("MCP metrics");
    const { postId } = await publishedDelivery(owner, "bluesky", "at://did:plc:mcpmetrics/app.bsky.feed.post/3lmcp");
    await refreshDueMetrics("mcp-test", { workspaceId: owner.workspaceId });
    const { key, bearer } = await createTestApiKey(owner.userId, { scopes: ["read"] });
    const client = new Client({ name: "vitest-agent", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL("http://localhost:3000/api/mcp"), {
        requestInit: { headers: { authorization: `Bearer ${key}` } },
        fetch: (url, init) => mcpRoute.POST(new Request(url, init)),
      }),
    );
    const result = (await client.callTool({ name: "get_post_metrics", arguments: { id: postId } })) as { isError?: boolean; structuredContent?: any };
    expect(result.isError).toBeFalsy();
    const api = await callRoute(metricsRoute.GET, "GET", `/api/v1/posts/${postId}/metrics`, { headers: bearer, params: { id: postId } });
    expect(result.structuredContent.metrics).toEqual(api.body.data.metrics);
    expect(result.structuredContent.metrics.platforms[0].snapshots[0].metrics.views).toEqual({ state: "not_offered", value: null });
    await client.close();
  });
});
