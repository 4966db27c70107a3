import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";

/** e2e/screenshots/ (gitignored). */
export const SCREENSHOT_DIR = path.resolve(__dirname, "..", "screenshots");

/**
 * Saves a full-page screenshot as e2e/screenshots/<name>.png (name made file-safe) and
 * returns its path: `await saveScreenshot(page, "dashboard-empty")`.
 */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const safe = name.toLowerCase().replace(/[^a-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "") || "screenshot";
  const file = path.join(SCREENSHOT_DIR, safe.endsWith(".png") ? safe : `${safe}.png`);
  const fullPage = options.fullPage ?? true;
  // From the top: a full-page capture of a scrolled page draws the sticky header mid-page.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file, fullPage });
  return file;
}

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 390, height: 844 };

/**
 * Screenshots of the page at 1280 and 390 px (`<name>-1280.png`, `<name>-390.png`), from the
 * top, with toasts dismissed (they sit in the sticky header and would show in every capture).
 */
export async function saveScreenshotsAtBothWidths(page: Page, name: string): Promise<void> {
  const original = page.viewportSize() ?? DESKTOP;
  // One at a time from the first: a toast may leave (its time is up, or another's dismissal
  // rearranges them) between finding it and clicking it.
  const dismiss = page.getByRole("button", { name: "Dismiss notification" });
  for (let left = 10; left > 0 && (await dismiss.count()) > 0; left--) await dismiss.first().click({ timeout: 2_000 }).catch(() => undefined);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, `${name}-1280`);
  await page.setViewportSize(MOBILE);
  await saveScreenshot(page, `${name}-390`);
  await page.setViewportSize(original);
}

/**
 * Screenshots of one part of the page at 1280 and 390 px (`<name>-1280.png`, `<name>-390.png`),
 * for a section of a long page (a full-page capture of it would be mostly other sections).
 */
export async function saveSectionScreenshotsAtBothWidths(section: Locator, name: string): Promise<void> {
  const page = section.page();
  const original = page.viewportSize() ?? DESKTOP;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  for (const [width, viewport] of [["1280", DESKTOP], ["390", MOBILE]] as const) {
    await page.setViewportSize(viewport);
    // A clip of the full page from the top, not an element capture: that scrolls the section
    // under the sticky header, which then hides its heading.
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await section.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { x: rect.x, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
    });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true, clip: box });
  }
  await page.setViewportSize(original);
}
