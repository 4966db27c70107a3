import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "../support/fixtures";
import { DESKTOP, saveScreenshotsAtBothWidths } from "../support/screenshots";

// A platform's own version choosing its own ordered list of images in the composer, with the
// same picker as the post's: three photos chosen at once on Instagram's card, an alt text for
// each, reordered by dragging and with the Move buttons, Instagram's count and rules shown on its
// card, saved as `versions.instagram.media` in that order, shown whole in that order on the post
// page, and read back in that order on edit.

const COLOURS = ["#b4532a", "#2a6fb4", "#3d9a4a"];
const ALTS = ["Beans in the hopper", "The cooling tray", "Bags on the shelf"];

const photoIn = (colour: string, width: number) =>
  sharp({ create: { width, height: 640, channels: 3, background: colour, noise: { type: "gaussian", mean: 128, sigma: 20 } } }).jpeg({ quality: 80 }).toBuffer();

const card = (page: Page, platform: string) => page.locator(`[data-testid="compose-platform"][data-platform="${platform}"]`);
const ownItems = (page: Page) => card(page, "instagram").getByTestId("compose-image-item");
/** The own list's image URLs in the order shown. */
const shownOrder = (page: Page) => ownItems(page).locator("img").evaluateAll((images) => images.map((image) => image.getAttribute("src")));

test("a version's own three images: chosen, described, reordered, saved in that order and read back on edit", async ({ page, signedInUser }) => {
  test.setTimeout(180_000);
  expect(signedInUser.email).toBeTruthy();
  await page.setViewportSize(DESKTOP);
  await page.goto("/posts/new");
  await page.getByLabel("Default text").fill("Roast day at the shop: three corners of the roastery.");
  for (const name of [/^X/, /Instagram/]) await page.getByRole("checkbox", { name }).check();
  await expect(page.getByTestId("compose-platform")).toHaveCount(2);

  // The post's own image, which X keeps.
  await page.getByLabel("Image file").setInputFiles({ name: "post.jpg", mimeType: "image/jpeg", buffer: await photoIn("#444444", 640) });
  await expect(page.getByText("640 × 640 px").first()).toBeVisible();
  await expect(card(page, "x_twitter").locator('img[alt=""]')).toHaveAttribute("src", /\.jpg$/);

  // Instagram's own list: its count and rules shown before choosing.
  await card(page, "instagram").getByTestId("compose-image-choice").locator("label", { hasText: "Its own image" }).click();
  await expect(card(page, "instagram").getByTestId("compose-own-image-rules")).toContainText("Instagram: Up to 10 images (a carousel) · JPEG");
  const files = await Promise.all(COLOURS.map(async (colour, i) => ({ name: `corner-${i + 1}.jpg`, mimeType: "image/jpeg", buffer: await photoIn(colour, 640 + i * 40) })));
  await card(page, "instagram").getByLabel("Image file").setInputFiles(files);
  await expect(ownItems(page)).toHaveCount(3);
  const uploaded = await shownOrder(page);
  expect(uploaded.every((url) => /\/media\/[0-9a-f-]{36}\.jpg$/.test(url ?? ""))).toBe(true);
  for (const [i, alt] of ALTS.entries()) {
    const field = card(page, "instagram").getByLabel(new RegExp(`^Alt text, image ${i + 1}`));
    await field.fill(alt);
    await field.blur();
  }
  await expect(card(page, "instagram").getByRole("status").filter({ hasText: "Alt text saved." })).toHaveCount(3);

  // Dragged: the third first. Then, with the Move button, the photo that was first after the one that was second.
  await ownItems(page).nth(2).dragTo(ownItems(page).nth(0));
  await expect.poll(() => shownOrder(page)).toEqual([uploaded[2], uploaded[0], uploaded[1]]);
  await card(page, "instagram").getByRole("button", { name: "Move image 2 later" }).click();
  const expected = [uploaded[2], uploaded[1], uploaded[0]];
  await expect.poll(() => shownOrder(page)).toEqual(expected);

  // Instagram's preview: a carousel of three, its first image the first of its list; X keeps the post's one image.
  await expect(card(page, "instagram").getByText("1/3")).toBeVisible();
  await expect(card(page, "instagram").locator('img[alt=""]').first()).toHaveAttribute("src", expected[0]!);
  await expect(card(page, "x_twitter").getByText(/^1\/\d/)).toHaveCount(0);
  await expect(card(page, "instagram").getByTestId("compose-image-problem")).toHaveCount(0);
  await saveScreenshotsAtBothWidths(page, "composer-version-image-list");
  await page.setViewportSize(DESKTOP);

  await page.getByRole("button", { name: "Save draft" }).click();
  await page.waitForURL(/\/posts\/[0-9a-f-]{36}$/);
  const postId = page.url().split("/").pop()!;
  const read = async () => (await (await page.request.get(`/api/v1/posts/${postId}`)).json()).data.post;
  const post = await read();
  expect(post.versions.instagram.media.map((item: { url: string }) => item.url)).toEqual(expected);
  expect(post.versions.instagram.image_url).toBe(expected[0]);
  expect(post.versions.x_twitter).toBeUndefined();
  expect(post.image_url).toMatch(/\/media\/[0-9a-f-]{36}\.jpg$/);
  expect(expected).not.toContain(post.image_url);
  // Each image keeps the alt text written for it (the upload's own).
  const alts = await Promise.all(expected.map(async (url) => (await (await page.request.get(`/api/v1/media/${url!.split("/").pop()!.split(".")[0]}`)).json()).data.media.alt_text));
  expect(alts).toEqual([ALTS[2], ALTS[1], ALTS[0]]);
  // The post page shows Instagram's whole own list in that order, each thumbnail with its alt text.
  const ownOnPage = page.getByTestId("post-version-images-instagram").getByTestId("post-image");
  await expect(ownOnPage).toHaveCount(3);
  expect(await ownOnPage.locator("img").evaluateAll((images) => images.map((image) => image.getAttribute("src")))).toEqual(expected);
  for (const [i, alt] of [ALTS[2], ALTS[1], ALTS[0]].entries()) {
    await expect(ownOnPage.nth(i)).toContainText(`Image ${i + 1} of 3`);
    await expect(ownOnPage.nth(i)).toContainText(`Alt text: ${alt}`);
  }

  // Edited: the list reads back in its order, and saving unchanged keeps it.
  await page.reload();
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await expect(card(page, "instagram").getByRole("radio", { name: "Its own image" })).toBeChecked();
  await expect.poll(() => shownOrder(page)).toEqual(expected);
  await expect(card(page, "instagram").getByText("1/3")).toBeVisible();
  await saveScreenshotsAtBothWidths(page, "composer-version-image-list-edit");
  await page.setViewportSize(DESKTOP);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("button", { name: "Edit", exact: true })).toBeVisible();
  expect((await read()).versions.instagram.media.map((item: { url: string }) => item.url)).toEqual(expected);
});
