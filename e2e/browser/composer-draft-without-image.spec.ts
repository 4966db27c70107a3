import { expect, test } from "../support/fixtures";
import { DESKTOP, saveScreenshot } from "../support/screenshots";
import { createBrand } from "../support/seed-posts";

// Issue 23, item 7: a draft is a draft. An Instagram post without an image can be saved as a
// draft (its image can come later); the composer says what it needs before it can be scheduled,
// Schedule and Add to queue wait for it, and saving answers the API's warning.

test("the composer saves an Instagram draft without an image, and says what scheduling it needs", async ({ page, signedInUser, baseURL }) => {
  test.setTimeout(90_000);
  void signedInUser;
  await createBrand(page, baseURL!, "Northwind Coffee"); // the only brand: chosen already
  await page.setViewportSize(DESKTOP);
  await page.goto("/create");
  await page.getByRole("button", { name: "Write by hand" }).click();
  // Only Instagram: the platforms a new post starts with are unticked.
  for (const name of [/^X/, /LinkedIn/]) {
    const box = page.getByRole("checkbox", { name });
    if (await box.isChecked()) await box.uncheck();
  }
  await page.getByRole("checkbox", { name: /Instagram/ }).check();
  await expect(page.getByTestId("compose-platform")).toHaveCount(1);
  await page.getByLabel("Default text").fill("Harvest blend arrives Friday. Photo to follow.");

  // Before anything is sent: the rule beside the actions; Schedule and Add to queue wait for it, Save draft does not.
  const rule = page.getByTestId("compose-schedule-blocked");
  await expect(rule).toHaveText("Instagram cannot publish text alone: add an image to schedule or queue this post. You can save it as a draft now.");
  const scheduleButton = page.getByRole("button", { name: "Schedule", exact: true });
  await expect(scheduleButton).toBeDisabled();
  await expect(scheduleButton).toHaveAccessibleDescription(/Instagram cannot publish text alone/);
  await expect(page.getByRole("button", { name: "Add to queue" })).toBeDisabled();
  const saveDraft = page.getByRole("button", { name: "Save draft" });
  await expect(saveDraft).toBeEnabled();
  await page.getByTestId("compose-actions").scrollIntoViewIfNeeded();
  await saveScreenshot(page, "composer-draft-without-image-rule-1280", { fullPage: false });

  // Saved as a draft; the answer's warning is shown on the post's page.
  const saved = page.waitForResponse((res) => res.url().endsWith("/api/v1/posts") && res.request().method() === "POST");
  await saveDraft.click();
  const answer = await (await saved).json();
  expect(answer.data.warnings).toEqual([expect.objectContaining({ code: "media_required", platform: "instagram", field: "image_url" })]);
  await page.waitForURL(/\/posts\/[0-9a-f-]{36}$/);
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Draft saved, not ready to schedule");
  await expect(toast).toContainText("Instagram cannot publish text alone: add an image before you schedule or queue this post.");
  // The post's page says it too, and its Schedule and Add to queue wait for the image.
  await expect(page.getByTestId("post-needs-image")).toHaveText("Instagram cannot publish text alone: edit the post and add an image to schedule or queue it.");
  await expect(page.getByRole("button", { name: "Schedule…" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Add to queue" })).toBeDisabled();
  await saveScreenshot(page, "composer-draft-without-image-saved-1280", { fullPage: false });

  const postId = page.url().split("/").pop()!;
  const post = (await (await page.request.get(`/api/v1/posts/${postId}`)).json()).data.post;
  expect(post).toMatchObject({ status: "draft", platforms: ["instagram"], image_url: null });
});
