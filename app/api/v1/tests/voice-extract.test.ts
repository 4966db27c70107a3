import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import * as extractRoute from "@/app/api/v1/brands/[id]/voice/extract/route";
import * as voiceRoute from "@/app/api/v1/brands/[id]/voice/route";
import { FINANCIAL_ADVISOR, SNACK_BRAND } from "@/lib/content/extract/brand-corpora.fixture";
import { db } from "@/lib/db/client";
import { forgetServerEnv } from "@/lib/env/server-env";
import { allowLoopbackForTests, clearLoopbackAllowanceForTests } from "@/lib/net/test-loopback-allowance";
import { createTestUser, describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { startFakeOpenAi } from "@/lib/testing/fake-openai-server";
import { createTestApiKey } from "@/lib/testing/test-api-key";

describeDb("POST /brands/{id}/voice/extract", () => {
  let userId: string;
  let key: Awaited<ReturnType<typeof createTestApiKey>>;
  let site: Server;
  let sitePort: number;

  const newBrand = async (website = "https://brand.example") =>
    (await db().brand.create({ data: { userId, name: "Crunchy Co", website } })).id;
  const extract = (brandId: string, body: unknown) =>
    callRoute(extractRoute.POST, "POST", `/api/v1/brands/${brandId}/voice/extract`, { headers: key.bearer, params: { id: brandId }, body });

  beforeAll(async () => {
    userId = (await createTestUser({ plan: "business" })).id;
    key = await createTestApiKey(userId, { scopes: ["write", "read"], rpm: 1000 });
    site = createServer((_req, res) => {
      const posts = SNACK_BRAND.map((post) => `<p>${post}</p>`).join("");
      res.writeHead(200, { "content-type": "text/html" }).end(`<html><head><title>Crunchy Co</title></head><body><nav>Home Shop</nav><main>${posts}</main></body></html>`);
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    sitePort = (site.address() as AddressInfo).port;
  });

  afterAll(async () => {
    clearLoopbackAllowanceForTests();
    await new Promise((resolve) => site.close(resolve));
  });

  afterEach(() => {
    delete process.env.OPENAI_BASE_URL;
    forgetServerEnv();
  });

  it("builds and saves a profile from samples with the local extractor; GET then returns it", async () => {
    const brandId = await newBrand();
    const res = await extract(brandId, { samples: SNACK_BRAND });
    expect(res.status).toBe(200);
    expect(res.body.data.saved).toBe(true);
    expect(res.body.data.extractor).toBe("local");
    const { voice } = res.body.data;
    expect(voice.tone_attributes.energy).toBeGreaterThan(0.6);
    expect(voice.tone_attributes.formality).toBeLessThan(0.4);
    expect(voice.language_patterns.signature_phrases.join(" ")).toMatch(/StayCrunchy|Grab a bag/i);
    expect(JSON.stringify(voice.content_themes)).toMatch(/chips|crunch/i);
    const got = await callRoute(voiceRoute.GET, "GET", "/x", { headers: key.bearer, params: { id: brandId } });
    expect(got.body.data.voice).toEqual(voice);
  });

  it("confidence grows with the amount of text", async () => {
    const brandId = await newBrand();
    const few = await extract(brandId, { samples: FINANCIAL_ADVISOR.slice(0, 2), save: false });
    const all = await extract(brandId, { samples: FINANCIAL_ADVISOR, save: false });
    expect(all.body.data.voice.confidence_score).toBeGreaterThan(few.body.data.voice.confidence_score);
    expect(all.body.data.voice.tone_attributes.formality).toBeGreaterThan(0.5);
  });

  it("save: false returns the profile without storing it", async () => {
    const brandId = await newBrand();
    const res = await extract(brandId, { samples: SNACK_BRAND, save: false });
    expect(res.status).toBe(200);
    expect(res.body.data.saved).toBe(false);
    expect(await db().brandVoice.count({ where: { brandId } })).toBe(0);
  });

  it("reads the brand's website (through the test-only loopback allowance)", async () => {
    allowLoopbackForTests([sitePort]);
    const brandId = await newBrand(`http://127.0.0.1:${sitePort}/`);
    const res = await extract(brandId, { from_website: true });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body.data.voice.content_themes)).toMatch(/chips|crunch|bag/i);
  });

  it("400 with the reason when the website is a private or metadata address", async () => {
    for (const website of ["http://169.254.169.254/latest/meta-data/", "http://127.1/", "http://10.0.0.7/"]) {
      const brandId = await newBrand(website);
      const res = await extract(brandId, { from_website: true });
      expect(res.status, website).toBe(400);
      expect(res.body.error.message).toContain("from_website");
      expect(res.body.error.message).toMatch(/refused/);
    }
  });

  it.each([[{}], [{ samples: [] }], [{ samples: ["   "] }], [{ samples: "text" }], [{ from_website: "yes" }], [{ samples: ["a"], extra: 1 }]])(
    "400 for %j",
    async (body) => {
      const res = await extract(await newBrand(), body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("invalid_request");
    },
  );

  it("with a model configured, a website with no words is 400 and the model is not asked", async () => {
    const server = await startFakeOpenAi(["{}"]);
    const empty = createServer((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("<html><body><main>🎉 … !!</main></body></html>"));
    await new Promise<void>((resolve) => empty.listen(0, "127.0.0.1", resolve));
    try {
      const port = (empty.address() as AddressInfo).port;
      allowLoopbackForTests([port]);
      process.env.OPENAI_BASE_URL = server.baseURL;
      forgetServerEnv();
      const res = await extract(await newBrand(`http://127.0.0.1:${port}/`), { from_website: true });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/no text to extract/);
      expect(server.requests).toHaveLength(0);
    } finally {
      await server.close();
      await new Promise((resolve) => empty.close(resolve));
    }
  });

  it("with a model configured, asks it once with the samples and keeps its answer within bounds", async () => {
    const answer = {
      personality_traits: ["playful", "bold"],
      tone_attributes: { formality: -0.2, energy: 1.4, warmth: 0.7 },
      language_patterns: { vocabulary_level: "simple", sentence_structure: "Short bursts.", signature_phrases: ["Grab a bag", "#StayCrunchy"] },
      content_themes: [{ theme: "chips", keywords: ["crunchy", "flavor"] }],
    };
    const server = await startFakeOpenAi([JSON.stringify(answer)]);
    try {
      process.env.OPENAI_BASE_URL = server.baseURL;
      forgetServerEnv();
      const brandId = await newBrand();
      const res = await extract(brandId, { samples: SNACK_BRAND });
      expect(res.status).toBe(200);
      expect(res.body.data.extractor).toBe("model");
      expect(server.requests).toHaveLength(1);
      expect(JSON.stringify(server.requests[0].body.messages)).toContain("Spicy Mango");
      expect(res.body.data.voice.tone_attributes).toEqual({ formality: 0, energy: 1, warmth: 0.7 });
      expect(res.body.data.voice.language_patterns.signature_phrases).toEqual(["Grab a bag", "#StayCrunchy"]);
    } finally {
      await server.close();
    }
  });
});
