import { afterEach, describe, expect, it } from "vitest";
import { CRUNCHOS } from "@/lib/content/eval/profiles/crunchos";
import { modelGenerator } from "@/lib/content/model/model-generator";
import type { GenerationRequest } from "@/lib/content/types";
import { writeContents, type WrittenContent } from "@/lib/content/write-contents";
import { platformRule } from "@/lib/platforms/registry";
import { startFakeOpenAi, type CapturedRequest } from "@/lib/testing/fake-openai-server";

// A thread from the model (content_type "thread") against an OpenAI-compatible server on loopback:
// the model returns parts; its parts go through the same fitting and checks as the composer's.

const request: GenerationRequest = {
  brandName: CRUNCHOS.brandName,
  voice: { ...CRUNCHOS.voice, sample_posts: CRUNCHOS.samplePosts },
  platforms: ["x_twitter", "linkedin"],
  goal: "Tell the story of how our chili lime chips were made",
  contentType: "thread",
  variations: 1,
};
const PARTS = [
  "Two years ago we asked one question: can a chip taste like a taco truck at midnight?",
  "We tried 41 chili blends. Most were too hot, some too sweet, one set off the smoke alarm.",
  "The winner: smoked New Mexico chili and real lime zest. Out Friday. Grab a bag and tell us what you think!",
];
const LINKEDIN = "Two years, 41 chili blends and one smoke alarm later, our chili lime chips are here. Out Friday.";
const LONG_PART = "We tested every blend with our crew, our families and the neighbours who wandered in, and we wrote down every single face they made. ".repeat(4).trim();
const answer = (xItem: Record<string, unknown>) =>
  JSON.stringify({ items: [{ platform: "x_twitter", variation: 1, hashtags: ["chips"], ...xItem }, { platform: "linkedin", variation: 1, parts: [LINKEDIN], hashtags: ["snacks"] }] });
const prompt = (captured: CapturedRequest) => captured.body.messages.map((message: { content: string }) => message.content).join("\n");
const words = (value: string) => value.split(/\s+/u).filter(Boolean);
const partsOf = (item: WrittenContent) => [item.text, ...(item.thread ?? [])];

function expectWithinLimit(item: WrittenContent) {
  const rule = platformRule(item.platform);
  for (const part of partsOf(item)) {
    expect(rule.count(part)).toBeLessThanOrEqual(rule.limit);
    expect(part.trim()).not.toBe("");
    expect(part).not.toMatch(/…$/);
  }
  expect(item.characterCount).toBe(rule.count(item.text));
}

describe("model generation of a thread", () => {
  const servers: { close(): Promise<void> }[] = [];
  afterEach(async () => Promise.all(servers.splice(0).map((server) => server.close())));
  const serve = async (answers: Parameters<typeof startFakeOpenAi>[0]) => {
    const server = await startFakeOpenAi(answers);
    servers.push(server);
    return { server, generator: modelGenerator({ baseURL: server.baseURL, apiKey: "k", model: "test-model", timeoutMs: 5000 }) };
  };

  it("asks for parts with a structured answer, keeps the model's breaks, tags part 1, and gives LinkedIn one post", async () => {
    const { server, generator } = await serve([answer({ parts: PARTS })]);
    const [x, linkedin] = await writeContents(generator, request);
    expect(server.requests).toHaveLength(1);
    const sent = server.requests[0].body;
    expect(sent.response_format.json_schema.name).toBe("brandcast_threads");
    expect(JSON.stringify(sent.response_format.json_schema.schema)).toContain('"parts"');
    expect(prompt(server.requests[0])).toMatch(/For x_twitter: write a thread/);
    expect(prompt(server.requests[0])).toMatch(/For linkedin: these platforms publish no thread;/);
    expect(x.text).toBe(`${PARTS[0]} #chips`);
    expect(x.thread).toEqual(PARTS.slice(1));
    expect(x.hashtags).toEqual(["chips"]);
    expect(x.notes).toBeUndefined();
    expectWithinLimit(x);
    expect(linkedin.thread).toEqual([]);
    expect(linkedin.text).toBe(`${LINKEDIN}\n\n#snacks`);
  });

  it("breaks a part over the limit between sentences (never asks again, never cuts a word) and says so", async () => {
    const parts = [PARTS[0], LONG_PART, PARTS[2]];
    const { server, generator } = await serve([answer({ parts })]);
    const [x] = await writeContents(generator, request);
    expect(server.requests).toHaveLength(1);
    expectWithinLimit(x);
    expect(partsOf(x).length).toBeGreaterThan(3);
    expect(words(partsOf(x).join(" ").replace(" #chips", ""))).toEqual(words(parts.join(" ")));
    expect(x.thread!.at(-1)).toBe(PARTS[2]);
    expect(x.notes).toEqual([expect.stringMatching(/part 2 of the model's thread ran over the 280-weighted characters limit/)]);
  });

  it("removes the model's own numbering (1/3) and says so", async () => {
    const { generator } = await serve([answer({ parts: PARTS.map((part, k) => `${k + 1}/3 ${part}`) })]);
    const [x] = await writeContents(generator, request);
    expect(x.thread).toEqual(PARTS.slice(1));
    expect(x.notes).toEqual([expect.stringMatching(/part numbers were removed/)]);
  });

  it("repairs a model that answers with one text instead of parts: broken into parts, with a note", async () => {
    const whole = `${PARTS.join("\n\n")}\n\n${LONG_PART}`;
    const { server, generator } = await serve([answer({ text: whole })]);
    const [x] = await writeContents(generator, request);
    expect(server.requests).toHaveLength(1);
    expectWithinLimit(x);
    expect(x.thread!.length).toBeGreaterThan(0);
    expect(words(partsOf(x).join(" ").replace(" #chips", ""))).toEqual(words(whole));
    expect(x.notes).toEqual([expect.stringMatching(/wrote its thread as one text/)]);
  });

  it("asks once more when the answer is garbage, and uses the second answer", async () => {
    const { server, generator } = await serve(["Sure! Here is your thread: 1/3 chips…", answer({ parts: PARTS })]);
    const [x] = await writeContents(generator, request);
    expect(server.requests).toHaveLength(2);
    expect(x.thread).toEqual(PARTS.slice(1));
  });

  it("fails with generation_failed when every answer is garbage (nothing to repair)", async () => {
    const { generator } = await serve(["not json", JSON.stringify({ items: [{ platform: "x_twitter", variation: 1, parts: [], hashtags: [] }] })]);
    await expect(writeContents(generator, request)).rejects.toMatchObject({ code: "generation_failed" });
  });
});
