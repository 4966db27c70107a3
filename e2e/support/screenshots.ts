import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";

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
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true });
  return file;
}
