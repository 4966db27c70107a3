import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "../support/fixtures";
import { DESKTOP, MOBILE, saveScreenshotsAtBothWidths } from "../support/screenshots";

// Each platform's preview card chooses its image: the post's, none, or its own (uploaded there,
// with alt text). The preview shows what that platform will publish, its rule problems show on
// the card, the post is saved once with the choices in its versions, and the post page shows
// each platform's choice.

const image = (width: number, height: number, format: "png" | "jpeg") =>
  sharp({ create: { width, height, channels: 3, background: format === "png" ? { r: 40, g: 120, b: 200 } : { r: 230, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();

const card = (page: Page, platform: string) => page.locator(`[data-testid="compose-platform"][data-platform="${platform}"]`);
const choose = (page: Page, platform: string, choice: "Same as the post" | "No image" | "Its own image") =>
  card(page, platform).getByTestId("compose-image-choice").locator("label", { hasText: choice }).click();
/** The image inside a card's preview frame (alt="" there; the picker's own thumbnail has an alt text). */
const previewImage = (page: Page, platform: string) => card(page, platform).locator('img[alt=""]');

test.describe("browser: each platform's own image choice", () => {
  test.setTimeout(120_000);

  for (const viewport of [DESKTOP, MOBILE]) {
    test(`same, none and own image per platform at ${viewport.width} px: previews, rule problems, saved once, shown on the post page`, async ({ page, signedInUser }) => {
      expect(signedInUser.email).toBeTruthy();
      await page.setViewportSize(viewport);
      await page.goto("/posts/new");
      await page.getByLabel("Default text").fill("Autumn roast: a new single origin, roasted this morning.");
      for (const name of [/^X/, /LinkedIn/, /Instagram/]) await page.getByRole("checkbox", { name }).check();
      await expect(page.getByTestId("compose-platform")).toHaveCount(3);

      // The post's image: a square JPEG every one of the three accepts.
      await page.getByLabel("Image file").setInputFiles({ name: "square.jpg", mimeType: "image/jpeg", buffer: await image(600, 600, "jpeg") });
      await expect(page.getByText("600 × 600 px")).toBeVisible();
      for (const platform of ["x_twitter", "linkedin", "instagram"]) await expect(previewImage(page, platform)).toHaveAttribute("src", /\.jpg$/);

      // LinkedIn goes without: its preview shows no image.
      await choose(page, "linkedin", "No image");
      await expect(previewImage(page, "linkedin")).toHaveCount(0);
      await expect(card(page, "linkedin").getByTestId("compose-image-source")).toHaveText("No image");

      // X gets its own landscape PNG, with alt text; its preview shows it, the others keep the square.
      await choose(page, "x_twitter", "Its own image");
      await card(page, "x_twitter").getByLabel("Image file").setInputFiles({ name: "wide.png", mimeType: "image/png", buffer: await image(1200, 630, "png") });
      await expect(card(page, "x_twitter").getByText("1200 × 630 px")).toBeVisible();
      await card(page, "x_twitter").getByLabel("Alt text").fill("A bag of the autumn roast on a blue table");
      await card(page, "x_twitter").getByLabel("Alt text").blur();
      await expect(card(page, "x_twitter").getByRole("status").filter({ hasText: "Alt text saved." })).toBeVisible();
      await expect(previewImage(page, "x_twitter")).toHaveAttribute("src", /\.png$/);
      await expect(previewImage(page, "instagram")).toHaveAttribute("src", /\.jpg$/);

      // Instagram with its own PNG: the card names Instagram's rule, and saving is refused by the server's same rule.
      await choose(page, "instagram", "Its own image");
      await expect(page.getByText(/Choose Instagram's own image/)).toBeVisible();
      await card(page, "instagram").getByLabel("Image file").setInputFiles({ name: "strip.png", mimeType: "image/png", buffer: await image(1200, 400, "png") });
      await expect(card(page, "instagram").getByTestId("compose-image-problem")).toHaveText("Instagram refuses this image: PNG is not accepted (only JPEG).");
      await saveScreenshotsAtBothWidths(page, `composer-version-images-problem-${viewport.width}`);
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(card(page, "instagram").getByTestId("compose-image-choice")).toContainText("PNG is not accepted (only JPEG).");
      await expect(page).toHaveURL(/\/posts\/new$/);

      // No image for Instagram: it cannot publish text alone, said on its card.
      await choose(page, "instagram", "No image");
      await expect(card(page, "instagram").getByTestId("compose-image-problem")).toContainText("Instagram cannot publish text alone");
      await choose(page, "instagram", "Same as the post");
      await expect(card(page, "instagram").getByTestId("compose-image-problem")).toHaveCount(0);
      await expect(previewImage(page, "instagram")).toHaveAttribute("src", /\.jpg$/);
      await saveScreenshotsAtBothWidths(page, `composer-version-images-${viewport.width}`);

      await page.getByRole("button", { name: "Save draft" }).click();
      await page.waitForURL(/\/posts\/[0-9a-f-]{36}$/);
      const postId = page.url().split("/").pop()!;
      const post = (await (await page.request.get(`/api/v1/posts/${postId}`)).json()).data.post;
      expect(post.image_url).toMatch(/\/media\/[0-9a-f-]{36}\.jpg$/);
      expect(post.versions).toEqual({ linkedin: { image_url: null }, x_twitter: { image_url: expect.stringMatching(/\/media\/[0-9a-f-]{36}\.png$/) } });
      const list = (await (await page.request.get(`/api/v1/posts?q=${encodeURIComponent("Autumn roast: a new single origin")}`)).json()).data.posts;
      expect(list.filter((p: { id: string }) => p.id === postId)).toHaveLength(1);

      // The post page: each platform's choice where its version is shown.
      await expect(page.getByTestId("post-version-image-linkedin")).toContainText("none, LinkedIn publishes the text alone");
      await expect(page.getByTestId("post-version-image-x_twitter").locator("img")).toHaveAttribute("src", post.versions.x_twitter.image_url);
      await expect(page.getByTestId("post-version-image-x_twitter")).toContainText("A bag of the autumn roast on a blue table");
      await expect(page.getByTestId("post-image-caption")).toHaveText("Image published on Instagram");
      await saveScreenshotsAtBothWidths(page, `post-page-version-images-${viewport.width}`);

      // Editing reads the choices back into the cards.
      await page.getByRole("button", { name: "Edit", exact: true }).click();
      await expect(card(page, "linkedin").getByRole("radio", { name: "No image" })).toBeChecked();
      await expect(card(page, "x_twitter").getByRole("radio", { name: "Its own image" })).toBeChecked();
      await expect(card(page, "instagram").getByRole("radio", { name: "Same as the post" })).toBeChecked();
      await expect(previewImage(page, "x_twitter")).toHaveAttribute("src", post.versions.x_twitter.image_url);
    });
  }
});
