import { expect, test } from "../support/fixtures";
import { DESKTOP, MOBILE, saveScreenshotsAtBothWidths } from "../support/screenshots";
import { createBrand } from "../support/seed-posts";

// Issue 11 on the brand page: the weekly posting slots, edited in the brand's time zone and
// saved with PUT /brands/{id}/queue. Slots read in the reader's clock (en-US here: "9:00 AM").

test.use({ locale: "en-US" });

test("the brand page edits the queue's weekly slots and time zone", async ({ page, signedInUser, baseURL }) => {
  test.setTimeout(120_000);
  void signedInUser;
  await page.setViewportSize(DESKTOP);
  const brandId = await createBrand(page, baseURL!, "Northwind Coffee");
  await page.goto(`/brands/${brandId}`);
  const editor = page.getByTestId("queue-editor");
  await expect(editor).toContainText("No slots yet");
  await saveScreenshotsAtBothWidths(page, "brand-queue-empty");

  await editor.getByLabel("Time zone").selectOption("Europe/Berlin");
  await editor.getByLabel("Day", { exact: true }).selectOption({ label: "Thursday" });
  await editor.getByLabel("Time", { exact: true }).fill("17:30");
  await editor.getByRole("button", { name: "Add", exact: true }).click();
  await editor.getByLabel("Day", { exact: true }).selectOption({ label: "Monday" });
  await editor.getByLabel("Time", { exact: true }).fill("09:00");
  await editor.getByRole("button", { name: "Add", exact: true }).click();
  // The same slot twice is refused before anything is sent.
  await editor.getByRole("button", { name: "Add", exact: true }).click();
  await expect(editor).toContainText("Monday 9:00 AM is already a slot.");
  await expect(editor.getByTestId("queue-slot")).toHaveText(["Monday 9:00 AMRemove", "Thursday 5:30 PMRemove"]);

  const save = editor.getByRole("button", { name: "Save schedule" });
  await save.click();
  const toast = page.getByTestId("toast").filter({ hasText: "Posting schedule saved" });
  await expect(toast).toBeVisible();
  const [box, saveBox] = [await toast.boundingBox(), await save.boundingBox()];
  expect(box && saveBox && box.y + box.height > saveBox.y && saveBox.y + saveBox.height > box.y && box.x < saveBox.x + saveBox.width && saveBox.x < box.x + box.width).toBeFalsy();
  const queue = (await (await page.request.get(`/api/v1/brands/${brandId}/queue`)).json()).data.queue;
  expect(queue).toEqual({ timezone: "Europe/Berlin", slots: [{ weekday: 1, time: "09:00" }, { weekday: 4, time: "17:30" }] });
  await saveScreenshotsAtBothWidths(page, "brand-queue-saved");

  // After a reload the saved slots are there; removing one and saving replaces the queue.
  await page.setViewportSize(MOBILE);
  await page.reload();
  await expect(editor.getByTestId("queue-slot")).toHaveCount(2);
  await expect(editor.getByLabel("Time zone")).toHaveValue("Europe/Berlin");
  await editor.getByRole("button", { name: "Remove Thursday 5:30 PM" }).click();
  await editor.getByRole("button", { name: "Save schedule" }).click();
  await expect(editor).toContainText("Saved.");
  const after = (await (await page.request.get(`/api/v1/brands/${brandId}/queue`)).json()).data.queue;
  expect(after.slots).toEqual([{ weekday: 1, time: "09:00" }]);
});
