import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { DESKTOP, MOBILE, saveScreenshotsAtBothWidths } from "../support/screenshots";
import { createBrand, createDraft, markPublished } from "../support/seed-posts";

// Issue 11 on the posts list: ticking posts (one by one or the whole page), bulk schedule at a
// chosen time, unschedule and delete through POST /posts/bulk with a result per post; a row's own
// Duplicate and Delete (a published post's says the platforms keep it). Toasts never lie over
// the button they report on.

test.use({ timezoneId: "Europe/Berlin" });

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

const row = (page: Page, id: string) => page.locator(`[data-testid="post-row"][data-post-id="${id}"]`);
const card = (page: Page, id: string) => page.locator(`[data-testid="post-card"][data-post-id="${id}"]`);

test("select posts, schedule, unschedule and delete them in bulk, with a result per post", async ({ page, signedInUser, baseURL }) => {
  test.setTimeout(150_000);
  void signedInUser;
  const origin = baseURL!;
  await page.setViewportSize(DESKTOP);
  const brandId = await createBrand(page, origin, "Northwind Coffee");
  const a = await createDraft(page, origin, { content: "Coffee tasting on Friday", platforms: ["x_twitter", "linkedin"], brand_id: brandId });
  const b = await createDraft(page, origin, { content: "Spring beans are in", platforms: ["threads"], brand_id: brandId });
  const published = await createDraft(page, origin, { content: "We are open on Sunday", platforms: ["facebook"], brand_id: brandId });
  await markPublished(published);

  await page.goto("/posts");
  await expect(page.getByTestId("post-row")).toHaveCount(3);
  // Platforms read as their labels, not ids.
  await expect(row(page, a).getByText("X, LinkedIn")).toBeAttached();
  await expect(row(page, a)).not.toContainText("x_twitter");

  // Select all on the page, then schedule: the published post cannot be, and says so.
  await page.getByTestId("select-all").check();
  await expect(page.getByTestId("bulk-bar")).toContainText("3 posts selected");
  await page.getByRole("button", { name: "Schedule…" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule 3 posts" });
  const when = await page.evaluate(() => {
    const now = new Date();
    const at = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 2, 10, 30);
    const pad = (n: number) => String(n).padStart(2, "0");
    return { local: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T10:30`, iso: at.toISOString() };
  });
  await dialog.getByLabel("Date and time").fill(when.local);
  await saveScreenshotsAtBothWidths(page, "posts-bulk-schedule-dialog");
  await dialog.getByRole("button", { name: "Schedule 3 posts" }).click();
  const results = page.getByTestId("bulk-results");
  await expect(results).toContainText("2 of 3 posts scheduled; 1 could not be");
  await expect(results.locator('[data-ok="false"]')).toContainText("We are open on Sunday");
  await expect(results.locator('[data-ok="true"]')).toHaveCount(2);
  for (const id of [a, b]) {
    const post = (await (await page.request.get(`/api/v1/posts/${id}`)).json()).data.post;
    expect(post).toMatchObject({ status: "scheduled", scheduled_at: when.iso });
  }
  // What failed stays ticked.
  await expect(page.getByTestId("bulk-bar")).toContainText("1 post selected");
  await saveScreenshotsAtBothWidths(page, "posts-bulk-partial");

  // Unschedule the two scheduled ones.
  await page.getByRole("button", { name: "Clear" }).click();
  await row(page, a).getByTestId("select-post").check();
  await row(page, b).getByTestId("select-post").check();
  await page.getByRole("button", { name: "Unschedule" }).click();
  await expect(results).toContainText("2 posts unscheduled");
  await expect(row(page, a)).toHaveAttribute("data-status", "draft");

  // A row's Duplicate: a new draft; its toast does not cover the button.
  const duplicate = row(page, b).getByRole("button", { name: /^Duplicate/ });
  await duplicate.click();
  const toast = page.getByTestId("toast").filter({ hasText: "Duplicated as a new draft" });
  await expect(toast).toBeVisible();
  expect(await overlaps(toast, duplicate)).toBe(false);
  await expect(page.getByTestId("post-row")).toHaveCount(4);

  // At 390 wide too, scrolled so the button is near the top.
  await page.setViewportSize(MOBILE);
  await page.getByRole("button", { name: "Dismiss notification" }).click();
  const mobileDuplicate = card(page, a).getByRole("button", { name: /^Duplicate/ });
  await mobileDuplicate.scrollIntoViewIfNeeded();
  await mobileDuplicate.click();
  await expect(toast).toBeVisible();
  expect(await overlaps(toast, mobileDuplicate)).toBe(false);
  await page.screenshot({ path: "e2e/screenshots/posts-toast-390.png" });
  await page.getByRole("button", { name: "Dismiss notification" }).click();
  await page.setViewportSize(DESKTOP);

  // A published post's Delete says the platforms keep it.
  await row(page, published).getByRole("button", { name: /^Remove/ }).click();
  const confirm = page.getByRole("dialog", { name: "Remove this post from the list?" });
  await expect(confirm).toContainText("the platforms keep it");
  await confirm.getByRole("button", { name: "Remove from list" }).click();
  await expect(row(page, published)).toHaveCount(0);

  // Bulk delete of the rest.
  await page.getByTestId("select-all").check();
  await page.getByRole("button", { name: "Delete…" }).click();
  await page.getByRole("dialog", { name: "Delete 4 posts?" }).getByRole("button", { name: "Delete 4 posts" }).click();
  await expect(results).toContainText("4 posts deleted");
  await expect(page.getByText("No posts yet")).toBeVisible();
  await saveScreenshotsAtBothWidths(page, "posts-bulk-deleted");
});
