import { expect, test } from "../support/fixtures";
import { DESKTOP, saveScreenshotsAtBothWidths } from "../support/screenshots";
import { createBrand, createDraft } from "../support/seed-posts";

// The post page's approval card (docs/teams.md, "Approvals"): whoever asked sees "Withdraw
// request" while it waits; withdrawing makes the post a draft again, shown as withdrawn, with
// "Submit for approval" offered anew.

test("the requester withdraws a pending request from the post page", async ({ page, signedInUser, baseURL }) => {
  test.setTimeout(60_000);
  await page.setViewportSize(DESKTOP);
  const brandId = await createBrand(page, baseURL!, "Withdraw Roasters");
  const postId = await createDraft(page, baseURL!, { content: "Autumn blend, ready for review", platforms: ["linkedin"], brand_id: brandId });

  await page.goto(`/posts/${postId}`);
  await page.getByRole("button", { name: "Submit for approval" }).click();
  const withdraw = page.getByRole("button", { name: "Withdraw request" });
  await expect(withdraw).toBeVisible();
  await saveScreenshotsAtBothWidths(page, "approval-withdraw-pending");

  await withdraw.click();
  await expect(page.getByText("Request withdrawn")).toBeVisible();
  await expect(page.getByText(`The request was withdrawn by ${signedInUser.name}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit for approval" })).toBeVisible();
  await expect(withdraw).toHaveCount(0);
  await saveScreenshotsAtBothWidths(page, "approval-withdraw-done");
});
