import { expect, test } from "../support/fixtures";
import { DESKTOP, MOBILE, saveScreenshotsAtBothWidths } from "../support/screenshots";
import { createBrand, createDraft, localHourIso, markFailed, schedule } from "../support/seed-posts";

// Issue 11, the signed-in home: the next seven days' posts, failed posts with the platform's
// reason, brands linking to their pages, a Create button; the API card lives on Settings.

test.use({ timezoneId: "Europe/Berlin" });

test("the home shows what to do when empty, then the coming week, failed posts and brands", async ({ page, signedInUser, baseURL }) => {
  test.setTimeout(120_000);
  void signedInUser;
  const origin = baseURL!;
  await page.setViewportSize(DESKTOP);

  await page.goto("/dashboard");
  await expect(page.getByText("Nothing scheduled for the next 7 days")).toBeVisible();
  await expect(page.getByText("No failed posts")).toBeVisible();
  await expect(page.getByText("No brands yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create a post" }).first()).toHaveAttribute("href", "/create");
  // The developer card moved to Settings.
  await expect(page.getByText("Connect an agent or script")).toHaveCount(0);
  await saveScreenshotsAtBothWidths(page, "home-empty");

  const brandId = await createBrand(page, origin, "Northwind Coffee");
  const soon = await createDraft(page, origin, { content: "Autumn single origin is here. Bright, floral, a little wild; free tasting on Saturday from ten until noon at the roastery.", platforms: ["x_twitter", "linkedin"], brand_id: brandId });
  const later = await createDraft(page, origin, { content: "Latte art class next week", platforms: ["threads"], brand_id: brandId });
  const farAway = await createDraft(page, origin, { content: "Far away post", platforms: ["bluesky"], brand_id: brandId });
  const failed = await createDraft(page, origin, { content: "Winter blend launch", platforms: ["x_twitter"], brand_id: brandId });
  const soonAt = await localHourIso(page, 1, 9);
  await schedule(page, origin, soon, soonAt.iso);
  await schedule(page, origin, later, (await localHourIso(page, 3, 17)).iso);
  await schedule(page, origin, farAway, (await localHourIso(page, 10, 9)).iso);
  await markFailed(failed, "x_twitter", "The account's token was revoked; reconnect X in Settings.");

  await page.reload();
  const upcoming = page.getByTestId("upcoming-post");
  await expect(upcoming).toHaveCount(2);
  await expect(upcoming.first()).toHaveAttribute("data-post-id", soon);
  await expect(upcoming.first()).toContainText("Autumn single origin is here.");
  await expect(upcoming.first()).toContainText("…");
  await expect(upcoming.first().getByText("X, LinkedIn")).toBeAttached();
  await expect(upcoming.first().getByRole("link")).toHaveAttribute("href", `/posts/${soon}`);
  await expect(page.locator(`[data-testid="upcoming-post"][data-post-id="${farAway}"]`)).toHaveCount(0);

  const failedRow = page.getByTestId("failed-post");
  await expect(failedRow).toHaveCount(1);
  await expect(failedRow.getByTestId("failure-reason")).toHaveText("X: The account's token was revoked; reconnect X in Settings.");
  await expect(failedRow.getByRole("link")).toHaveAttribute("href", `/posts/${failed}`);

  await expect(page.getByRole("link", { name: "Northwind Coffee" })).toHaveAttribute("href", `/brands/${brandId}`);
  await saveScreenshotsAtBothWidths(page, "home-busy");

  await page.setViewportSize(MOBILE);
  await upcoming.first().getByRole("link").click();
  await page.waitForURL(`**/posts/${soon}`);

  await page.goto("/settings/api-keys");
  await expect(page.getByText("Connect an agent or script")).toBeVisible();
});
