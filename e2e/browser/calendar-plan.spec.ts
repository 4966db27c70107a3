import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { DESKTOP, saveScreenshotsAtBothWidths } from "../support/screenshots";

// Planning on the calendar: chips show the time and the first words of a post (never a few
// letters), the brand and platform filters (kept in the URL), and a click on an empty future
// day starts a post at that day's 09:00 in the composer.

test.use({ timezoneId: "Europe/Berlin" });

/** The local "YYYY-MM-DD" of next month's `day`, and the ISO of its `hour`:00 (the page's zone). */
function nextMonth(page: Page, day: number, hour: number): Promise<{ key: string; iso: string; weekday: number }> {
  return page.evaluate(
    ([d, h]) => {
      const now = new Date();
      const at = new Date(now.getFullYear(), now.getMonth() + 1, d, h);
      const pad = (n: number) => String(n).padStart(2, "0");
      return { key: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`, iso: at.toISOString(), weekday: at.getDay() };
    },
    [day, hour] as const,
  );
}

test("calendar chips show the post's words, filter by brand and platform, and an empty day starts a post there", async ({ page, signedInUser, baseURL }) => {
  test.setTimeout(120_000);
  expect(signedInUser.email).toBeTruthy();
  await page.setViewportSize(DESKTOP);
  await page.goto("/calendar");
  const origin = { origin: baseURL! };

  async function brand(name: string): Promise<string> {
    const response = await page.request.post("/api/v1/brands", { headers: origin, data: { name, website: "https://example.com" } });
    expect(response.ok()).toBeTruthy();
    return (await response.json()).data.brand.id as string;
  }
  async function scheduled(brandId: string, content: string, platforms: string[], iso: string): Promise<string> {
    const created = await page.request.post("/api/v1/posts", { headers: origin, data: { content, platforms, brand_id: brandId } });
    expect(created.ok()).toBeTruthy();
    const id = (await created.json()).data.post.id as string;
    const response = await page.request.post("/api/v1/posts/schedule", { headers: origin, data: { post_id: id, scheduled_at: iso } });
    expect(response.ok(), await response.text()).toBeTruthy();
    return id;
  }

  const northwind = await brand("Northwind Coffee");
  const contoso = await brand("Contoso Bikes");
  const day10 = await nextMonth(page, 10, 10);
  const day17 = await nextMonth(page, 17, 10);
  const day20 = await nextMonth(page, 20, 9);
  // Northwind posts every week on the weekday of the 10th at 10:00 (Berlin, the browser's zone too).
  const queue = await page.request.put(`/api/v1/brands/${northwind}/queue`, { headers: origin, data: { timezone: "Europe/Berlin", slots: [{ weekday: day10.weekday, time: "10:00" }] } });
  expect(queue.ok(), await queue.text()).toBeTruthy();
  const coffee = await scheduled(northwind, "Architecture of a perfect espresso: grind, dose, and the thirty second pull", ["linkedin", "x_twitter", "bluesky", "threads", "facebook"], day10.iso);
  const bikes = await scheduled(contoso, "Spring tune-up week: bring your bike in for a free check", ["google_business"], day10.iso);

  await page.goto(`/calendar?date=${day10.key}`);
  const coffeeChip = page.locator(`[data-testid="calendar-post"][data-post-id="${coffee}"]`);
  const bikesChip = page.locator(`[data-testid="calendar-post"][data-post-id="${bikes}"]`);
  await expect(coffeeChip).toBeVisible();
  await expect(bikesChip).toBeVisible();
  // More than the first few letters, and the whole text for hover and assistive technology.
  await expect(coffeeChip.getByTestId("calendar-post-text")).toBeVisible();
  await expect(coffeeChip.getByTestId("calendar-post-text")).toContainText("Architecture of a perfect espresso");
  const shown = await coffeeChip.getByTestId("calendar-post-text").boundingBox();
  expect(shown!.height).toBeGreaterThan(20); // wraps onto a second line rather than cutting off
  await expect(coffeeChip).toHaveAttribute("title", /the thirty second pull/);
  await expect(coffeeChip).toHaveAttribute("aria-label", /LinkedIn.*the thirty second pull/);
  await expect(coffeeChip).toContainText("+3"); // five platforms: two icons, then "+3"
  await saveScreenshotsAtBothWidths(page, "calendar-plan-month");

  // Brand filter: in the URL, and the other brand's chip is gone.
  const main = page.getByRole("main");
  await main.getByRole("combobox", { name: "Brand", exact: true }).selectOption(northwind);
  await expect(page).toHaveURL(new RegExp(`brand=${northwind}`));
  await expect(bikesChip).toHaveCount(0);
  await expect(coffeeChip).toBeVisible();
  // Its empty queue slots: a week after the post (the 10th's slot is the post's own).
  await expect(page.locator(`[data-day="${day17.key}"]`).getByTestId("calendar-open-slot")).toContainText("10:00");
  await expect(page.locator(`[data-day="${day10.key}"]`).getByTestId("calendar-open-slot")).toHaveCount(0);
  await saveScreenshotsAtBothWidths(page, "calendar-plan-brand-filter");
  await main.getByRole("combobox", { name: "Brand", exact: true }).selectOption("");
  await expect(page.getByTestId("calendar-open-slot")).toHaveCount(0);
  await expect(bikesChip).toBeVisible();

  // Platform filter (client side).
  await main.getByRole("combobox", { name: "Platform", exact: true }).selectOption("google_business");
  await expect(page).toHaveURL(/platform=google_business/);
  await expect(coffeeChip).toHaveCount(0);
  await expect(bikesChip).toBeVisible();
  await page.reload();
  await expect(main.getByRole("combobox", { name: "Platform", exact: true })).toHaveValue("google_business");
  await expect(coffeeChip).toHaveCount(0);
  await main.getByRole("combobox", { name: "Platform", exact: true }).selectOption("");

  // Week view shows the same chips with the words.
  await page.goto(`/calendar?view=week&date=${day10.key}`);
  await expect(coffeeChip.getByTestId("calendar-post-text")).toContainText("Architecture of a perfect espresso");
  await saveScreenshotsAtBothWidths(page, "calendar-plan-week");

  // An empty future day starts a post at its 09:00.
  await page.goto(`/calendar?date=${day20.key}`);
  await page.locator(`[data-day="${day20.key}"]`).getByTestId("calendar-new-post").click();
  await expect(page).toHaveURL(/\/posts\/new\?at=/);
  expect(new URL(page.url()).searchParams.get("at")).toBe(day20.iso);
  await expect(page.getByLabel("Schedule for")).toHaveValue(`${day20.key}T09:00`);
  await expect(page.getByRole("button", { name: "Schedule", exact: true })).toBeVisible();
  await expect(page.getByText(/saved as a draft/i)).toHaveCount(0);
  await saveScreenshotsAtBothWidths(page, "calendar-plan-new-post");

  // A past `at` is ignored; a past day offers no "New post".
  await page.goto(`/posts/new?at=${encodeURIComponent("2020-01-01T09:00:00.000Z")}`);
  await expect(page.getByRole("button", { name: "Save draft" })).toBeVisible();
  await expect(page.getByLabel("Schedule for")).toHaveValue("");
  await page.goto("/calendar?date=2020-01-15");
  await expect(page.locator('[data-day="2020-01-15"]')).toBeVisible();
  await expect(page.getByTestId("calendar-new-post")).toHaveCount(0);
});
