import { expect, test } from "../support/fixtures";
import { DESKTOP, saveScreenshot } from "../support/screenshots";
import { CRUNCHOS } from "../../lib/content/eval/profiles/crunchos";
import { HARBOUR_FOOD_BANK } from "../../lib/content/eval/profiles/harbour-food-bank";
import { RIDGELINE_COFFEE } from "../../lib/content/eval/profiles/ridgeline-coffee";
import type { EvalProfile } from "../../lib/content/eval/eval-profile";

// What a marketer sees on /create for three differently-voiced brands (a playful snack brand, a
// warm food bank, a friendly coffee roaster), with the local composer: full-page screenshots go to
// e2e/screenshots/create-voice-<brand>.png to be read by a person. The assertions are the ones a
// reader would make at a glance: every text within its limit, none cut off with "…", the goal
// not pasted, hashtags only where the platform takes them.

const CASES: [EvalProfile, number][] = [
  [CRUNCHOS, 0],
  [HARBOUR_FOOD_BANK, 2],
  [RIDGELINE_COFFEE, 0],
];

test.describe("browser: generated posts read on-voice for three brands", () => {
  test.setTimeout(120_000);

  for (const [profile, goalIndex] of CASES) {
    test(`${profile.brandName}`, async ({ page, signedInUser, baseURL }) => {
      expect(signedInUser.email).toBeTruthy();
      await page.setViewportSize(DESKTOP);
      const origin = { origin: baseURL! };
      const brand = await page.request.post("/api/v1/brands", { data: { name: profile.brandName, website: `https://${profile.id}.example` }, headers: origin });
      expect(brand.ok()).toBeTruthy();
      const brandId = (await brand.json()).data.brand.id as string;
      const voice = await page.request.put(`/api/v1/brands/${brandId}/voice`, { headers: origin, data: { ...profile.voice, sample_posts: profile.samplePosts } });
      expect(voice.ok()).toBeTruthy();
      expect((await voice.json()).data.voice.sample_posts).toEqual(profile.samplePosts);

      const { goal, context } = profile.goals[goalIndex];
      await page.goto("/create");
      await page.getByLabel("Brand", { exact: true }).selectOption(brandId);
      for (const name of [/^X/, /LinkedIn/, /Instagram/, /Bluesky/, /Google Business/]) await page.getByRole("checkbox", { name }).check();
      await page.getByLabel("Variations").selectOption("2");
      await page.getByLabel("Goal").fill(goal);
      if (context) await page.getByLabel(/Additional context/).fill(context);
      await page.getByRole("button", { name: "Generate posts" }).click();
      // One preview per platform, each with its two variations.
      const cards = page.getByTestId("compose-platform");
      await expect(cards).toHaveCount(5);
      await expect(cards.first().getByText("Variation 2", { exact: true })).toBeVisible({ timeout: 30_000 });

      for (const variation of [1, 2]) {
        for (const card of await cards.all()) {
          await card.getByText(`Variation ${variation}`, { exact: true }).click();
          const text = await card.getByRole("textbox").inputValue();
          expect(text.length).toBeGreaterThan(40);
          expect(text).not.toContain("…");
          expect(text.toLowerCase()).not.toContain(goal.toLowerCase());
          await expect(card.getByTestId("char-counter")).not.toHaveAttribute("data-over", "true");
        }
      }
      const gbp = page.locator('[data-testid="compose-platform"][data-platform="google_business"]');
      expect(await gbp.getByRole("textbox").inputValue()).not.toContain("#");
      await saveScreenshot(page, `create-voice-${profile.id}`);
    });
  }

  test("the voice editor shows and edits the sample posts", async ({ page, signedInUser, baseURL }) => {
    expect(signedInUser.email).toBeTruthy();
    await page.setViewportSize(DESKTOP);
    const origin = { origin: baseURL! };
    const brandId = (await (await page.request.post("/api/v1/brands", { data: { name: CRUNCHOS.brandName, website: "https://crunchos.example" }, headers: origin })).json()).data.brand.id as string;
    await page.request.put(`/api/v1/brands/${brandId}/voice`, { headers: origin, data: { ...CRUNCHOS.voice, sample_posts: CRUNCHOS.samplePosts.slice(0, 2) } });
    await page.goto(`/brands/${brandId}`);
    const rows = page.getByTestId("sample-post-row");
    await expect(rows).toHaveCount(2, { timeout: 15_000 });
    await expect(page.getByRole("textbox", { name: "Sample post 1" })).toHaveValue(CRUNCHOS.samplePosts[0]);
    await page.getByRole("button", { name: "+ Add sample post" }).click();
    await page.getByRole("textbox", { name: "Sample post 3" }).fill(CRUNCHOS.samplePosts[2]);
    await page.getByRole("button", { name: "Remove sample post 1" }).click();
    await page.getByRole("button", { name: "Save voice profile" }).click();
    await expect.poll(async () => (await (await page.request.get(`/api/v1/brands/${brandId}/voice`)).json()).data.voice.sample_posts).toEqual([CRUNCHOS.samplePosts[1], CRUNCHOS.samplePosts[2]]);
    await saveScreenshot(page, "voice-sample-posts");
  });
});
