import { randomUUID } from "node:crypto";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { beforeAll, describe, expect, it } from "vitest";
import * as mcpRoute from "@/app/api/mcp/route";
import { MCP_TOOLS } from "@/app/api/mcp/tools";
import { API_V1_ENDPOINTS } from "@/lib/api/endpoints";
import { db } from "@/lib/db/client";
import { revokeApiKey } from "@/lib/keys/revoke-api-key";
import { createTestUser, describeDb } from "@/lib/testing";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { testCaller } from "@/lib/testing/test-caller";

// The MCP server through the SDK's own client, its HTTP requests handed to the route handler
// in this process (the e2e spec e2e/api/mcp.spec.ts does the same over a real server).

const TOOL_NAMES = ["list_brands", "get_brand", "get_voice_profile", "generate_content", "create_post", "update_post", "list_posts", "get_post", "schedule_post", "unschedule_post", "delete_post", "duplicate_post", "get_brand_queue", "queue_post", "request_approval", "withdraw_approval", "list_approvals", "get_usage", "get_post_metrics", "list_workspaces", "list_members", "create_invitation", "list_invitations", "revoke_invitation", "update_member", "remove_member", "get_analytics", "refresh_post_metrics", "get_best_times", "get_top_posts", "start_media_upload", "get_media_upload", "complete_media_upload", "abort_media_upload", "transcode_media", "set_media_cover", "get_media_transcode", "cancel_media_transcode"];

async function connect(key: string) {
  const client = new Client({ name: "vitest-agent", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL("http://localhost:3000/api/mcp"), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
    fetch: (url, init) => mcpRoute.POST(new Request(url, init)),
  });
  await client.connect(transport);
  return client;
}

type ToolResult = { isError?: boolean; content: Array<{ type: string; text?: string }>; structuredContent?: any };
const textOf = (result: ToolResult) => result.content.map((item) => item.text ?? "").join("");

describe("tools are the declarations", () => {
  it("each tool is one declared /api/v1 route, named after its operationId", () => {
    expect(MCP_TOOLS.map((tool) => tool.name)).toEqual(TOOL_NAMES);
    for (const tool of MCP_TOOLS) expect(API_V1_ENDPOINTS).toContain(tool.endpoint);
  });

  it("a tool's input is its endpoint's parameters and body fields, plus idempotency_key on a POST", () => {
    const create = MCP_TOOLS.find((tool) => tool.name === "create_post")!;
    expect(Object.keys(create.inputSchema.properties as object).sort()).toEqual(["brand_id", "content", "first_comment", "idempotency_key", "image_url", "media", "platforms", "thread", "versions"]);
    expect(create.inputSchema.required).toEqual(["content", "platforms"]);
    const update = MCP_TOOLS.find((tool) => tool.name === "update_post")!;
    expect(Object.keys(update.inputSchema.properties as object).sort()).toEqual(["brand_id", "content", "first_comment", "id", "image_url", "media", "platforms", "thread", "versions"]);
    expect(update.inputSchema.required).toEqual(["id"]);
    const list = MCP_TOOLS.find((tool) => tool.name === "list_posts")!;
    expect(Object.keys(list.inputSchema.properties as object).sort()).toEqual(["brand_id", "cursor", "from", "limit", "page", "q", "status", "to"]);
  });
});

