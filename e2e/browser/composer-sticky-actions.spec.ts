import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { DESKTOP, MOBILE, saveScreenshot } from "../support/screenshots";
import { createBrand } from "../support/seed-posts";

// On a phone the composer is thousands of pixels tall (eight platform tiles, the text, an
// image, a preview per platform): its actions (the time, Schedule, Add to queue, Save draft) stay
// on screen in a bar stuck to the bottom while the composer scrolls under it, and end in their
// place below the last preview. At 1280 they stay a card at the end, as before.

const PLATFORMS = [/^X/, /LinkedIn/, /Bluesky/, /Threads/];

async function fillComposer(page: Page, brandId: string) {
  await page.goto(`/posts/new?brand=${brandId}`);
  for (const name of PLATFORMS) await page.getByRole("checkbox", { name }).check();
  await page.getByLabel("Default text").fill("Autumn roast is in: bright, sweet and a little smoky. Come taste it on Saturday.");
  await expect(page.getByTestId("compose-platform")).toHaveCount(PLATFORMS.length);
}

/** Whether the whole of `locator` is on screen (not only some of it). */
async function wholeOnScreen(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const viewport = page.viewportSize()!;
  return box.y >= 0 && box.y + box.height <= viewport.height + 0.5;
}

test.describe("browser: the composer's actions on a phone", () => {
  test.setTimeout(90_000);

  test("at 390 the actions stay on screen while the composer scrolls, and save from the top", async ({ page, signedInUser, baseURL }) => {
    void signedInUser;
    const brandId = await createBrand(page, baseURL!, "Northwind Coffee");
    await page.setViewportSize(MOBILE);
    await fillComposer(page, brandId);
    const bar = page.getByTestId("compose-actions");
    const buttons = ["Schedule", "Add to queue", "Save draft"].map((name) => bar.getByRole("button", { name, exact: true }));

    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, "the composer is long enough for the check to mean something").toBeGreaterThan(3 * MOBILE.height);

    // At the top, halfway and near the end: the time and the three buttons are whole on screen.
    for (const at of [0, 0.5, 0.85]) {
      await page.evaluate((fraction) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * fraction), at);
      await expect(bar.getByLabel("Schedule for")).toBeInViewport({ ratio: 1 });
      for (const button of buttons) expect(await wholeOnScreen(page, button), `${await button.textContent()} at ${at * 100}%`).toBe(true);
      // Stuck to the bottom edge of the screen.
      const box = (await bar.boundingBox())!;
      expect(Math.abs(box.y + box.height - MOBILE.height)).toBeLessThanOrEqual(1);
      if (at === 0.5) await saveScreenshot(page, "composer-sticky-actions-mid-390", { fullPage: false });
    }
    // A bar, not half the screen.
    expect((await bar.boundingBox())!.height).toBeLessThan(MOBILE.height * 0.3);

    // At the very end it sits in its place, below the last preview, covering none of it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastPreview = page.getByTestId("compose-platform").last();
    const [previewBox, barBox] = [(await lastPreview.boundingBox())!, (await bar.boundingBox())!];
    expect(previewBox.y + previewBox.height).toBeLessThanOrEqual(barBox.y);
    await saveScreenshot(page, "composer-sticky-actions-end-390", { fullPage: false });

    // Saved from the top of the page, without scrolling to the end.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole("checkbox", { name: /LinkedIn/ })).toBeInViewport();
    await saveScreenshot(page, "composer-sticky-actions-top-390", { fullPage: false });
    await buttons[2].click();
    await page.waitForURL(/\/posts\/[0-9a-f-]{36}$/);
    const post = (await (await page.request.get(`/api/v1/posts/${page.url().split("/").pop()}`)).json()).data.post;
    expect(post.status).toBe("draft");
    expect(post.platforms).toHaveLength(PLATFORMS.length);
  });

  test("at 1280 the actions are a card at the end, the time beside Schedule", async ({ page, signedInUser, baseURL }) => {
    void signedInUser;
    const brandId = await createBrand(page, baseURL!, "Northwind Coffee");
    await page.setViewportSize(DESKTOP);
    await fillComposer(page, brandId);
    const bar = page.getByTestId("compose-actions");
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe("static");
    await expect(bar).not.toBeInViewport();
    await bar.scrollIntoViewIfNeeded();
    const [when, schedule, draft] = [bar.getByLabel("Schedule for"), bar.getByRole("button", { name: "Schedule", exact: true }), bar.getByRole("button", { name: "Save draft" })];
    const [whenBox, scheduleBox, draftBox] = [(await when.boundingBox())!, (await schedule.boundingBox())!, (await draft.boundingBox())!];
    // The time with Schedule beside it, and the other two further right (their row ends level with the time's hint).
    expect(Math.abs(whenBox.y + whenBox.height / 2 - (scheduleBox.y + scheduleBox.height / 2))).toBeLessThanOrEqual(2);
    expect(scheduleBox.x).toBeGreaterThan(whenBox.x + whenBox.width);
    expect(draftBox.x).toBeGreaterThan(scheduleBox.x + scheduleBox.width);
    expect(draftBox.y).toBeLessThan(scheduleBox.y + 2 * scheduleBox.height);
    await saveScreenshot(page, "composer-sticky-actions-1280", { fullPage: false });
  });
});
