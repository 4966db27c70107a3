import { expect, test } from "../support/fixtures";
import { DESKTOP, saveScreenshotsAtBothWidths } from "../support/screenshots";
import { createBrand, createDraft, markPublished } from "../support/seed-posts";

// After a bulk delete the result names each post by its first words, without a link: a deleted
// post's page says "This post doesn't exist", and a removed published post is off the list too.

test("a bulk delete's results name the posts without linking to them", async ({ page, signedInUser, baseURL }) => {
  test.setTimeout(60_000);
  void signedInUser;
  await page.setViewportSize(DESKTOP);
  const brandId = await createBrand(page, baseURL!, "Northwind Coffee");
  await createDraft(page, baseURL!, { content: "Coffee tasting on Friday", platforms: ["linkedin"], brand_id: brandId });
  await createDraft(page, baseURL!, { content: "Spring beans are in", platforms: ["threads"], brand_id: brandId });
  const published = await createDraft(page, baseURL!, { content: "We are open on Sunday", platforms: ["facebook"], brand_id: brandId });
  await markPublished(published);

  await page.goto("/posts");
  await expect(page.getByTestId("post-row")).toHaveCount(3);
  await page.getByTestId("select-all").check();
  await page.getByRole("button", { name: "Delete…" }).click();
  await page.getByRole("dialog", { name: "Delete 3 posts?" }).getByRole("button", { name: "Delete 3 posts" }).click();

  const results = page.getByTestId("bulk-results");
  await expect(results).toContainText("3 posts deleted");
  await expect(results.getByTestId("bulk-result")).toHaveCount(3);
  for (const words of ["Coffee tasting on Friday", "Spring beans are in", "We are open on Sunday"]) await expect(results).toContainText(words);
  await expect(results.getByRole("link")).toHaveCount(0);
  await saveScreenshotsAtBothWidths(page, "bulk-delete-results");
});
