import { afterEach, beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { forgetServerEnv } from "@/lib/env/server-env";
import { createTestUser, describeDb } from "@/lib/testing";
import { startFakeOpenAi } from "@/lib/testing/fake-openai-server";
import { SNACK_BRAND_VOICE, callGenerate } from "@/lib/testing/generate-content-calls";
import { createTestApiKey } from "@/lib/testing/test-api-key";

// Issue 21: the answer's `notes` say what the texts do not show (docs/api-decisions.md).

const VOICE = SNACK_BRAND_VOICE;
const generate = callGenerate;


describeDb("POST /content/generate: notes", () => {
  let key: Awaited<ReturnType<typeof createTestApiKey>>;
  let brandId: string;

  beforeAll(async () => {
    const userId = (await createTestUser({ plan: "business" })).id;
    key = await createTestApiKey(userId, { scopes: ["generate"], rpm: 1000 });
    brandId = (await db().brand.create({ data: { userId, name: "Notes Crisps", website: "https://notes-crisps.example" } })).id;
    await db().brandVoice.create({ data: { brandId, ...VOICE } });
  });

  afterEach(() => {
    delete process.env.OPENAI_BASE_URL;
    forgetServerEnv();
  });

  it("is an empty array when the brief was read and the composer wrote every text", async () => {
    const res = await generate(key.bearer, { brand_id: brandId, platforms: ["x_twitter"], goal: "Let people know our sea-salt crisps are back on Friday" });
    expect(res.status).toBe(200);
    expect(res.body.data.notes).toEqual([]);
  });

  it("says which part of the brief no rule could read, and no post pastes it", async () => {
    const goal = "Keep it short and punchy. Tone: cheeky.";
    const res = await generate(key.bearer, { brand_id: brandId, platforms: ["x_twitter", "bluesky"], goal });
    expect(res.status).toBe(200);
    expect(res.body.data.notes).toEqual([expect.objectContaining({ kind: "brief_unread", text: goal, message: expect.stringContaining("No rule could read") })]);
    for (const item of res.body.data.contents) expect(item.text.toLowerCase()).not.toContain("keep it short");
  });

  it("with a model: a text that still fails the checks after one repair round is the composer's, with a note naming it", async () => {
    const broken = JSON.stringify({
      items: [
        { platform: "x_twitter", variation: 1, text: "Write a post about the the new crisps. Keep it short.", hashtags: ["crisps"] },
        { platform: "bluesky", variation: 1, text: "Sea-salt crisps are back on Friday. Snack loud.", hashtags: ["crisps"] },
      ],
    });
    const stillBroken = JSON.stringify({ items: [{ platform: "x_twitter", variation: 1, text: "Write a post about the the new crisps.", hashtags: [] }] });
    const server = await startFakeOpenAi([broken, stillBroken]);
    try {
      process.env.OPENAI_BASE_URL = server.baseURL;
      forgetServerEnv();
      const res = await generate(key.bearer, { brand_id: brandId, platforms: ["x_twitter", "bluesky"], goal: "Let people know our sea-salt crisps are back on Friday" });
      expect(res.status).toBe(200);
      expect(res.body.data.generator).toBe("model");
      // The first answer, then ONE repair request naming the x_twitter text's problems (not the clean Bluesky one).
      expect(server.requests).toHaveLength(2);
      const repair = server.requests[1].body.messages.map((m: { content: string }) => m.content).join("\n");
      expect(repair).toContain("platform x_twitter, variation 1");
      expect(repair).toMatch(/doubled word/);
      expect(repair).toMatch(/instruction meant for the writer/);
      expect(repair).not.toContain("platform bluesky");
      const [x, bluesky] = res.body.data.contents;
      expect(x.text).not.toMatch(/write a post|the the/i);
      expect(bluesky.text).toContain("Sea-salt crisps are back on Friday.");
      expect(res.body.data.notes).toEqual([{ kind: "model_text_replaced", platform: "x_twitter", variation: 1, message: expect.stringMatching(/local composer's text is used/) }]);
      // Each item keeps only its documented fields: the note is in `notes`, not in the item.
      expect(Object.keys(x).sort()).toEqual(["brandConsistency", "characterCount", "hashtags", "platform", "text", "variation"]);
    } finally {
      await server.close();
    }
  });
});
