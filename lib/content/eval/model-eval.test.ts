import { afterEach, describe, expect, it } from "vitest";
import { DEVELOPMENT_BRIEFS } from "@/lib/content/eval/briefs/development";
import { evaluateBriefSet } from "@/lib/content/eval/run-brief-eval";
import { modelGenerator } from "@/lib/content/model/model-generator";
import { PLATFORM_IDS } from "@/lib/platforms/ids";
import { startFakeOpenAi, type CapturedRequest } from "@/lib/testing/fake-openai-server";

// `npm run eval:content -- --model`: the brief sets through a model, here an OpenAI-compatible
// server on loopback that answers every platform it is asked for (no stubbed functions).

/** The platforms the request's JSON schema allows: what the model was asked to write. */
function askedPlatforms(captured: CapturedRequest): string[] {
  const schema = captured.body.response_format?.json_schema?.schema;
  return schema?.properties?.items?.items?.properties?.platform?.enum ?? [...PLATFORM_IDS];
}

describe("the brief-set evaluation against a model", () => {
  const servers: { close(): Promise<void> }[] = [];
  afterEach(async () => Promise.all(servers.splice(0).map((server) => server.close())));

  it("writes every brief on all eight platforms through the model, and a leaked instruction the repair round cannot mend never reaches the figures", async () => {
    let posts = 0;
    const server = await startFakeOpenAi([
      (captured) => {
        const repair = JSON.stringify(captured.body.messages).includes("You mend social media posts");
        const items = askedPlatforms(captured).map((platform) => {
          posts++;
          // Every fifth post speaks to the writer, and the "repair" does not mend it.
          const leaked = repair || posts % 5 === 0;
          return { platform, variation: 1, text: leaked ? "Write a post about our news. Keep it short." : "Our news is out today. Come and see what is new.", hashtags: ["news"] };
        });
        return JSON.stringify({ items });
      },
    ]);
    servers.push(server);
    const generator = modelGenerator({ baseURL: server.baseURL, apiKey: "k", model: "loopback-model", timeoutMs: 10_000 });
    const figures = await evaluateBriefSet(generator, DEVELOPMENT_BRIEFS.slice(0, 3), 1);
    expect(figures.briefs).toBe(3);
    expect(figures.items).toBe(3 * PLATFORM_IDS.length);
    expect(figures.instructionLeaks).toBe(0);
    expect(figures.grammarFailures).toBe(0);
    expect(figures.withinLimit).toBe(1);
    // Each brief: one request for its posts, and one repair request when one of them leaked.
    expect(server.requests.length).toBeGreaterThanOrEqual(3);
    expect(server.requests.every((captured) => captured.body.model === "loopback-model" && captured.body.response_format.type === "json_schema")).toBe(true);
  });
});
