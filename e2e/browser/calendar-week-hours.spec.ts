import { expect, test } from "../support/fixtures";
import { DESKTOP, MOBILE, saveScreenshotsAtBothWidths } from "../support/screenshots";
import { createBrand, createDraft, localHourIso, schedule } from "../support/seed-posts";

// Issue 11, the calendar's week: a row per hour (opening at 06:00, scrolling to the rest), each
// post in its hour, and an empty future hour that starts a post at that hour.

// en-US: the hour rows read in the reader's clock, "6:00 AM".
test.use({ timezoneId: "Europe/Berlin", locale: "en-US" });

test("the week view places posts in their hour and an empty future hour starts a post there", async ({ page, signedInUser, baseURL }) => {
  test.setTimeout(120_000);
  void signedInUser;
  const origin = baseURL!;
  await page.setViewportSize(DESKTOP);
  const brandId = await createBrand(page, origin, "Northwind Coffee");
  // Next week, so every day of it is ahead.
  const at = await localHourIso(page, 7, 14);
  const post = await createDraft(page, origin, { content: "Espresso masterclass this afternoon", platforms: ["linkedin"], brand_id: brandId });
  await schedule(page, origin, post, at.iso);
  const evening = await localHourIso(page, 8, 22);

  await page.goto(`/calendar?view=week&date=${at.key}`);
  const week = page.getByTestId("calendar-week");
  await expect(week).toHaveAttribute("data-layout", "hours");
  const chip = page.locator(`[data-testid="calendar-post"][data-post-id="${post}"]`);
  await expect(chip).toHaveCount(1);
  await expect(page.locator(`[data-day="${at.key}"] [data-hour="14"] [data-testid="calendar-post"]`)).toHaveAttribute("data-post-id", post);
  // Opens at the morning: 6:00 AM is at the top, midnight is scrolled away.
  await expect(week.getByRole("rowheader", { name: "6:00 AM" })).toBeInViewport();
  await expect(week.getByRole("rowheader", { name: "12:00 AM" })).not.toBeInViewport();
  await saveScreenshotsAtBothWidths(page, "calendar-week-hours");

  // The month view still links days.
  await page.goto(`/calendar?date=${at.key}`);
  await expect(chip).toHaveCount(1);

  // An empty future hour opens the composer at that hour.
  await page.goto(`/calendar?view=week&date=${evening.key}`);
  const cell = page.locator(`[data-day="${evening.key}"] [data-hour="22"]`);
  await cell.scrollIntoViewIfNeeded();
  await cell.getByTestId("calendar-hour-new-post").click();
  await expect(page).toHaveURL(/\/posts\/new\?at=/);
  expect(new URL(page.url()).searchParams.get("at")).toBe(evening.iso);

  // Narrow: the days stacked, the chip once.
  await page.setViewportSize(MOBILE);
  await page.goto(`/calendar?view=week&date=${at.key}`);
  await expect(page.getByTestId("calendar-week")).toHaveAttribute("data-layout", "days");
  await expect(chip).toHaveCount(1);
});