describeDb("the MCP server at /api/mcp", () => {
  let userId: string;
  let brandId: string;
  let otherBrandId: string;
  let admin: string;

  beforeAll(async () => {
    userId = (await createTestUser({ plan: "business" })).id;
    brandId = (await db().brand.create({ data: { userId, name: "Northwind", website: "https://northwind.example" } })).id;
    otherBrandId = (await db().brand.create({ data: { userId, name: "Other", website: "https://other.example" } })).id;
    await db().brandVoice.create({
      data: { brandId, personalityTraits: ["warm"], formality: 0.4, energy: 0.6, warmth: 0.8, vocabularyLevel: "moderate", sentenceStructure: "varied", signaturePhrases: ["Come by"], contentThemes: [], confidenceScore: 1 },
    });
    admin = (await createTestApiKey(userId, { scopes: ["admin"], rpm: 1000 })).key;
  });

  it("drafts, generates and schedules a post with a scoped key, each tool answering the API's data", async () => {
    const key = (await createTestApiKey(userId, { scopes: ["read", "generate", "post", "schedule"], brandIds: [brandId], rpm: 1000 })).key;
    const client = await connect(key);
    expect(client.getInstructions()).toContain("generate_content");
    const { tools } = await client.listTools();
    // The member and invitation writes need the admin scope, which this key lacks: not listed.
    const adminTools = MCP_TOOLS.filter((tool) => "scope" in tool.endpoint.auth && tool.endpoint.auth.scope === "admin").map((tool) => tool.name);
    expect(tools.map((tool) => tool.name).sort()).toEqual(TOOL_NAMES.filter((name) => !adminTools.includes(name)).sort());

    const brands = (await client.callTool({ name: "list_brands", arguments: {} })) as ToolResult;
    expect(brands.structuredContent.brands.map((brand: { id: string }) => brand.id)).toEqual([brandId]);
    expect(((await client.callTool({ name: "get_brand", arguments: { id: brandId } })) as ToolResult).structuredContent.brand.name).toBe("Northwind");
    expect(((await client.callTool({ name: "get_voice_profile", arguments: { id: brandId } })) as ToolResult).structuredContent.voice.personality_traits).toEqual(["warm"]);
    const generated = (await client.callTool({ name: "generate_content", arguments: { brand_id: brandId, platforms: ["x_twitter"], goal: "Announce the new morning blend" } })) as ToolResult;
    expect(generated.isError).toBeFalsy();
    const text = generated.structuredContent.contents[0].text as string;

    const created = (await client.callTool({ name: "create_post", arguments: { content: text, platforms: ["x_twitter"], brand_id: brandId } })) as ToolResult;
    const postId = created.structuredContent.post.id as string;
    expect(created.structuredContent.post.status).toBe("draft");
    const updated = (await client.callTool({ name: "update_post", arguments: { id: postId, platforms: ["x_twitter", "bluesky"] } })) as ToolResult;
    expect(updated.structuredContent.post.platforms).toEqual(["x_twitter", "bluesky"]);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = (await client.callTool({ name: "schedule_post", arguments: { post_id: postId, scheduled_at: at } })) as ToolResult;
    expect(scheduled.structuredContent).toMatchObject({ post_id: postId, scheduled_at: at });
    const listed = (await client.callTool({ name: "list_posts", arguments: { status: "scheduled", limit: 10 } })) as ToolResult;
    expect(listed.structuredContent.posts.map((post: { id: string }) => post.id)).toContain(postId);
    expect(((await client.callTool({ name: "get_post", arguments: { id: postId } })) as ToolResult).structuredContent.post.status).toBe("scheduled");
    expect(((await client.callTool({ name: "unschedule_post", arguments: { id: postId } })) as ToolResult).structuredContent.post.status).toBe("draft");
    const usage = (await client.callTool({ name: "get_usage", arguments: { days: 1 } })) as ToolResult;
    expect(usage.structuredContent.days).toHaveLength(1);
    await client.close();
  });

  it("errors are tool errors with the API's codes: scope, brand, validation, state", async () => {
    const readOnly = await connect((await createTestApiKey(userId, { scopes: ["read"], brandIds: [brandId] })).key);
    const { tools } = await readOnly.listTools();
    expect(tools.map((tool) => tool.name)).not.toContain("create_post");
    const denied = (await readOnly.callTool({ name: "create_post", arguments: { content: "Hi", platforms: ["x_twitter"] } })) as ToolResult;
    expect(denied.isError).toBe(true);
    expect(textOf(denied)).toMatch(/^insufficient_scope: .*"post"/);
    const foreign = (await readOnly.callTool({ name: "get_brand", arguments: { id: otherBrandId } })) as ToolResult;
    expect(textOf(foreign)).toMatch(/^brand_forbidden: /);
    const missing = (await readOnly.callTool({ name: "get_post", arguments: { id: randomUUID() } })) as ToolResult;
    expect(textOf(missing)).toMatch(/^not_found: /);
    await readOnly.close();

    const writer = await connect(admin);
    const invalid = (await writer.callTool({ name: "create_post", arguments: { content: "Hi", platforms: [] } })) as ToolResult;
    expect(textOf(invalid)).toMatch(/^invalid_request: .*platforms/);
    const unknown = (await writer.callTool({ name: "get_usage", arguments: { color: "blue" } })) as ToolResult;
    expect(textOf(unknown)).toMatch(/^invalid_request: unknown argument "color"/);
    const draft = (await writer.callTool({ name: "create_post", arguments: { content: "Not scheduled", platforms: ["bluesky"] } })) as ToolResult;
    const notScheduled = (await writer.callTool({ name: "unschedule_post", arguments: { id: draft.structuredContent.post.id } })) as ToolResult;
    expect(textOf(notScheduled)).toMatch(/^invalid_request: This post is draft/);
    await expect(writer.callTool({ name: "delete_everything", arguments: {} })).rejects.toThrow(/Unknown tool/);
    await writer.close();
  });

  it("an Instagram draft without an image is saved with a warning; schedule_post and queue_post refuse it, naming the platform; their descriptions say so", async () => {
    const byName = new Map(MCP_TOOLS.map((tool) => [tool.name, tool]));
    for (const name of ["create_post", "update_post", "schedule_post", "queue_post"]) expect(byName.get(name)?.description).toContain("Instagram and TikTok cannot publish text alone");
    const queuedBrand = (await db().brand.create({ data: { userId, name: "Queued", website: "https://queued.example" } })).id;
    await db().brandQueue.create({ data: { brandId: queuedBrand, timezone: "UTC", slots: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, time: "09:00" })) } });
    const client = await connect(admin);
    const created = (await client.callTool({ name: "create_post", arguments: { content: "Picture tomorrow", platforms: ["instagram"], brand_id: queuedBrand } })) as ToolResult;
    expect(created.isError).toBeFalsy();
    expect(created.structuredContent.post.status).toBe("draft");
    expect(created.structuredContent.warnings).toEqual([expect.objectContaining({ code: "media_required", platform: "instagram", field: "image_url" })]);
    const postId = created.structuredContent.post.id as string;
    const scheduled = (await client.callTool({ name: "schedule_post", arguments: { post_id: postId, scheduled_at: new Date(Date.now() + 3_600_000).toISOString() } })) as ToolResult;
    expect(scheduled.isError).toBe(true);
    expect(textOf(scheduled)).toMatch(/^invalid_request: image_url: Instagram cannot publish text alone/);
    const queued = (await client.callTool({ name: "queue_post", arguments: { id: postId } })) as ToolResult;
    expect(queued.isError).toBe(true);
    expect(textOf(queued)).toMatch(/^invalid_request: image_url: Instagram cannot publish text alone/);
    expect((await db().post.findUniqueOrThrow({ where: { id: postId } })).status).toBe("draft");
    await client.close();
  });

  it("idempotency_key makes a retried write return the first result", async () => {
    const client = await connect(admin);
    const args = { content: "Exactly once.", platforms: ["linkedin"], idempotency_key: randomUUID() };
    const first = (await client.callTool({ name: "create_post", arguments: args })) as ToolResult;
    const again = (await client.callTool({ name: "create_post", arguments: args })) as ToolResult;
    expect(again.structuredContent.post.id).toBe(first.structuredContent.post.id);
    expect(await db().post.count({ where: { userId, content: "Exactly once." } })).toBe(1);
    await client.close();
  });

  it("each tool call counts against the key's rate limit; the handshake does not", async () => {
    const client = await connect((await createTestApiKey(userId, { scopes: ["read"], rpm: 2 })).key);
    await client.listTools();
    expect(((await client.callTool({ name: "list_brands", arguments: {} })) as ToolResult).isError).toBeFalsy();
    expect(((await client.callTool({ name: "list_brands", arguments: {} })) as ToolResult).isError).toBeFalsy();
    const limited = (await client.callTool({ name: "list_brands", arguments: {} })) as ToolResult;
    expect(limited.isError).toBe(true);
    expect(textOf(limited)).toMatch(/^rate_limited: Rate limit of 2 requests per minute reached\. Retry after \d+ s\./);
    await client.close();
  });

  it("a missing, malformed or revoked key is refused with 401 before any MCP message", async () => {
    const { key, id } = await createTestApiKey(userId, { scopes: ["read"] });
    const client = await connect(key);
    await revokeApiKey(await testCaller(userId, { scopes: ["admin"] }), id);
    await expect(client.listTools()).rejects.toThrow(/unauthorized/);
    await expect(connect(key)).rejects.toThrow(/unauthorized/);
    await expect(connect("bcst_live_not-a-key")).rejects.toThrow(/unauthorized/);
    const anonymous = await mcpRoute.POST(new Request("http://localhost:3000/api/mcp", { method: "POST", body: "{}" }));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toContain("Bearer");
    expect((await anonymous.json()).error.code).toBe("unauthorized");
  });
});
