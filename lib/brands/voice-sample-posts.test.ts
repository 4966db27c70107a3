import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { beforeAll, expect, it } from "vitest";
import * as extractRoute from "@/app/api/v1/brands/[id]/voice/extract/route";
import * as voiceRoute from "@/app/api/v1/brands/[id]/voice/route";
import { SNACK_BRAND } from "@/lib/content/extract/brand-corpora.fixture";
import { db } from "@/lib/db/client";
import { allowLoopbackForTests, clearLoopbackAllowanceForTests } from "@/lib/net/test-loopback-allowance";
import { createTestUser, describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";

const PROFILE = {
  personality_traits: ["playful"],
  tone_attributes: { formality: 0.2, energy: 0.8, warmth: 0.7 },
  language_patterns: { vocabulary_level: "simple", sentence_structure: "Short bursts.", signature_phrases: ["Crunch on."] },
  content_themes: [{ theme: "snack time", keywords: ["chips"] }],
};

describeDb("voice profile sample_posts (an addition to the spec's BrandVoice)", () => {
  let key: Awaited<ReturnType<typeof createTestApiKey>>;
  let brandId: string;
  const put = (body: unknown) => callRoute(voiceRoute.PUT, "PUT", `/api/v1/brands/${brandId}/voice`, { headers: key.bearer, params: { id: brandId }, body });
  const get = () => callRoute(voiceRoute.GET, "GET", `/api/v1/brands/${brandId}/voice`, { headers: key.bearer, params: { id: brandId } });

  beforeAll(async () => {
    const userId = (await createTestUser({ plan: "business" })).id;
    key = await createTestApiKey(userId, { scopes: ["write", "read"], rpm: 1000 });
    brandId = (await db().brand.create({ data: { userId, name: "Crunchy Co", website: "https://crunchy.example" } })).id;
  });

  it("is [] on a profile set without it, stored by PUT, returned by GET, kept by a PUT that leaves it out, cleared by []", async () => {
    expect((await put(PROFILE)).body.data.voice.sample_posts).toEqual([]);
    const posts = ["Chips for breakfast? We won't judge.", "  Game night = chip night.  "];
    const saved = await put({ ...PROFILE, sample_posts: posts });
    expect(saved.status).toBe(200);
    expect(saved.body.data.voice.sample_posts).toEqual(["Chips for breakfast? We won't judge.", "Game night = chip night."]);
    expect((await get()).body.data.voice.sample_posts).toEqual(saved.body.data.voice.sample_posts);

    // A client that does not know the field never erases what is stored.
    const edited = await put({ ...PROFILE, personality_traits: ["bold"] });
    expect(edited.body.data.voice.personality_traits).toEqual(["bold"]);
    expect(edited.body.data.voice.sample_posts).toEqual(saved.body.data.voice.sample_posts);

    expect((await put({ ...PROFILE, sample_posts: [] })).body.data.voice.sample_posts).toEqual([]);
    expect((await get()).body.data.voice.sample_posts).toEqual([]);
  });

  it.each([
    [{ sample_posts: ["ok", "   "] }, "sample_posts[1]"],
    [{ sample_posts: ["x".repeat(5001)] }, "sample_posts[0]"],
    [{ sample_posts: Array.from({ length: 31 }, (_, i) => `post ${i}`) }, "sample_posts"],
    [{ sample_posts: "one post" }, "sample_posts"],
  ])("400 for %j, naming %s, and nothing stored", async (patch, field) => {
    await put({ ...PROFILE, sample_posts: ["kept"] });
    const res = await put({ ...PROFILE, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(field);
    expect((await get()).body.data.voice.sample_posts).toEqual(["kept"]);
  });

  it("extraction keeps the samples it learned from (cut to 5000 characters at a space); a preview or a website-only extraction keeps the stored ones", async () => {
    const extract = (body: unknown) =>
      callRoute(extractRoute.POST, "POST", `/api/v1/brands/${brandId}/voice/extract`, { headers: key.bearer, params: { id: brandId }, body });
    const res = await extract({ samples: [...SNACK_BRAND, "   "] });
    expect(res.status).toBe(200);
    expect(res.body.data.voice.sample_posts).toEqual(SNACK_BRAND);
    expect((await get()).body.data.voice.sample_posts).toEqual(SNACK_BRAND);

    const preview = await extract({ samples: SNACK_BRAND.slice(0, 3), save: false });
    expect(preview.body.data.voice.sample_posts).toEqual(SNACK_BRAND.slice(0, 3));
    expect((await get()).body.data.voice.sample_posts).toEqual(SNACK_BRAND);

    // The brand's website holds no posts of its own: what was stored stays.
    const site = createServer((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end(`<html><body><main>${SNACK_BRAND.map((post) => `<p>${post}</p>`).join("")}</main></body></html>`));
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    try {
      allowLoopbackForTests([(site.address() as AddressInfo).port]);
      await db().brand.update({ where: { id: brandId }, data: { website: `http://127.0.0.1:${(site.address() as AddressInfo).port}/` } });
      const fromSite = await extract({ samples: ["Only this one post."], from_website: true });
      expect(fromSite.status).toBe(200);
      expect(fromSite.body.data.voice.sample_posts).toEqual(["Only this one post."]);
      const siteOnly = await extract({ from_website: true });
      expect(siteOnly.status).toBe(200);
      expect(siteOnly.body.data.voice.sample_posts).toEqual(["Only this one post."]);
    } finally {
      clearLoopbackAllowanceForTests();
      await new Promise((resolve) => site.close(resolve));
    }

    const long = `${"crunch ".repeat(900)}end`;
    const cut = (await extract({ samples: [long, ...SNACK_BRAND] })).body.data.voice.sample_posts as string[];
    expect(cut[0].length).toBeLessThanOrEqual(5000);
    expect(long.startsWith(cut[0])).toBe(true);
    expect(cut[0].endsWith("crunch")).toBe(true);
  });
});
