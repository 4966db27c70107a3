import { afterEach, beforeAll, expect, it } from "vitest";
import * as generateRoute from "@/app/api/v1/content/generate/route";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { forgetServerEnv } from "@/lib/env/server-env";
import { createTestUser, describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { startFakeOpenAi } from "@/lib/testing/fake-openai-server";
import { publishedDelivery } from "@/lib/testing/metrics-fixtures";
import { storeSnapshot } from "@/lib/testing/snapshot-fixtures";
import { createTestApiKey } from "@/lib/testing/test-api-key";

// Issue 22, item 6: POST /content/generate uses the brand's best-performing published posts as
// examples and says which (`examples_used`). Posts, deliveries and readings are stored as the
// pipelines store them, so metric_delivery_totals is the database triggers' own.

const VOICE = {
  personalityTraits: ["playful"],
  formality: 0.2,
  energy: 0.8,
  warmth: 0.7,
  vocabularyLevel: "simple",
  sentenceStructure: "short sentences",
  signaturePhrases: ["Snack loud."],
  contentThemes: [{ theme: "snacks", keywords: ["crunch", "chips"] }],
  confidenceScore: 1,
};

const HOUR = 3_600_000;
const generate = (headers: HeadersInit, body: unknown) => callRoute(generateRoute.POST, "POST", "/api/v1/content/generate", { headers, body });

/** A published post of the brand on `platform` with `readings` readings; the last one has `likes` per 1,000 views. */
async function performedPost(owner: { userId: string; brandId: string }, platform: string, content: string, likes: number, readings = 2) {
  const delivery = await publishedDelivery(owner, platform, `pp-${crypto.randomUUID()}`, { publishedAgoMs: 48 * HOUR, due: false });
  await db().post.update({ where: { id: delivery.postId }, data: { content } });
  for (let k = 1; k <= readings; k++) {
    const reach = platform === "x_twitter" ? "not_offered" : 1000;
    await storeSnapshot(delivery, platform, new Date(delivery.publishedAt.getTime() + k * 6 * HOUR), { views: 1000, reach, likes: Math.round((likes * k) / readings), comments: 0, shares: 0 });
  }
  return delivery.postId;
}

describeDb("POST /content/generate: best posts as examples", () => {
  let userId: string;
  let key: Awaited<ReturnType<typeof createTestApiKey>>;
  let brandId: string;
  let workspaceId: string;
  const posts: Record<string, string> = {};

  beforeAll(async () => {
    userId = (await createTestUser({ plan: "business" })).id;
    key = await createTestApiKey(userId, { scopes: ["generate"], rpm: 1000 });
    brandId = (await db().brand.create({ data: { userId, name: "Crunchy Co", website: "https://crunchy.example" } })).id;
    await db().brandVoice.create({ data: { brandId, ...VOICE } });
    workspaceId = (await db().brand.findUniqueOrThrow({ where: { id: brandId } })).workspaceId;
    const owner = { userId, brandId };
    posts.li30 = await performedPost(owner, "linkedin", "LinkedIn best: the crunch test, 30 per mille #crunch", 30);
    posts.li20 = await performedPost(owner, "linkedin", "LinkedIn second: chips of the month #chips", 20);
    posts.li10 = await performedPost(owner, "linkedin", "LinkedIn third: behind the fryer", 10);
    posts.li5 = await performedPost(owner, "linkedin", "LinkedIn fourth: a quiet week", 5);
    posts.x50 = await performedPost(owner, "x_twitter", "X best: crunch o'clock", 50);
    // The best rate of all, but one early reading: not enough to count.
    posts.once = await performedPost(owner, "linkedin", "LinkedIn lucky: read once", 90, 1);
  });

  afterEach(() => {
    delete process.env.OPENAI_BASE_URL;
    forgetServerEnv();
  });

  it("names the best posts used: the requested platform's first, best rate first, at most 3, only posts with enough readings", async () => {
    const res = await generate(key.bearer, { brand_id: brandId, platforms: ["linkedin"], goal: "Launch our sea-salt chips this Friday" });
    expect(res.status).toBe(200);
    expect(res.body.data.examples_used).toEqual([
      { post_id: posts.li30, platform: "linkedin", engagement_rate: 0.03 },
      { post_id: posts.li20, platform: "linkedin", engagement_rate: 0.02 },
      { post_id: posts.li10, platform: "linkedin", engagement_rate: 0.01 },
    ]);

    // Asked for X: X's best comes first, then the best of the others.
    const x = await generate(key.bearer, { brand_id: brandId, platforms: ["x_twitter"], goal: "Launch our sea-salt chips this Friday" });
    expect(x.body.data.examples_used.map((used: { post_id: string }) => used.post_id)).toEqual([posts.x50, posts.li30, posts.li20]);
  });

  it("uses none when the request opts out, and none for a brand without history", async () => {
    const optOut = await generate(key.bearer, { brand_id: brandId, platforms: ["linkedin"], goal: "Launch our sea-salt chips", use_best_posts: false });
    expect(optOut.status).toBe(200);
    expect(optOut.body.data.examples_used).toEqual([]);

    const quiet = (await db().brand.create({ data: { userId, name: "Quiet Co", website: "https://quiet.example" } })).id;
    await db().brandVoice.create({ data: { brandId: quiet, ...VOICE } });
    const res = await generate(key.bearer, { brand_id: quiet, platforms: ["linkedin"], goal: "Launch our sea-salt chips" });
    expect(res.status).toBe(200);
    expect(res.body.data.examples_used).toEqual([]);
  });

  it("never uses another workspace's posts, even one filed under the brand's id", async () => {
    const other = (await createTestUser()).id;
    const brand = (await db().brand.create({ data: { userId, name: "Target Co", website: "https://target.example" } })).id;
    await db().brandVoice.create({ data: { brandId: brand, ...VOICE } });
    // Another workspace's post pointing at this brand: its totals carry its own workspace.
    const theirs = await performedPost({ userId: other, brandId: brand }, "linkedin", "Not yours", 80);
    const { rows } = await dbPool().query("SELECT workspace_id, brand_id FROM metric_delivery_totals WHERE post_id = $1", [theirs]);
    expect(rows).toEqual([{ workspace_id: expect.not.stringMatching(workspaceId), brand_id: brand }]);
    const res = await generate(key.bearer, { brand_id: brand, platforms: ["linkedin"], goal: "Launch our sea-salt chips" });
    expect(res.status).toBe(200);
    expect(res.body.data.examples_used).toEqual([]);
  });

  it("400 naming use_best_posts when it is not a boolean", async () => {
    const res = await generate(key.bearer, { brand_id: brandId, platforms: ["linkedin"], goal: "g", use_best_posts: "yes" });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain("use_best_posts");
  });

  it("with a model: the best posts reach the prompt with their platform and rate; opting out leaves them out", async () => {
    const answer = JSON.stringify({ items: [{ platform: "linkedin", variation: 1, text: "Sea-salt chips land Friday. Snack loud. #chips", hashtags: ["chips"] }] });
    const server = await startFakeOpenAi([answer]);
    try {
      process.env.OPENAI_BASE_URL = server.baseURL;
      forgetServerEnv();
      const res = await generate(key.bearer, { brand_id: brandId, platforms: ["linkedin"], goal: "Launch our sea-salt chips this Friday" });
      expect(res.status).toBe(200);
      expect(res.body.data.generator).toBe("model");
      expect(res.body.data.examples_used).toHaveLength(3);
      const prompt = server.requests[0].body.messages.map((m: { content: string }) => m.content).join("\n");
      expect(prompt).toContain("best-performing published posts");
      expect(prompt).toContain("Best post 1 (LinkedIn, engagement rate 3.0%):\nLinkedIn best: the crunch test, 30 per mille #crunch");
      expect(prompt).toContain("LinkedIn second: chips of the month");
      expect(prompt).toContain("LinkedIn third: behind the fryer");
      expect(prompt).not.toContain("LinkedIn lucky");
      expect(prompt).not.toContain("LinkedIn fourth");

      const optOut = await generate(key.bearer, { brand_id: brandId, platforms: ["linkedin"], goal: "Launch our sea-salt chips this Friday", use_best_posts: false });
      expect(optOut.status).toBe(200);
      const plain = server.requests[server.requests.length - 1].body.messages.map((m: { content: string }) => m.content).join("\n");
      expect(plain).not.toContain("Best post 1");
      expect(plain).not.toContain("LinkedIn best");
    } finally {
      await server.close();
    }
  });
});
