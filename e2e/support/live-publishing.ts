import { expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";

// What the specs that publish live from the browser share: a photo every platform takes, the
// post form's time input a few seconds ahead, a connect form filled, a draft saved and scheduled.

/** A photo-like JPEG (noise, so it is over Google's 10 KB minimum), square: every platform takes it. */
export const photo = (side: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 30 } } }).jpeg({ quality: 80 }).toBuffer();

/** "YYYY-MM-DDTHH:MM:SS" for a datetime-local input, `ms` from now, in the page's time zone. */
export function localInputValue(page: Page, ms: number): Promise<string> {
  return page.evaluate((ahead) => {
    const d = new Date(Date.now() + ahead);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  }, ms);
}

/** Settings' "Connect <label>" form, filled and sent; waits for its toast. */
export async function connectWithForm(connections: Locator, page: Page, label: string, fields: Record<string, string>) {
  await connections.getByRole("button", { name: `Connect ${label}`, exact: true }).click();
  const form = page.getByRole("form", { name: `${label} credentials` });
  for (const [name, value] of Object.entries(fields)) await form.locator(`input[name="${name}"]`).fill(value);
  await form.getByRole("button", { name: `Connect ${label}` }).click();
  await expect(page.getByTestId("toast").filter({ hasText: `${label} connected` })).toBeVisible();
}

/** The composer's draft saved, then scheduled `ms` ahead on its page; returns the post's id. */
export async function saveDraftAndSchedule(page: Page, ms = 4_000): Promise<string> {
  await page.getByRole("button", { name: "Save draft" }).click();
  await page.waitForURL(/\/posts\/[0-9a-f-]{36}$/);
  const postId = page.url().split("/").pop()!;
  await page.getByRole("button", { name: "Schedule…" }).click();
  await page.getByLabel("Date and time").fill(await localInputValue(page, ms));
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  return postId;
}
