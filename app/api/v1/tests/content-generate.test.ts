import { afterEach, beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { forgetServerEnv } from "@/lib/env/server-env";
import { PLATFORM_IDS } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { createTestUser, describeDb } from "@/lib/testing";
import { startFakeOpenAi } from "@/lib/testing/fake-openai-server";
import { SNACK_BRAND_VOICE, callGenerate } from "@/lib/testing/generate-content-calls";
import { createTestApiKey } from "@/lib/testing/test-api-key";

const VOICE = SNACK_BRAND_VOICE;
const generate = callGenerate;


describeDb("POST /content/generate", () => {
  let userId: string;
  let key: Awaited<ReturnType<typeof createTestApiKey>>;
  let brandId: string;
  let bareBrandId: string;

  beforeAll(async () => {
    userId = (await createTestUser({ plan: "business" })).id;
    key = await createTestApiKey(userId, { scopes: ["generate"], rpm: 1000 });
    brandId = (await db().brand.create({ data: { userId, name: "Crunchy Co", website: "https://crunchy.example" } })).id;
    bareBrandId = (await db().brand.create({ data: { userId, name: "No voice", website: "https://novoice.example" } })).id;
    await db().brandVoice.create({ data: { brandId, ...VOICE } });
  });

  afterEach(() => {
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_TIMEOUT_MS;
    forgetServerEnv();
  });

  it("local composer: 8 platforms × 5 variations, each fitted to its platform, scored, generator named", async () => {
    const res = await generate(key.bearer, { brand_id: brandId, platforms: [...PLATFORM_IDS], goal: "Launch our new sea-salt flavour this Friday", variations: 5 });
    expect(res.status).toBe(200);
    expect(res.body.data.generator).toBe("local-composer");
    expect(res.body.data.contents).toHaveLength(40);
    for (const item of res.body.data.contents) {
      const rule = platformRule(item.platform);
      expect(item.characterCount).toBe(rule.count(item.text));
      expect(item.characterCount).toBeLessThanOrEqual(rule.limit);
      for (const tag of item.hashtags) expect(item.text).toContain(`#${tag}`);
      expect(item.brandConsistency).toBeGreaterThanOrEqual(0);
      expect(item.brandConsistency).toBeLessThanOrEqual(1);
    }
    const x = res.body.data.contents.filter((item: { platform: string }) => item.platform === "x_twitter");
    expect(new Set(x.map((item: { text: string }) => item.text)).size).toBe(5);
    expect(res.body.data.overallBrandConsistency).toBeGreaterThan(0);
    expect(res.body.data.overallBrandConsistency).toBeLessThanOrEqual(1);
  });

  it("defaults: one variation, content_type social_post", async () => {
    const res = await generate(key.bearer, { brand_id: brandId, platforms: ["linkedin"], goal: "Hiring a snack scientist" });
    expect(res.status).toBe(200);
    expect(res.body.data.contents).toHaveLength(1);
  });

  it("404 voice_profile_missing for a brand without a voice; 404 for another user's brand", async () => {
    const missing = await generate(key.bearer, { brand_id: bareBrandId, platforms: ["x_twitter"], goal: "hi" });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("voice_profile_missing");
    const other = await createTestUser();
    const theirs = (await db().brand.create({ data: { userId: other.id, name: "T", website: "https://t.example" } })).id;
    const notFound = await generate(key.bearer, { brand_id: theirs, platforms: ["x_twitter"], goal: "hi" });
    expect(notFound.status).toBe(404);
    expect(notFound.body.error.code).toBe("not_found");
  });

  it("403 for a key without generate, and for a key restricted to other brands", async () => {
    const reader = await createTestApiKey(userId, { scopes: ["read", "post"] });
    expect((await generate(reader.bearer, { brand_id: brandId, platforms: ["x_twitter"], goal: "hi" })).body.error.code).toBe("insufficient_scope");
    const restricted = await createTestApiKey(userId, { scopes: ["generate"], brandIds: [bareBrandId] });
    const res = await generate(restricted.bearer, { brand_id: brandId, platforms: ["x_twitter"], goal: "hi" });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("brand_forbidden");
  });

  it.each([
    [{ platforms: ["x_twitter"], goal: "g" }, "brand_id"],
    [{ platforms: ["x_twitter", "x_twitter"], goal: "g" }, "platforms[1]"],
    [{ platforms: ["orkut"], goal: "g" }, "platforms[0]"],
    [{ platforms: ["x_twitter"] }, "goal"],
    [{ platforms: ["x_twitter"], goal: "   " }, "goal"],
    [{ platforms: ["x_twitter"], goal: "g".repeat(2001) }, "goal"],
    [{ platforms: ["x_twitter"], goal: "g", additional_context: "c".repeat(5001) }, "additional_context"],
    [{ platforms: ["x_twitter"], goal: "g", variations: 0 }, "variations"],
    [{ platforms: ["x_twitter"], goal: "g", variations: 6 }, "variations"],
    [{ platforms: ["x_twitter"], goal: "g", variations: 2.5 }, "variations"],
    [{ platforms: ["x_twitter"], goal: "g", tone: "loud" }, "tone"],
  ])("400 for %j (names %s)", async (body, field) => {
    const res = await generate(key.bearer, field === "brand_id" ? body : { brand_id: brandId, ...body });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(field);
  });

  it("counts generations per key and day, and refuses past the monthly quota with 429 quota_exceeded", async () => {
    const free = (await createTestUser()).id;
    const freeKey = await createTestApiKey(free, { scopes: ["generate"] });
    const brand = (await db().brand.create({ data: { userId: free, name: "F", website: "https://f.example" } })).id;
    await db().brandVoice.create({ data: { brandId: brand, ...VOICE } });
    expect((await generate(freeKey.bearer, { brand_id: brand, platforms: ["x_twitter"], goal: "one" })).status).toBe(200);
    const usage = await db().usageRecord.findMany({ where: { userId: free } });
    expect(usage).toEqual([expect.objectContaining({ apiKeyId: freeKey.id, generations: 1 })]);

    // The free plan's 100th generation of the month was the last.
    await dbPool().query("UPDATE rate_limit_counters SET count = 100 WHERE subject = $1", [`generations:${free}`]);
    const refused = await generate(freeKey.bearer, { brand_id: brand, platforms: ["x_twitter"], goal: "two" });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("quota_exceeded");
    const now = new Date();
    const toMonthEnd = (Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - now.getTime()) / 1000;
    expect(Math.abs(Number(refused.headers.get("retry-after")) - toMonthEnd)).toBeLessThan(5);
  });

  it("with a model configured: one request carrying the voice and the limits; over-long text is fitted", async () => {
    const server = await startFakeOpenAi([
      JSON.stringify({
        items: [
          { platform: "x_twitter", variation: 1, text: `${"Crunch time is here and it is loud. ".repeat(20)}`, hashtags: ["snacks", "crunch", "friday", "more", "tags"] },
          { platform: "google_business", variation: 1, text: "Visit us Friday for the sea-salt launch #snacks", hashtags: ["snacks"] },
        ],
      }),
    ]);
    try {
      process.env.OPENAI_BASE_URL = server.baseURL;
      forgetServerEnv();
      const res = await generate(key.bearer, { brand_id: brandId, platforms: ["x_twitter", "google_business"], goal: "Launch sea-salt", additional_context: "Friday only" });
      expect(res.status).toBe(200);
      expect(res.body.data.generator).toBe("model");
      // One request for every platform, plus one asking to shorten the over-long X text (lib/content/model/repair-drafts.ts).
      expect(server.requests).toHaveLength(2);
      const prompt = server.requests[0].body.messages.map((m: { content: string }) => m.content).join("\n");
      for (const expected of ["Crunchy Co", "playful", "Snack loud.", "crunch", "formality 0.15", "energy 0.9", "warmth 0.8", "280", "1500", "Launch sea-salt", "Friday only"]) {
        expect(prompt).toContain(expected);
      }
      expect(server.requests[0].body.response_format.type).toBe("json_schema");
      const [x, gbp] = res.body.data.contents;
      expect(x.characterCount).toBeLessThanOrEqual(280);
      expect(x.hashtags.length).toBeLessThanOrEqual(platformRule("x_twitter").maxHashtags);
      expect(gbp.hashtags).toEqual([]);
      expect(gbp.text).not.toContain("#");
    } finally {
      await server.close();
    }
  });

  it("malformed model output is retried once, then 500 generation_failed; quota and usage are given back", async () => {
    const server = await startFakeOpenAi(["this is not json", '{"items": [{"platform": "x_twitter"}]}']);
    try {
      process.env.OPENAI_BASE_URL = server.baseURL;
      forgetServerEnv();
      const before = await dbPool().query("SELECT coalesce(sum(count), 0)::int AS n FROM rate_limit_counters WHERE subject = $1", [`generations:${userId}`]);
      const generatedBefore = (await db().usageRecord.aggregate({ where: { userId, apiKeyId: key.id }, _sum: { generations: true } }))._sum.generations;
      const res = await generate(key.bearer, { brand_id: brandId, platforms: ["x_twitter"], goal: "g" });
      expect(server.requests).toHaveLength(2);
      expect(res.status).toBe(500);
      expect(res.body.error.code).toBe("generation_failed");
      expect(res.body.error.message).toMatch(/did not match|not JSON/);
      const after = await dbPool().query("SELECT coalesce(sum(count), 0)::int AS n FROM rate_limit_counters WHERE subject = $1", [`generations:${userId}`]);
      expect(after.rows[0].n).toBe(before.rows[0].n);
      const usage = await db().usageRecord.aggregate({ where: { userId, apiKeyId: key.id }, _sum: { generations: true } });
      expect(usage._sum.generations).toBe(generatedBefore);
    } finally {
      await server.close();
    }
  });

  it("a malformed first answer followed by a good one succeeds", async () => {
    const good = JSON.stringify({ items: [{ platform: "bluesky", variation: 1, text: "Snack loud. Sea-salt lands Friday.", hashtags: ["snacks"] }] });
    const server = await startFakeOpenAi(["```json\n{broken", good]);
    try {
      process.env.OPENAI_BASE_URL = server.baseURL;
      forgetServerEnv();
      const res = await generate(key.bearer, { brand_id: brandId, platforms: ["bluesky"], goal: "g" });
      expect(res.status).toBe(200);
      expect(res.body.data.contents[0].text).toContain("Snack loud.");
    } finally {
      await server.close();
    }
  });

  it("a model that hangs times out to 500 with a readable reason", async () => {
    const server = await startFakeOpenAi(["hang"]);
    try {
      process.env.OPENAI_BASE_URL = server.baseURL;
      process.env.OPENAI_TIMEOUT_MS = "1000";
      forgetServerEnv();
      const started = Date.now();
      const res = await generate(key.bearer, { brand_id: brandId, platforms: ["x_twitter"], goal: "g" });
      expect(res.status).toBe(500);
      expect(res.body.error.code).toBe("generation_failed");
      expect(res.body.error.message).toContain("did not answer within 1 s");
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await server.close();
    }
  });
});
