import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { beforeAll, expect, it } from "vitest";
import * as mcpRoute from "@/app/api/mcp/route";
import * as uploadRoute from "@/app/api/v1/media/uploads/[id]/route";
import { db } from "@/lib/db/client";
import { createTestUser, describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { testVideo } from "@/lib/testing/test-videos";

type ToolResult = { isError?: boolean; structuredContent?: any; content?: unknown };

describeDb("an agent uploads a video: MCP tools around chunks sent over HTTP with its key", () => {
  let key: Awaited<ReturnType<typeof createTestApiKey>>;

  beforeAll(async () => {
    key = await createTestApiKey((await createTestUser({ plan: "business" })).id, { scopes: ["post", "read"], rpm: 1000 });
  });

  it("start_media_upload, a PUT as its description says, get_media_upload, complete_media_upload → a video media", async () => {
    const client = new Client({ name: "vitest-agent", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL("http://localhost:3000/api/mcp"), {
        requestInit: { headers: key.bearer },
        fetch: (url, init) => mcpRoute.POST(new Request(url, init)),
      }),
    );
    const { tools } = await client.listTools();
    const startTool = tools.find((tool) => tool.name === "start_media_upload")!;
    expect(startTool.description).toContain("Content-Range: bytes <start>-<end>/<bytes>");
    expect(startTool.description).toContain("Authorization: Bearer <your API key>");

    const video = await testVideo({ seconds: 1 });
    const started = (await client.callTool({ name: "start_media_upload", arguments: { file_name: "agent.mp4", bytes: video.byteLength } })) as ToolResult;
    expect(started.isError, JSON.stringify(started.content)).toBeFalsy();
    const { upload } = started.structuredContent;
    const put = await callRoute(uploadRoute.PUT, "PUT", new URL(upload.upload_url).pathname, {
      headers: { ...key.bearer, "content-type": "application/octet-stream", "content-range": `bytes 0-${video.byteLength - 1}/${video.byteLength}` },
      body: video,
      params: { id: upload.id },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const progress = (await client.callTool({ name: "get_media_upload", arguments: { id: upload.id } })) as ToolResult;
    expect(progress.structuredContent.upload.received_bytes).toBe(video.byteLength);
    const done = (await client.callTool({ name: "complete_media_upload", arguments: { id: upload.id } })) as ToolResult;
    expect(done.isError, JSON.stringify(done.content)).toBeFalsy();
    expect(done.structuredContent.media).toMatchObject({ id: upload.id, kind: "video", video_codec: "h264" });
    expect((await db().media.findUniqueOrThrow({ where: { id: upload.id } })).kind).toBe("video");
    await client.close();
  });
});
