import { expect, test } from "../support/fixtures";
import { DESKTOP, saveSectionScreenshotsAtBothWidths } from "../support/screenshots";

// The usage chart counts UTC days (the API's day counters are UTC). West of UTC the evening is
// already tomorrow in UTC, so the chart never calls its last day "Today": every day is labelled as
// a UTC day, and a note says when a UTC day starts in the reader's own time.

test.use({ timezoneId: "America/Los_Angeles", locale: "en-US" });

test("the usage chart labels its days as UTC days, never the reader's today", async ({ page, signedInUser }) => {
  test.setTimeout(60_000);
  void signedInUser;
  await page.setViewportSize(DESKTOP);
  // The dashboard's own requests (this page's) are the usage shown.
  await page.goto("/settings/usage");
  const usage = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Usage", exact: true }) });
  const chart = usage.getByTestId("usage-chart");
  await expect(chart).toBeVisible();

  const expected = await page.evaluate(() => {
    const now = new Date();
    const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    return {
      today: new Intl.DateTimeFormat(undefined, { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(midnight),
      start: new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" }).format(midnight),
    };
  });
  // The selected (last) day: the current UTC day, said as such.
  const summary = usage.getByTestId("usage-selected-day");
  await expect(summary).toContainText(`${expected.today} (UTC), so far`);
  await expect(summary).not.toContainText("Today");
  await expect(usage.getByTestId("usage-axis")).not.toContainText("Today");
  await expect(usage.getByTestId("usage-utc-note")).toHaveText(new RegExp(`UTC days: each starts at ${expected.start.replace(/\s/g, "\\s")} your time`));
  // The table's newest row too.
  await usage.getByRole("button", { name: "Show as table" }).click();
  const rows = usage.getByRole("table").locator("tbody tr");
  await expect(rows.first().locator("th")).toHaveText(`${expected.today} (so far)`);
  await expect(usage.getByRole("table")).not.toContainText("Today");
  await usage.getByRole("button", { name: "Hide table" }).click();

  await saveSectionScreenshotsAtBothWidths(usage, "usage-utc-days");
});
