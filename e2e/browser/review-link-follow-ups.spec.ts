import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { DESKTOP, MOBILE, saveScreenshotsAtBothWidths } from "../support/screenshots";

// A reviewer's page (/review/<token>) draws each platform's preview as the composer does: X's
// frame carries X's own thread's replies after the post, Instagram's its own first comment under
// the caption; neither draws the other's.

const preview = (page: Page, platform: string) => page.locator(`[data-testid="review-preview"][data-platform="${platform}"]`);

test("the review page's previews draw a thread's replies and the first comment inside each platform's frame", async ({ page, signedInUser, baseURL }) => {
  test.setTimeout(120_000);
  expect(signedInUser.email).toBeTruthy();
  const origin = { origin: baseURL! };
  const brand = await page.request.post("/api/v1/brands", { headers: origin, data: { name: "Harvest Roasters", website: "https://example.com" } });
  expect(brand.ok(), await brand.text()).toBeTruthy();
  const created = await page.request.post("/api/v1/posts", {
    headers: origin,
    data: {
      brand_id: (await brand.json()).data.brand.id,
      content: "Harvest notes, in three parts.",
      platforms: ["x_twitter", "instagram"],
      versions: {
        x_twitter: { thread: ["A dry August brought the beans in early.", "In the shop from Friday."] },
        instagram: { first_comment: "Order here: https://harvest.example/shop" },
      },
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const postId = (await created.json()).data.post.id as string;
  const link = await page.request.post(`/api/v1/posts/${postId}/review-links`, { headers: origin, data: { expires_in_days: 3 } });
  expect(link.ok(), await link.text()).toBeTruthy();

  await page.setViewportSize(DESKTOP);
  await page.goto(`/review/${(await link.json()).data.token as string}`);
  const xReplies = preview(page, "x_twitter").getByTestId("preview-thread-reply");
  await expect(xReplies).toHaveCount(2);
  await expect(xReplies.nth(0)).toContainText("A dry August brought the beans in early.");
  await expect(xReplies.nth(0)).toContainText("2/3");
  await expect(xReplies.nth(1)).toContainText("In the shop from Friday.");
  await expect(preview(page, "x_twitter").getByTestId("preview-first-comment")).toHaveCount(0);
  await expect(preview(page, "instagram").getByTestId("preview-first-comment")).toContainText("Order here: https://harvest.example/shop");
  await expect(preview(page, "instagram").getByTestId("preview-thread-reply")).toHaveCount(0);

  await saveScreenshotsAtBothWidths(page, "review-link-follow-ups");
  await page.setViewportSize(MOBILE);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(MOBILE.width);
});
