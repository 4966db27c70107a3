import { beforeAll, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { listBrandSummaries } from "@/lib/brands/list-brand-summaries";
import { db } from "@/lib/db/client";
import { createTestUser, describeDb } from "@/lib/testing";
import { testCaller } from "@/lib/testing/test-caller";

const sessionOf = (userId: string): Promise<Caller> => testCaller(userId);

describeDb("listBrandSummaries (the dashboard's brand list)", () => {
  let owner: string;
  let older: string;
  let newer: string;

  beforeAll(async () => {
    owner = (await createTestUser()).id;
    const other = (await createTestUser()).id;
    older = (await db().brand.create({ data: { userId: owner, name: "Older", website: "https://older.example", createdAt: new Date("2025-01-01T00:00:00Z") } })).id;
    newer = (await db().brand.create({ data: { userId: owner, name: "Newer", website: "https://newer.example", createdAt: new Date("2025-02-01T00:00:00Z") } })).id;
    await db().brand.create({ data: { userId: other, name: "Theirs", website: "https://theirs.example" } });
    await db().brandVoice.create({
      data: {
        brandId: older,
        personalityTraits: ["warm"],
        formality: 0.5,
        energy: 0.5,
        warmth: 0.5,
        vocabularyLevel: "simple",
        sentenceStructure: "Short.",
        signaturePhrases: [],
        contentThemes: [],
        confidenceScore: 1,
      },
    });
    for (const content of ["one", "two"]) await db().post.create({ data: { userId: owner, brandId: older, content, platforms: ["x_twitter"], status: "draft", source: "dashboard" } });
  });

  it("lists only the caller's brands, newest first, with voice and post count", async () => {
    const brands = await listBrandSummaries(await sessionOf(owner));
    expect(brands.map((b) => b.id)).toEqual([newer, older]);
    expect(brands[0]).toEqual({ id: newer, name: "Newer", website: "https://newer.example", createdAt: new Date("2025-02-01T00:00:00Z"), hasVoice: false, postCount: 0 });
    expect(brands[1]).toMatchObject({ id: older, hasVoice: true, postCount: 2 });
  });

  it("keeps to a key's brand list and to the limit", async () => {
    expect((await listBrandSummaries({ ...(await sessionOf(owner)), brandIds: [older] })).map((b) => b.id)).toEqual([older]);
    expect((await listBrandSummaries(await sessionOf(owner), { limit: 1 })).map((b) => b.id)).toEqual([newer]);
  });
});
