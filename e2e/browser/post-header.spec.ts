import type { Locator } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { cutTexts } from "../support/cut-text";
import { DESKTOP, MOBILE, saveScreenshotsAtBothWidths } from "../support/screenshots";
import { createBrand, createDraft } from "../support/seed-posts";

// The post page's header at 1280: the actions stay on one row beside the heading, whatever the
// heading's length, and a long first line wraps to be read rather than being cut with "…".

const LONG_LINE = "Our autumn single origin from the Huila highlands is finally here, with notes of red apple, panela and a little jasmine";

async function top(locator: Locator): Promise<number> {
  return (await locator.boundingBox())!.y;
}

test("the post page keeps its actions on one row and shows a long heading whole", async ({ page, signedInUser, baseURL }) => {
  test.setTimeout(60_000);
  void signedInUser;
  await page.setViewportSize(DESKTOP);
  const brandId = await createBrand(page, baseURL!, "Northwind Coffee");
  expect((await page.request.put(`/api/v1/brands/${brandId}/queue`, { headers: { origin: baseURL! }, data: { timezone: "UTC", slots: [{ weekday: 1, time: "09:00" }] } })).ok()).toBe(true);
  const postId = await createDraft(page, baseURL!, { content: `${LONG_LINE}\n\nFree tasting on Saturday from 10.`, platforms: ["linkedin"], brand_id: brandId });

  await page.goto(`/posts/${postId}`);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(LONG_LINE);
  const actions = ["Add to queue", "Duplicate", "Delete"].map((name) => page.getByRole("button", { name, exact: true }));
  for (const action of actions) await expect(action).toBeVisible();
  const [queueTop, duplicateTop, deleteTop] = await Promise.all(actions.map(top));
  expect(duplicateTop).toBe(queueTop);
  expect(deleteTop).toBe(queueTop);
  // The whole line is on screen (wrapped), and also in the title for a very long one.
  expect(await cutTexts(heading)).toEqual([]);
  await expect(heading).toHaveAttribute("title", LONG_LINE);
  await saveScreenshotsAtBothWidths(page, "post-header-long-title");

  // Scheduled, the first action is the longer "Move to next queue slot": still one row.
  await page.getByRole("button", { name: "Add to queue" }).click();
  const move = page.getByRole("button", { name: "Move to next queue slot" });
  await expect(move).toBeVisible();
  expect(await top(page.getByRole("button", { name: "Delete", exact: true }))).toBe(await top(move));

  // At 390 a heading longer than three lines is clamped; its title holds the whole line.
  await page.setViewportSize(MOBILE);
  await expect(heading).toHaveAttribute("title", LONG_LINE);
});
