import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { createApiKey } from "../support/api";
import { expect, test } from "../support/fixtures";

// The MCP server (/api/mcp) through the SDK's own client over HTTP, against the production build:
// an agent with a scoped key drafts, generates and schedules a post; errors are tool errors
// with the API's codes; a revoked key is refused; tool calls count against the key's limit.

const VOICE = {
  personality_traits: ["warm"],
  tone_attributes: { formality: 0.3, energy: 0.6, warmth: 0.9 },
  language_patterns: { vocabulary_level: "simple", sentence_structure: "short sentences", signature_phrases: ["Brew better."] },
  content_themes: [{ theme: "coffee", keywords: ["espresso", "roast"] }],
};

type ToolResult = { isError?: boolean; content: Array<{ type: string; text?: string }>; structuredContent?: any };
const textOf = (result: ToolResult) => result.content.map((item) => item.text ?? "").join("");

async function mcpClient(baseURL: string, key: string): Promise<Client> {
  const client = new Client({ name: "e2e-agent", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL("/api/mcp", baseURL), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
  return client;
}

test("an MCP agent with a scoped key drafts, generates and schedules a post, on either server", async ({ session, keyContext, baseURL, secondBaseURL }) => {
  const setup = await keyContext((await createApiKey(session, { name: "setup", scopes: ["write"] })).key);
  const brand = (await (await setup.post("/api/v1/brands", { data: { name: "Northwind", website: "https://northwind.example" } })).json()).data.brand;
  const other = (await (await setup.post("/api/v1/brands", { data: { name: "Elsewhere", website: "https://elsewhere.example" } })).json()).data.brand;
  expect((await setup.put(`/api/v1/brands/${brand.id}/voice`, { data: VOICE })).status()).toBe(200);

  const { key } = await createApiKey(session, { name: "mcp agent", scopes: ["read", "generate", "post", "schedule"], brand_ids: [brand.id], rate_limit_rpm: 60 });
  const client = await mcpClient(baseURL!, key);
  expect(client.getServerVersion()?.name).toBe("brandcast");
  const { tools } = await client.listTools();
  expect(tools.map((tool) => tool.name).sort()).toEqual(
    ["create_post", "delete_post", "duplicate_post", "generate_content", "get_brand", "get_brand_queue", "get_post", "get_post_metrics", "get_usage", "get_voice_profile", "list_approvals", "list_brands", "list_members", "list_posts", "list_workspaces", "queue_post", "request_approval", "schedule_post", "unschedule_post", "update_post", "withdraw_approval", "get_analytics", "refresh_post_metrics", "get_best_times", "get_top_posts", "start_media_upload", "get_media_upload", "complete_media_upload", "abort_media_upload", "transcode_media", "set_media_cover", "get_media_transcode", "cancel_media_transcode"].sort(),
  );
  const createTool = tools.find((tool) => tool.name === "create_post")!;
  expect(createTool.inputSchema.required).toEqual(["content", "platforms"]);
  expect(createTool.description).toContain('"post" scope');

  const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as ToolResult;
  expect((await call("list_brands", {})).structuredContent.brands.map((b: { id: string }) => b.id)).toEqual([brand.id]);
  expect((await call("get_brand", { id: brand.id })).structuredContent.brand.name).toBe("Northwind");
  expect((await call("get_voice_profile", { id: brand.id })).structuredContent.voice.personality_traits).toEqual(["warm"]);
  const generated = await call("generate_content", { brand_id: brand.id, platforms: ["x_twitter", "linkedin"], goal: "Announce our new espresso roast" });
  expect(generated.isError).toBeFalsy();
  const text = generated.structuredContent.contents.find((item: { platform: string }) => item.platform === "x_twitter").text;
  const post = (await call("create_post", { content: text, platforms: ["x_twitter"], brand_id: brand.id })).structuredContent.post;
  expect(post).toMatchObject({ status: "draft", content: text, source: "api" });
  expect((await call("update_post", { id: post.id, platforms: ["x_twitter", "linkedin"] })).structuredContent.post.platforms).toEqual(["x_twitter", "linkedin"]);
  const at = new Date(Date.now() + 2 * 3_600_000).toISOString();
  expect((await call("schedule_post", { post_id: post.id, scheduled_at: at })).structuredContent).toMatchObject({ post_id: post.id, scheduled_at: at });

  // The post is the API's: the other server, through the REST API, sees it scheduled.
  const rest = await keyContext(key, secondBaseURL);
  expect((await (await rest.get(`/api/v1/posts/${post.id}`)).json()).data.post.status).toBe("scheduled");
  expect((await call("list_posts", { status: "scheduled" })).structuredContent.posts.map((p: { id: string }) => p.id)).toEqual([post.id]);
  expect((await call("get_post", { id: post.id })).structuredContent.post.scheduled_at).toBe(at);
  expect((await call("unschedule_post", { id: post.id })).structuredContent.post.status).toBe("draft");
  expect((await call("get_usage", { days: 1 })).structuredContent.series.length).toBeGreaterThan(0);

  // A foreign brand, a bad argument: tool errors with the API's codes.
  expect(textOf(await call("get_brand", { id: other.id }))).toMatch(/^brand_forbidden: /);
  expect(textOf(await call("create_post", { content: "x", platforms: ["myspace"] }))).toMatch(/^invalid_request: .*platforms\[0\]/);
  await client.close();

  // The second server answers the same key the same way (stateless transport).
  const second = await mcpClient(secondBaseURL, key);
  expect((await second.callTool({ name: "get_post", arguments: { id: post.id } }) as ToolResult).structuredContent.post.status).toBe("draft");
  await second.close();
});

test("MCP: a missing scope and a foreign brand are tool errors; a revoked key is refused; tool calls are rate limited", async ({ session, keyContext, baseURL }) => {
  const setup = await keyContext((await createApiKey(session, { name: "setup", scopes: ["write"] })).key);
  const brand = (await (await setup.post("/api/v1/brands", { data: { name: "Mine", website: "https://mine.example" } })).json()).data.brand;
  const other = (await (await setup.post("/api/v1/brands", { data: { name: "Not this one", website: "https://other.example" } })).json()).data.brand;

  const reader = await createApiKey(session, { name: "reader", scopes: ["read"], brand_ids: [brand.id], rate_limit_rpm: 3 });
  const client = await mcpClient(baseURL!, reader.key);
  const names = (await client.listTools()).tools.map((tool) => tool.name);
  expect(names).toContain("get_post");
  expect(names).not.toContain("create_post");
  const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as ToolResult;

  const denied = await call("create_post", { content: "Hello", platforms: ["bluesky"] });
  expect(denied.isError).toBe(true);
  expect(textOf(denied)).toBe('insufficient_scope: This API key lacks the "post" scope needed here.');
  expect(textOf(await call("get_voice_profile", { id: other.id }))).toMatch(/^brand_forbidden: /);
  expect((await call("list_brands", {})).isError).toBeFalsy();
  // Three tool calls so far: the limit of 3 per minute is spent (unless the minute just turned).
  const limited = await call("list_brands", {});
  if (!limited.isError) expect((await call("list_brands", {})).isError).toBe(true);
  else expect(textOf(limited)).toMatch(/^rate_limited: Rate limit of 3 requests per minute reached\. Retry after \d+ s\./);

  expect((await session.delete("/api/v1/api-keys", { data: { key_id: reader.id } })).status()).toBe(200);
  await expect(client.listTools()).rejects.toThrow(/unauthorized/);
  await expect(mcpClient(baseURL!, reader.key)).rejects.toThrow(/unauthorized/);
  const raw = await fetch(new URL("/api/mcp", baseURL), { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
  expect(raw.status).toBe(401);
  expect(raw.headers.get("www-authenticate")).toContain("Bearer");
});
