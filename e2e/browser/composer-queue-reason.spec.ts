import type { Locator } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { DESKTOP, MOBILE, saveScreenshot } from "../support/screenshots";
import { createBrand } from "../support/seed-posts";

// "Add to queue" needs a brand (the queue is the brand's). Without one the button is disabled
// and the reason is written next to it, for touch and keyboard users too (not only a tooltip).

async function nextTo(note: Locator, button: Locator): Promise<void> {
  const [a, b] = [await note.boundingBox(), await button.boundingBox()];
  const gap = Math.max(a!.y - (b!.y + b!.height), b!.y - (a!.y + a!.height));
  expect(gap).toBeLessThan(16);
  expect(a!.x < b!.x + b!.width && b!.x < a!.x + a!.width).toBe(true);
}

test("the composer says next to Add to queue why it is disabled without a brand", async ({ page, signedInUser, baseURL }) => {
  test.setTimeout(60_000);
  void signedInUser;
  // Two brands: with one, the composer would choose it already.
  await createBrand(page, baseURL!, "Northwind Coffee");
  await createBrand(page, baseURL!, "Contoso Bikes");
  await page.setViewportSize(DESKTOP);
  await page.goto("/posts/new");
  await page.getByRole("checkbox", { name: /LinkedIn/ }).check();
  await page.getByLabel("Default text").fill("Harvest menu tasting tonight at six");

  const queue = page.getByRole("button", { name: "Add to queue" });
  await expect(queue).toBeDisabled();
  const reason = page.getByTestId("queue-needs-brand");
  await expect(reason).toBeVisible();
  await expect(reason).toHaveText("Choose a brand to add this post to its queue.");
  await expect(queue).toHaveAccessibleDescription("Choose a brand to add this post to its queue.");
  // Next to the button: right above or below it, overlapping it across.
  await nextTo(reason, queue);
  await queue.scrollIntoViewIfNeeded();
  await saveScreenshot(page, "composer-queue-reason-1280", { fullPage: false });
  await page.setViewportSize(MOBILE);
  await queue.scrollIntoViewIfNeeded();
  await nextTo(reason, queue);
  await saveScreenshot(page, "composer-queue-reason-390", { fullPage: false });

  // With a brand the reason goes and the button works.
  await page.getByRole("combobox", { name: "Brand (optional)" }).selectOption({ label: "Northwind Coffee" });
  await expect(queue).toBeEnabled();
  await expect(reason).toHaveCount(0);
});
