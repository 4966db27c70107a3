import { expect, test } from "../support/fixtures";
import { DESKTOP, saveScreenshotsAtBothWidths } from "../support/screenshots";
import { publishLive, storeReading } from "../support/seed-metrics";
import { createBrand, createDraft } from "../support/seed-posts";

// Top posts with their previews on the brand analytics page, "Not offered by Bluesky" in the
// platform table, and the brand's metric alerts: posts published live and readings stored as the
// pipelines store them (seeded like brand-analytics.spec.ts), so the database's triggers build
// the per-delivery totals the API ranks.

const HOUR = 3_600_000;
const X_ENDPOINT = "GET /2/tweets?ids=…&tweet.fields=public_metrics";
const BLUESKY_ENDPOINT = "GET /xrpc/app.bsky.feed.getPosts?uris=…";

test("the analytics page ranks the brand's top posts with previews linking to each post, and says which metrics a platform does not offer; the brand page sets metric alerts", async ({ page, signedInUser, baseURL }) => {
  test.setTimeout(120_000);
  void signedInUser;
  const origin = baseURL!;
  await page.setViewportSize(DESKTOP);

  const brandId = await createBrand(page, origin, "Harbor Bakery");
  const now = Date.now();
  const posts: string[] = [];
  // Three posts on X and Bluesky; the second does best on both.
  for (const [index, likes] of [20, 90, 45].entries()) {
    const publishedAt = new Date(now - (index * 20 + 30) * HOUR);
    const postId = await createDraft(page, origin, { content: `Sourdough day ${index + 1}: the crumb, the crust and what we changed in the starter`, platforms: ["x_twitter", "bluesky"], brand_id: brandId });
    const [x, bluesky] = await publishLive(postId, ["x_twitter", "bluesky"], publishedAt, new Date(publishedAt.getTime() + 72 * HOUR));
    const readAt = new Date(publishedAt.getTime() + 6 * HOUR);
    await storeReading(postId, x, "x_twitter", readAt, { views: likes * 30, reach: "not_offered", likes, comments: 4, shares: 2, clicks: "not_offered" }, X_ENDPOINT);
    await storeReading(postId, bluesky, "bluesky", readAt, { views: "not_offered", reach: "not_offered", likes: Math.round(likes / 2), comments: 1, shares: 1, clicks: "not_offered" }, BLUESKY_ENDPOINT);
    posts.push(postId);
  }

  await page.goto(`/brands/${brandId}/analytics`);
  const top = page.getByTestId("top-posts");
  const rows = top.getByTestId("top-post");
  await expect(rows).toHaveCount(3);
  // Engagements by default: 90 + 4 + 2 on X, 45 + 1 + 1 on Bluesky.
  await expect(rows.first()).toContainText("Sourdough day 2");
  await expect(rows.first()).toContainText("143");
  await expect(rows.first()).toContainText("as of");
  await expect(rows.nth(1)).toContainText("Sourdough day 3");

  // "Not offered by Bluesky" where the platform has no such metric, never a bare dash.
  const blueskyRow = page.getByTestId("platform-table").getByRole("row").filter({ hasText: "Bluesky" });
  await expect(blueskyRow.getByRole("cell").nth(1)).toContainText("Not offered by Bluesky");
  await top.scrollIntoViewIfNeeded();
  await saveScreenshotsAtBothWidths(page, "top-posts");

  // Ranked by views: Bluesky offers none, so only X's count; the row leads to the post page.
  await page.setViewportSize(DESKTOP);
  // The metric picker sits in the card's header, beside the list.
  await page.locator('select:has(option[value="engagements"])').selectOption("views");
  await expect(rows.first()).toContainText("2,700");
  await rows.first().click();
  await expect(page).toHaveURL(new RegExp(`/posts/${posts[1]}$`));

  // The brand's metric alerts: add one, it is saved through the API and shown after a reload.
  await page.goto(`/brands/${brandId}`);
  const alerts = page.getByTestId("metric-thresholds");
  await expect(alerts).toContainText("No alerts yet");
  await alerts.getByLabel("Total").fill("1000");
  await alerts.getByLabel("Metric").selectOption("views");
  await alerts.getByRole("button", { name: "Add alert" }).click();
  await expect(alerts).toContainText("1,000 views");
  await page.reload();
  await expect(page.getByTestId("metric-thresholds")).toContainText("1,000 views");
  await page.getByTestId("metric-thresholds").scrollIntoViewIfNeeded();
  await saveScreenshotsAtBothWidths(page, "metric-thresholds");
});
