import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { beforeAll, describe, expect, it } from "vitest";
import * as mcpRoute from "@/app/api/mcp/route";
import { MCP_TOOLS } from "@/app/api/mcp/tools";
import { db } from "@/lib/db/client";
import { platformRule } from "@/lib/platforms/registry";
import { createTestUser, describeDb } from "@/lib/testing";
import { createTestApiKey } from "@/lib/testing/test-api-key";

// An agent asks generate_content for a thread and passes the answer straight to create_post.

const CONTEXT = "Link: https://thread-roasters.example/huila. Price $14 for 250 g. Notes of red apple, panela and cocoa. The class is free, 12 seats, sign up in the shop.";

type ToolResult = { isError?: boolean; structuredContent?: any };

describe("generate_content declares threads", () => {
  it("its description and its content_type field say what a thread is and where it goes", () => {
    const tool = MCP_TOOLS.find((candidate) => candidate.name === "generate_content")!;
    expect(tool.description).toMatch(/content_type "thread"/);
    expect(tool.description).toMatch(/create_post as content and thread/);
    expect(JSON.stringify((tool.inputSchema.properties as Record<string, unknown>).content_type)).toMatch(/`thread` writes a thread on X, Bluesky and Threads/);
  });
});

describeDb("generate_content with content_type thread over MCP", () => {
  let key: string;
  let brandId: string;

  beforeAll(async () => {
    const userId = (await createTestUser({ plan: "business" })).id;
    brandId = (await db().brand.create({ data: { userId, name: "Thread Roasters", website: "https://thread-roasters.example" } })).id;
    await db().brandVoice.create({
      data: { brandId, personalityTraits: ["warm"], formality: 0.4, energy: 0.6, warmth: 0.8, vocabularyLevel: "moderate", sentenceStructure: "varied", signaturePhrases: ["Come by"], contentThemes: [], confidenceScore: 1 },
    });
    key = (await createTestApiKey(userId, { scopes: ["generate", "post"], brandIds: [brandId], rpm: 1000 })).key;
  });

  it("writes a thread whose parts fit, and create_post takes them as they are", async () => {
    const client = new Client({ name: "vitest-agent", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL("http://localhost:3000/api/mcp"), {
        requestInit: { headers: { authorization: `Bearer ${key}` } },
        fetch: (url, init) => mcpRoute.POST(new Request(url, init)),
      }),
    );
    const goal =
      "Tell the story of our new morning blend: beans from a single farm in Huila, roasted light on Tuesdays, tasted by the whole team for a month. " +
      "It is in the shop from Monday, with a free cup for everyone who brings a reusable mug during the first week, and a brewing class on Saturday at 9.";
    const generated = (await client.callTool({ name: "generate_content", arguments: { brand_id: brandId, platforms: ["bluesky"], goal, additional_context: CONTEXT, content_type: "thread" } })) as ToolResult;
    expect(generated.isError).toBeFalsy();
    const [item] = generated.structuredContent.contents as { text: string; thread: string[] }[];
    const rule = platformRule("bluesky");
    for (const part of [item.text, ...item.thread]) expect(rule.count(part)).toBeLessThanOrEqual(rule.limit);
    expect(item.thread.length).toBeGreaterThan(0);
    const created = (await client.callTool({ name: "create_post", arguments: { content: item.text, thread: item.thread, platforms: ["bluesky"], brand_id: brandId } })) as ToolResult;
    expect(created.isError).toBeFalsy();
    expect(created.structuredContent.post.thread).toEqual(item.thread);
    await client.close();
  });
});
