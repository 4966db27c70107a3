import { afterEach, describe, expect, it } from "vitest";
import { CRUNCHOS } from "@/lib/content/eval/profiles/crunchos";
import { modelGenerator } from "@/lib/content/model/model-generator";
import type { GenerationRequest } from "@/lib/content/types";
import { writeContents } from "@/lib/content/write-contents";
import { platformRule } from "@/lib/platforms/registry";
import { startFakeOpenAi, type CapturedRequest } from "@/lib/testing/fake-openai-server";

// The model path against a real OpenAI-compatible HTTP server on loopback (no stubbed functions).

const request: GenerationRequest = {
  brandName: CRUNCHOS.brandName,
  voice: { ...CRUNCHOS.voice, sample_posts: CRUNCHOS.samplePosts },
  platforms: ["x_twitter", "bluesky"],
  goal: "Launch our new chili lime chips this Friday",
  contentType: "social_post",
  additionalContext: "Spicy, tangy, limited edition.",
  variations: 1,
};
const LONG_X = "Chili lime chips land this Friday and they are spicy, tangy and gone before you know it. ".repeat(5).trim();
const SHORT_X = "Chili lime chips land Friday! Spicy, tangy, limited edition. Crunch responsibly!";
const BLUESKY = "Friday is chili lime day. They are spicy, tangy and only here for a while. Snack o'clock!";
const answer = (x: string) =>
  JSON.stringify({ items: [{ platform: "x_twitter", variation: 1, text: x, hashtags: ["chips"] }, { platform: "bluesky", variation: 1, text: BLUESKY, hashtags: ["SnackTime"] }] });
const prompt = (captured: CapturedRequest) => captured.body.messages.map((message: { content: string }) => message.content).join("\n");

describe("model generation", () => {
  const servers: { close(): Promise<void> }[] = [];
  afterEach(async () => Promise.all(servers.splice(0).map((server) => server.close())));
  const serve = async (answers: Parameters<typeof startFakeOpenAi>[0]) => {
    const server = await startFakeOpenAi(answers);
    servers.push(server);
    return { server, generator: modelGenerator({ baseURL: server.baseURL, apiKey: "k", model: "test-model", timeoutMs: 5000 }) };
  };

  it("shows the model the brand's sample posts as examples and each platform's limit and style", async () => {
    const { server, generator } = await serve([answer(SHORT_X)]);
    await writeContents(generator, request);
    expect(server.requests).toHaveLength(1);
    const text = prompt(server.requests[0]);
    for (const post of CRUNCHOS.samplePosts) expect(text).toContain(post);
    expect(text).toMatch(/x_twitter \(X\): at most 280 weighted characters/);
    expect(text).toMatch(/bluesky \(Bluesky\): at most 300 graphemes/);
    expect(text).toContain(platformRule("x_twitter").styleNote);
    expect(text).toMatch(/never end with an ellipsis/);
    expect(text).toContain("Launch our new chili lime chips this Friday");
  });

  it("sends an item over its limit back ONCE to be shortened, and uses the shorter text instead of cutting", async () => {
    const { server, generator } = await serve([answer(LONG_X), (captured) => (prompt(captured).includes("shorten") ? answer(SHORT_X) : "unexpected")]);
    const [x, bluesky] = await writeContents(generator, request);
    expect(server.requests).toHaveLength(2);
    const second = prompt(server.requests[1]);
    expect(second).toContain("platform x_twitter, variation 1");
    expect(second).toContain(`limit 280`);
    expect(second).toContain(LONG_X);
    expect(second).not.toContain("platform bluesky");
    expect(x.text).toBe(`${SHORT_X} #chips`);
    expect(x.text).not.toContain("…");
    expect(bluesky.text).toBe(`${BLUESKY}\n\n#SnackTime`);
  });

  it("uses the composer's text, with a note, for what is still over the limit after the one repair: nothing is cut", async () => {
    const { server, generator } = await serve([answer(LONG_X), answer(LONG_X)]);
    const [x] = await writeContents(generator, request);
    expect(server.requests).toHaveLength(2);
    expect(x.characterCount).toBeLessThanOrEqual(280);
    expect(x.text).not.toContain("…");
    expect(x.text).not.toContain(LONG_X.slice(0, 60));
    expect(x.note).toMatch(/over the limit of 280.*local composer's text is used/);
  });

  it("uses the composer's text when the repair answer is unusable: the request still succeeds", async () => {
    const { server, generator } = await serve([answer(LONG_X), "not json", "still not json"]);
    const [x, bluesky] = await writeContents(generator, request);
    expect(server.requests).toHaveLength(3);
    expect(x.characterCount).toBeLessThanOrEqual(280);
    expect(x.note).toMatch(/local composer's text is used/);
    expect(bluesky.note).toBeUndefined();
  });

  it("holds a model's text to the composer's checks: a leaked instruction or a broken sentence goes back once, the mended text is used", async () => {
    const leaked = "Write a post about our chili lime chips. The point is that they land Friday.";
    const mended = "Chili lime chips land Friday. Spicy, tangy and gone fast.";
    const { server, generator } = await serve([answer(leaked), (captured) => (prompt(captured).includes("instruction meant for the writer") ? answer(mended) : "unexpected")]);
    const [x] = await writeContents(generator, request);
    expect(server.requests).toHaveLength(2);
    expect(prompt(server.requests[1])).toContain(JSON.stringify(leaked));
    expect(x.text).toBe(`${mended} #chips`);
    expect(x.note).toBeUndefined();
  });

  it("asks once when everything fits", async () => {
    const { server, generator } = await serve([answer(SHORT_X)]);
    const [x] = await writeContents(generator, request);
    expect(server.requests).toHaveLength(1);
    expect(x.text).toBe(`${SHORT_X} #chips`);
  });
});
