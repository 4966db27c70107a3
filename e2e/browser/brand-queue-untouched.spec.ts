import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { DESKTOP, saveSectionScreenshotsAtBothWidths } from "../support/screenshots";
import { createBrand } from "../support/seed-posts";

// The brand page's posting schedule: untouched, it has nothing to save (even when it starts in
// the browser's time zone rather than the saved UTC), and its slots read in the reader's clock,
// like every other time of the dashboard ("4:45 PM" in en-US, "16:45" in de-DE).

async function brandWithSundaySlot(page: Page, origin: string): Promise<string> {
  const brandId = await createBrand(page, origin, "Northwind Coffee");
  const saved = await page.request.put(`/api/v1/brands/${brandId}/queue`, { headers: { origin }, data: { timezone: "Europe/Berlin", slots: [{ weekday: 0, time: "16:45" }] } });
  expect(saved.ok(), await saved.text()).toBe(true);
  return brandId;
}

test.describe("browser: the brand page's posting schedule, untouched", () => {
  test.use({ timezoneId: "Europe/Berlin", locale: "en-US" });

  test("nothing to save or discard until something changes", async ({ page, signedInUser, baseURL }) => {
    test.setTimeout(60_000);
    void signedInUser;
    await page.setViewportSize(DESKTOP);
    // Never given slots: saved in UTC, shown in the browser's zone, and still unchanged.
    const brandId = await createBrand(page, baseURL!, "Northwind Coffee");
    await page.goto(`/brands/${brandId}`);
    const editor = page.getByTestId("queue-editor");
    await expect(editor.getByLabel("Time zone")).toHaveValue("Europe/Berlin");
    const save = editor.getByRole("button", { name: "Save schedule" });
    const discard = editor.getByRole("button", { name: "Discard changes" });
    await expect(save).toBeDisabled();
    await expect(discard).toHaveCount(0);
    await saveSectionScreenshotsAtBothWidths(editor, "brand-queue-untouched");

    // A change makes both active; discarding it makes the form untouched again.
    await editor.getByRole("button", { name: "Add", exact: true }).click();
    await expect(save).toBeEnabled();
    await expect(discard).toBeEnabled();
    await discard.click();
    await expect(editor.getByTestId("queue-slot")).toHaveCount(0);
    await expect(save).toBeDisabled();
    await expect(discard).toHaveCount(0);
  });

  test("slots read in the reader's clock (en-US)", async ({ page, signedInUser, baseURL }) => {
    test.setTimeout(60_000);
    void signedInUser;
    await page.setViewportSize(DESKTOP);
    const brandId = await brandWithSundaySlot(page, baseURL!);
    await page.goto(`/brands/${brandId}`);
    const editor = page.getByTestId("queue-editor");
    await expect(editor.getByTestId("queue-slot")).toHaveText(["Sunday 4:45 PMRemove"]);
    await expect(editor.getByRole("button", { name: "Remove Sunday 4:45 PM" })).toBeVisible();
    await expect(editor.getByRole("button", { name: "Save schedule" })).toBeDisabled();
    await saveSectionScreenshotsAtBothWidths(editor, "brand-queue-slot-en-us");
  });
});

test.describe("browser: the brand page's posting schedule in German", () => {
  test.use({ timezoneId: "Europe/Berlin", locale: "de-DE" });

  test("slots read in the reader's clock (de-DE)", async ({ page, signedInUser, baseURL }) => {
    test.setTimeout(60_000);
    void signedInUser;
    await page.setViewportSize(DESKTOP);
    const brandId = await brandWithSundaySlot(page, baseURL!);
    await page.goto(`/brands/${brandId}`);
    const editor = page.getByTestId("queue-editor");
    await expect(editor.getByTestId("queue-slot")).toHaveText(["Sonntag 16:45Remove"]);
    await saveSectionScreenshotsAtBothWidths(editor, "brand-queue-slot-de-de");
  });
});
