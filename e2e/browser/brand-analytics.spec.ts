import { expect, test } from "../support/fixtures";
import { DESKTOP, MOBILE, saveScreenshotsAtBothWidths } from "../support/screenshots";
import { publishLive, storeReading } from "../support/seed-metrics";
import { createBrand, createDraft } from "../support/seed-posts";

// The brand analytics page and a post's metrics panel, over real rollups: posts published live
// (deliveries written to the database as the publishing pipeline writes them) and readings
// stored as the metrics pipeline stores them, so the database's triggers build what the API reads.

const HOUR = 3_600_000;
const X_ENDPOINT = "GET /2/tweets?ids=…&tweet.fields=public_metrics";
const BLUESKY_ENDPOINT = "GET /xrpc/app.bsky.feed.getPosts?uris=…";

test("a brand's analytics show trends, platforms and the weekday × hour map; a post shows its readings with 'not offered' and 'still collecting'", async ({ page, signedInUser, baseURL }) => {
  test.setTimeout(120_000);
  void signedInUser;
  const origin = baseURL!;
  await page.setViewportSize(DESKTOP);

  // A brand with nothing published yet says so.
  const quiet = await createBrand(page, origin, "Quiet Tea");
  await page.goto(`/brands/${quiet}/analytics`);
  await expect(page.getByRole("heading", { name: "No published posts yet" })).toBeVisible();

  const brandId = await createBrand(page, origin, "Northwind Coffee");
  const now = Date.now();
  // Eight posts over the last two weeks, each on X and Bluesky, at morning and evening hours.
  let featured: string | null = null;
  for (let index = 0; index < 8; index++) {
    // At least 30 hours ago, so that the 24-hour reading is in the past too.
    const publishedAt = new Date(now - (index * 41 + 30) * HOUR);
    const postId = await createDraft(page, origin, { content: `Roast notes ${index + 1}: what is in the grinder this week`, platforms: ["x_twitter", "bluesky"], brand_id: brandId });
    const [x, bluesky] = await publishLive(postId, ["x_twitter", "bluesky"], publishedAt, new Date(publishedAt.getTime() + 72 * HOUR));
    const scale = 1 + (index % 3);
    for (const [step, hours] of [1, 6, 24].entries()) {
      const grown = step + 1;
      await storeReading(postId, x, "x_twitter", new Date(publishedAt.getTime() + hours * HOUR), { views: 400 * scale * grown, reach: "not_offered", likes: 12 * scale * grown, comments: 3 * grown, shares: 2 * grown, clicks: "not_offered" }, X_ENDPOINT);
      await storeReading(postId, bluesky, "bluesky", new Date(publishedAt.getTime() + hours * HOUR), { views: "not_offered", reach: "not_offered", likes: 5 * scale * grown, comments: grown, shares: grown, clicks: "not_offered" }, BLUESKY_ENDPOINT);
    }
    if (index === 0) featured = postId;
  }
  // A post published ten minutes ago: no reading yet.
  const fresh = await createDraft(page, origin, { content: "Just out of the roaster", platforms: ["bluesky"], brand_id: brandId });
  await publishLive(fresh, ["bluesky"], new Date(now - 10 * 60_000), new Date(now + 50 * 60_000));

  await page.goto(`/brands/${brandId}`);
  await page.getByRole("link", { name: "Analytics", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/brands/${brandId}/analytics$`));
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();

  const totals = page.getByTestId("analytics-totals");
  // 8 posts × 2 platforms, each counted once with its latest reading.
  await expect(totals).toContainText("16");
  await expect(page.getByTestId("trend-chart").locator(".recharts-line")).toHaveCount(2);
  const platformTable = page.getByTestId("platform-table");
  const blueskyRow = platformTable.getByRole("row").filter({ hasText: "Bluesky" });
  // Bluesky has no views: said so (its offered-metrics list), never 0 or a bare dash.
  await expect(blueskyRow.getByRole("cell").nth(1)).toContainText("Not offered by Bluesky");
  await expect(page.getByTestId("platform-chart").locator(".recharts-bar-rectangle")).not.toHaveCount(0);
  // The heat map: sample sizes in the slots that have posts.
  const heat = page.getByTestId("heat-map");
  await expect(heat.locator("td", { hasText: /posts?, / }).first()).toBeVisible();
  await expect(page.getByTestId("as-of").first()).toContainText("as of");
  // Best times: eight rated posts are below the minimum, so the general defaults, said as such.
  await expect(page.getByTestId("best-times")).toContainText("General defaults");
  await expect(page.getByTestId("best-times")).toContainText("Only 8 rated posts");
  await saveScreenshotsAtBothWidths(page, "brand-analytics");
  // At 390 px the page fits the screen: each platform is a card of its own, not a wide table.
  await page.setViewportSize(MOBILE);
  const platformCards = page.getByTestId("platform-cards");
  await expect(platformCards).toBeVisible();
  await expect(platformTable).toBeHidden();
  await expect(platformCards.getByRole("listitem").filter({ hasText: "Bluesky" })).toContainText("Not offered by Bluesky");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);

  // A post's metrics panel: X's series, Bluesky's "not offered" views.
  await page.setViewportSize(DESKTOP);
  await page.goto(`/posts/${featured}`);
  const panel = page.getByTestId("post-metrics");
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId("post-metrics-bluesky")).toContainText("Not offered by Bluesky");
  await expect(panel.getByTestId("post-metrics-x")).toContainText("Views");
  await expect(panel.getByTestId("post-metrics-x")).toContainText("1,200");
  await expect(panel.getByTestId("post-metrics-x")).toContainText("Latest reading");
  await saveScreenshotsAtBothWidths(page, "post-metrics-panel");

  // The post published ten minutes ago: still collecting.
  await page.goto(`/posts/${fresh}`);
  await expect(page.getByTestId("still-collecting")).toContainText("Still collecting");
  await saveScreenshotsAtBothWidths(page, "post-metrics-still-collecting");
});
