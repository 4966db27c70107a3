import { expect, test } from "../support/fixtures";
import { cutTexts } from "../support/cut-text";
import { MOBILE, saveScreenshotsAtBothWidths } from "../support/screenshots";
import { createBrand, createDraft, localHourIso, schedule } from "../support/seed-posts";

// At 390 px wide nothing a marketer needs is cut to a few letters: the post page's platform
// names beside their counters, the composer's limits and "needs an image" under each platform,
// and the month calendar's chips (the time with its AM/PM, and the post's first words).

test.use({ timezoneId: "America/New_York", locale: "en-US" });

test.describe("browser: nothing cut at 390 wide", () => {
  test.setTimeout(90_000);

  test("the post page names every platform beside its counter", async ({ page, signedInUser, baseURL }) => {
    void signedInUser;
    await page.setViewportSize(MOBILE);
    const origin = { origin: baseURL! };
    const brandId = await createBrand(page, baseURL!, "Northwind Coffee");
    const created = await page.request.post("/api/v1/posts", {
      headers: origin,
      data: {
        content: "Harvest menu tasting tonight: six coffees from three farms, and the people who grew them.",
        platforms: ["x_twitter", "linkedin", "bluesky", "facebook", "google_business", "threads"],
        brand_id: brandId,
        versions: { x_twitter: { content: "Harvest menu tasting tonight ☕" } },
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    await page.goto(`/posts/${(await created.json()).data.post.id}`);
    const lengths = page.getByRole("list", { name: "Platforms and lengths" });
    await expect(lengths.getByRole("listitem")).toHaveCount(6);
    for (const label of ["X", "LinkedIn", "Bluesky", "Facebook", "Google Business Profile", "Threads"]) {
      await expect(lengths.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(lengths.getByRole("listitem").filter({ hasText: "own version" })).toContainText("/ 280");
    expect(await cutTexts(lengths)).toEqual([]);
    await lengths.scrollIntoViewIfNeeded();
    await saveScreenshotsAtBothWidths(page, "narrow-text-post-lengths");
  });

  test("the composer's platform tiles show each limit and which platforms need an image", async ({ page, signedInUser }) => {
    void signedInUser;
    await page.setViewportSize(MOBILE);
    await page.goto("/posts/new");
    const platforms = page.getByRole("group", { name: "Platforms" });
    await expect(platforms.getByRole("checkbox")).toHaveCount(8);
    for (const name of ["Instagram", "TikTok"]) {
      const tile = platforms.locator("label").filter({ has: page.getByRole("checkbox", { name: new RegExp(name) }) });
      await expect(tile).toContainText("2,200 max", { useInnerText: true });
      await expect(tile).toContainText("needs an image", { useInnerText: true });
    }
    expect(await cutTexts(platforms)).toEqual([]);
    await saveScreenshotsAtBothWidths(page, "narrow-text-composer-tiles");
  });

  test("a month chip shows its time with AM/PM and the post's first words", async ({ page, signedInUser, baseURL }) => {
    void signedInUser;
    await page.setViewportSize(MOBILE);
    await page.goto("/calendar");
    const brandId = await createBrand(page, baseURL!, "Northwind Coffee");
    // 18:01 two days ahead, in the page's zone: shown as "6:01 PM".
    const { key, iso } = await localHourIso(page, 2, 18);
    const at = new Date(new Date(iso).getTime() + 60_000).toISOString();
    const postId = await createDraft(page, baseURL!, { content: "Harvest menu tasting tonight at six", platforms: ["linkedin", "bluesky"], brand_id: brandId });
    await schedule(page, baseURL!, postId, at);

    await page.goto(`/calendar?date=${key}`);
    const chip = page.locator(`[data-testid="calendar-post"][data-post-id="${postId}"]`);
    await expect(chip).toBeVisible();
    const time = chip.getByTestId("calendar-post-time");
    await expect(time).toHaveText("6:01 PM", { useInnerText: true });
    expect(await cutTexts(time)).toEqual([]);
    const text = chip.getByTestId("calendar-post-text");
    await expect(text).toBeVisible();
    await expect(text).toContainText("Harvest", { useInnerText: true });
    // The time stays inside its day's cell.
    const [cell, timeBox] = [await page.locator(`[data-day="${key}"]`).boundingBox(), await time.boundingBox()];
    expect(timeBox!.x + timeBox!.width).toBeLessThanOrEqual(cell!.x + cell!.width);
    await saveScreenshotsAtBothWidths(page, "narrow-text-calendar-month");
  });
});
