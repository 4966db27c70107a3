import { afterEach, beforeAll, expect, it } from "vitest";
import * as postsRoute from "@/app/api/v1/posts/route";
import { db } from "@/lib/db/client";
import { forgetServerEnv } from "@/lib/env/server-env";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { createTestUser, describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { startFakeOpenAi } from "@/lib/testing/fake-openai-server";
import { SNACK_BRAND_VOICE, callGenerate } from "@/lib/testing/generate-content-calls";
import { createTestApiKey } from "@/lib/testing/test-api-key";

// POST /content/generate with content_type "thread" (docs/api-decisions.md, "Thread generation"):
// every part within its platform's limit as the platform counts it, no word cut, parts in order,
// and the answer taken as it is by POST /posts.

const VOICE = SNACK_BRAND_VOICE;
const generate = callGenerate;
const THREAD_PLATFORMS: PlatformId[] = ["x_twitter", "bluesky", "threads"];
const LONG_GOAL =
  "Tell the story of our new chili lime chips: the recipe took two years, uses real lime zest and smoked chili from New Mexico, and was tested by our whole crew. " +
  "They launch this Friday in every store, with a tasting event downtown on Saturday from 10am, free samples for everyone and a limited-edition bag designed by local artist Mia Chen.";
const LONG_CONTEXT = "Link: https://crunchy.example/chili-lime. Price $3.99 a bag. Vegan and gluten free. Available while stocks last; the artist bag is numbered, only 5,000 made.";

type Item = { platform: PlatformId; text: string; thread?: string[]; hashtags: string[]; characterCount: number; variation: number };
const createPost = (headers: HeadersInit, body: unknown) => callRoute(postsRoute.POST, "POST", "/api/v1/posts", { headers, body });
const partsOf = (item: Item) => [item.text, ...(item.thread ?? [])];

/** Each part within the limit as the platform counts it, whole words only, nothing cut with "…". */
function expectWellFormedThread(item: Item) {
  const rule = platformRule(item.platform);
  expect(Array.isArray(item.thread)).toBe(true);
  expect(item.characterCount).toBe(rule.count(item.text));
  for (const part of partsOf(item)) {
    expect(part.trim()).toBe(part);
    expect(part).not.toBe("");
    expect(rule.count(part)).toBeLessThanOrEqual(rule.limit);
    expect(part).not.toMatch(/…$/);
    // A part ends where a sentence, a line, a link or a tag ends, never inside a word.
    expect(part).toMatch(/([.!?)"'”’]|\p{Extended_Pictographic}|#\p{L}[\p{L}\p{N}_]*|https?:\/\/\S+|\p{L}|\p{N})$/u);
  }
  for (const tag of item.hashtags) expect(partsOf(item).join("\n")).toContain(`#${tag}`);
}

describeDb("POST /content/generate, content_type thread", () => {
  let userId: string;
  let key: Awaited<ReturnType<typeof createTestApiKey>>;
  let brandId: string;

  beforeAll(async () => {
    userId = (await createTestUser({ plan: "business" })).id;
    key = await createTestApiKey(userId, { scopes: ["generate", "post"], rpm: 1000 });
    brandId = (await db().brand.create({ data: { userId, name: "Thread Crunch Co", website: "https://thread-crunch.example" } })).id;
    await db().brandVoice.create({ data: { brandId, ...VOICE } });
  });

  afterEach(() => {
    delete process.env.OPENAI_BASE_URL;
    forgetServerEnv();
  });

  it("a long brief: threads of several parts on X, Bluesky and Threads, in order, each within the limit; taken as is by POST /posts", async () => {
    const res = await generate(key.bearer, { brand_id: brandId, platforms: THREAD_PLATFORMS, goal: LONG_GOAL, additional_context: LONG_CONTEXT, content_type: "thread", variations: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data.notes).toEqual([]);
    const contents: Item[] = res.body.data.contents;
    expect(contents).toHaveLength(6);
    for (const item of contents) expectWellFormedThread(item);
    const x = contents.find((item) => item.platform === "x_twitter")!;
    expect(x.thread!.length).toBeGreaterThanOrEqual(1);
    // In order: the brief's link closes the thread, so it is in the last part.
    expect(partsOf(x).at(-1)).toContain("https://crunchy.example/chili-lime");

    // One post per platform, as an agent would pass it: the first thread as the post, the others as versions.
    const [first, ...others] = THREAD_PLATFORMS.map((platform) => contents.find((item) => item.platform === platform && item.variation === 1)!);
    const body = {
      content: first.text,
      thread: first.thread,
      platforms: THREAD_PLATFORMS,
      brand_id: brandId,
      versions: Object.fromEntries(others.map((item) => [item.platform, { content: item.text, thread: item.thread }])),
    };
    const created = await createPost(key.bearer, body);
    expect(created.status).toBe(200);
    const saved = await db().post.findUniqueOrThrow({ where: { id: created.body.data.post.id } });
    expect(saved.thread).toEqual(first.thread);
  });

  it("a short brief: a thread of one part (a post with thread []), still accepted by POST /posts", async () => {
    const res = await generate(key.bearer, { brand_id: brandId, platforms: ["bluesky"], goal: "New flavour Friday", content_type: "thread" });
    expect(res.status).toBe(200);
    const [item]: Item[] = res.body.data.contents;
    expectWellFormedThread(item);
    expect(item.thread).toEqual([]);
    const created = await createPost(key.bearer, { content: item.text, thread: item.thread, platforms: ["bluesky"] });
    expect(created.status).toBe(200);
  });

  it("a platform that publishes no thread gets one post (thread []) and a note naming it; not a thread request: no thread field", async () => {
    const res = await generate(key.bearer, { brand_id: brandId, platforms: ["x_twitter", "linkedin"], goal: LONG_GOAL, content_type: "thread" });
    expect(res.status).toBe(200);
    const linkedin: Item = res.body.data.contents.find((item: Item) => item.platform === "linkedin");
    expect(linkedin.thread).toEqual([]);
    expect(platformRule("linkedin").count(linkedin.text)).toBeLessThanOrEqual(platformRule("linkedin").limit);
    expect(res.body.data.notes).toEqual([{ kind: "thread_not_published", platform: "linkedin", message: expect.stringMatching(/^linkedin \(LinkedIn\) does not publish a thread/) }]);
    const created = await createPost(key.bearer, { content: linkedin.text, thread: linkedin.thread, platforms: ["linkedin"] });
    expect(created.status).toBe(200);

    const plain = await generate(key.bearer, { brand_id: brandId, platforms: ["x_twitter"], goal: LONG_GOAL });
    expect(plain.status).toBe(200);
    expect(plain.body.data.contents[0].thread).toBeUndefined();
    expect(plain.body.data.notes).toEqual([]);
  });

  it("the model path: the model's parts, an over-long one broken between sentences with a note; the answer round-trips into POST /posts", async () => {
    const long = "We tried forty-one chili blends with our crew and our neighbours, and we wrote down every face they made. ".repeat(4).trim();
    const server = await startFakeOpenAi([
      JSON.stringify({ items: [{ platform: "x_twitter", variation: 1, parts: ["Two years. One chip. Here is how it happened.", long, "Out Friday. Grab a bag!"], hashtags: ["chips"] }] }),
    ]);
    try {
      process.env.OPENAI_BASE_URL = server.baseURL;
      forgetServerEnv();
      const res = await generate(key.bearer, { brand_id: brandId, platforms: ["x_twitter"], goal: LONG_GOAL, content_type: "thread" });
      expect(res.status).toBe(200);
      expect(res.body.data.generator).toBe("model");
      const [x]: Item[] = res.body.data.contents;
      expectWellFormedThread(x);
      expect(x.text).toBe("Two years. One chip. Here is how it happened. #chips");
      expect(x.thread!.at(-1)).toBe("Out Friday. Grab a bag!");
      expect(x.thread!.length).toBeGreaterThanOrEqual(3);
      expect(res.body.data.notes).toEqual([{ kind: "thread_parts_changed", platform: "x_twitter", variation: 1, message: expect.stringMatching(/^part 2 of the model's thread ran over/) }]);
      const created = await createPost(key.bearer, { content: x.text, thread: x.thread, platforms: ["x_twitter"] });
      expect(created.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
