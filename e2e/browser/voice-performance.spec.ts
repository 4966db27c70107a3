import { expect, test } from "../support/fixtures";
import { DESKTOP, saveSectionScreenshotsAtBothWidths } from "../support/screenshots";
import { publishLive, storeReading } from "../support/seed-metrics";
import { createBrand, createDraft } from "../support/seed-posts";

// "Voice against performance" on the brand analytics page: posts written through the API (so
// their theme and consistency score are set as every post's are), published live and read as
// the pipelines do it (deliveries and readings in the database; its triggers build the rollups).

const HOUR = 3_600_000;
const X_ENDPOINT = "GET /2/tweets?ids=…&tweet.fields=public_metrics";

const VOICE = {
  personality_traits: ["warm", "curious"],
  tone_attributes: { formality: 0.4, energy: 0.6, warmth: 0.8 },
  language_patterns: { vocabulary_level: "moderate", sentence_structure: "Short sentences.", signature_phrases: ["Brewed with care"] },
  content_themes: [
    { theme: "Coffee origins", keywords: ["ethiopia", "farm", "harvest", "growers"] },
    { theme: "Brewing at home", keywords: ["pour over", "grinder", "kettle"] },
  ],
};

test("voice against performance: engagement per consistency band and content theme, with the posts behind each bar and 'not enough posts yet'", async ({ page, signedInUser, baseURL }) => {
  test.setTimeout(240_000);
  void signedInUser;
  const origin = baseURL!;
  await page.setViewportSize(DESKTOP);
  const brandId = await createBrand(page, origin, "Northwind Coffee");
  const voice = await page.request.put(`/api/v1/brands/${brandId}/voice`, { headers: { origin }, data: VOICE });
  expect(voice.ok()).toBe(true);

  const now = Date.now();
  const texts = [
    ...Array.from({ length: 6 }, (_, index) => `Our harvest ${index + 1} from the Ethiopia farm is here: the growers picked it by hand. Brewed with care.`),
    "Pour over at home: warm the kettle, set the grinder to medium.",
    "Your grinder matters more than your kettle for a pour over.",
  ];
  for (const [index, content] of texts.entries()) {
    const publishedAt = new Date(now - (index * 20 + 30) * HOUR);
    const postId = await createDraft(page, origin, { content, platforms: ["x_twitter"], brand_id: brandId });
    const [x] = await publishLive(postId, ["x_twitter"], publishedAt, new Date(publishedAt.getTime() + 72 * HOUR));
    await storeReading(postId, x, "x_twitter", new Date(publishedAt.getTime() + 24 * HOUR), { views: 1000, reach: "not_offered", likes: 30 + index * 5, comments: 4, shares: 2, clicks: "not_offered" }, X_ENDPOINT);
  }

  await page.goto(`/brands/${brandId}/analytics`);
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Voice against performance" }) }).first();
  // The page loads five reports first (a slow shared machine takes a while): wait for the section's rows.
  await expect(section.getByTestId("voice-x_twitter")).toBeVisible({ timeout: 60_000 });
  const x = section.getByTestId("voice-x_twitter");
  await expect(x.getByText("By brand consistency")).toBeVisible();
  // Six posts on the origins theme: a bar with its count; two on brewing: below the minimum of 5.
  await expect(x.getByRole("listitem").filter({ hasText: "Coffee origins" })).toContainText("6 posts");
  await expect(x.getByRole("listitem").filter({ hasText: "Brewing at home" })).toContainText("Not enough posts yet (2 of 5)");
  // Every band row says either its rate and posts or how far it is from the minimum.
  const bandRows = x.locator("ul").first().getByRole("listitem");
  await expect(bandRows).toHaveCount(3);
  for (const row of await bandRows.all()) await expect(row).toContainText(/posts|Not enough posts yet \(\d of 5\)/);
  await saveSectionScreenshotsAtBothWidths(section, "voice-performance");
});
