import { afterEach, describe, expect, it } from "vitest";
import { CRUNCHOS } from "@/lib/content/eval/profiles/crunchos";
import { extractVoiceWithModel } from "@/lib/content/model/model-extractor";
import { modelGenerator } from "@/lib/content/model/model-generator";
import type { GenerationRequest } from "@/lib/content/types";
import { PLATFORM_IDS } from "@/lib/platforms/ids";
import { startFakeOpenAi } from "@/lib/testing/fake-openai-server";

// The JSON Schemas the model receives, derived from the zod checks (model-json-schema.ts), as an
// OpenAI-compatible server on loopback reads them: strict mode wants every object closed and
// every property required.

const strings = { type: "array", items: { type: "string" } };
const posts = (platforms: readonly string[]) => ({
  type: "object",
  additionalProperties: false,
  required: ["items"],
  properties: {
    items: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["platform", "variation", "text", "hashtags"],
        properties: { platform: { type: "string", enum: platforms }, variation: { type: "integer" }, text: { type: "string" }, hashtags: strings },
      },
    },
  },
});
const profile = {
  type: "object",
  additionalProperties: false,
  required: ["personality_traits", "tone_attributes", "language_patterns", "content_themes"],
  properties: {
    personality_traits: strings,
    tone_attributes: {
      type: "object",
      additionalProperties: false,
      required: ["formality", "energy", "warmth"],
      properties: { formality: { type: "number" }, energy: { type: "number" }, warmth: { type: "number" } },
    },
    language_patterns: {
      type: "object",
      additionalProperties: false,
      required: ["vocabulary_level", "sentence_structure", "signature_phrases"],
      properties: { vocabulary_level: { type: "string", enum: ["simple", "moderate", "advanced"] }, sentence_structure: { type: "string" }, signature_phrases: strings },
    },
    content_themes: {
      type: "array",
      items: { type: "object", additionalProperties: false, required: ["theme", "keywords"], properties: { theme: { type: "string" }, keywords: strings } },
    },
  },
};

const request: GenerationRequest = {
  brandName: CRUNCHOS.brandName,
  voice: { ...CRUNCHOS.voice, sample_posts: [] },
  platforms: ["x_twitter", "bluesky"],
  goal: "Launch our new chili lime chips this Friday",
  contentType: "social_post",
  variations: 1,
};
const LONG_X = "Chili lime chips land this Friday and they are spicy, tangy and gone before you know it. ".repeat(5).trim();
const drafts = JSON.stringify({ items: [{ platform: "x_twitter", variation: 1, text: LONG_X, hashtags: [] }, { platform: "bluesky", variation: 1, text: "Friday!", hashtags: [] }] });
const voice = JSON.stringify({
  personality_traits: ["playful"],
  tone_attributes: { formality: 0.2, energy: 0.9, warmth: 0.7 },
  language_patterns: { vocabulary_level: "simple", sentence_structure: "short", signature_phrases: [] },
  content_themes: [],
});

describe("the JSON Schema the model receives", () => {
  const servers: { close(): Promise<void> }[] = [];
  afterEach(async () => Promise.all(servers.splice(0).map((server) => server.close())));

  it("for posts: the platforms asked for; for repairs: every platform; for a voice profile: the profile", async () => {
    const server = await startFakeOpenAi([drafts, drafts, voice]);
    servers.push(server);
    const config = { baseURL: server.baseURL, apiKey: "k", model: "test-model", timeoutMs: 5000 };
    await modelGenerator(config).generate(request);
    await extractVoiceWithModel(config, CRUNCHOS.brandName, ["Crunch time."]);

    const sent = server.requests.map((captured) => captured.body.response_format);
    expect(sent.map((format) => [format.type, format.json_schema.name, format.json_schema.strict])).toEqual([
      ["json_schema", "brandcast_posts", true],
      ["json_schema", "brandcast_repaired_posts", true],
      ["json_schema", "brand_voice_profile", true],
    ]);
    expect(sent[0].json_schema.schema).toEqual(posts(["x_twitter", "bluesky"]));
    expect(sent[1].json_schema.schema).toEqual(posts(PLATFORM_IDS));
    expect(sent[2].json_schema.schema).toEqual(profile);
  });
});
