import sharp from "sharp";
import { expect, test } from "../support/fixtures";
import { DESKTOP, saveScreenshotsAtBothWidths } from "../support/screenshots";

// A marketer adds an image to a new post: chooses a PNG (the upload's progress, then a preview
// with its size and an alt text field), sees which selected platform would refuse it and why,
// replaces it by dragging a file onto the drop zone, and saves the draft with the image's URL.

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 230, g: 120, b: 40 } } }).png().toBuffer();

test.describe("browser: image upload in the post editor", () => {
  test("choose a PNG, see progress, preview and per-platform rules, write alt text, drop another, save", async ({ page, signedInUser }) => {
    expect(signedInUser.email).toBeTruthy();
    await page.setViewportSize(DESKTOP);
    await page.goto("/posts/new");
    await page.getByLabel("Default text").fill("Fresh roast, fresh look.");
    await page.getByRole("checkbox", { name: /Instagram/ }).check();

    await page.getByLabel("Image file").setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: await png(1200, 400) });
    const preview = page.getByRole("img", { name: "The uploaded image" });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1200);
    await expect(page.getByText("1200 × 400 px")).toBeVisible();
    const problems = page.getByRole("list", { name: "Image problems per platform" });
    await expect(problems).toContainText("Instagram: PNG is not accepted (only JPEG).");
    await expect(problems).not.toContainText("X:");

    await page.getByLabel("Alt text").fill("An orange banner");
    await page.getByLabel("Alt text").blur();
    await expect(page.getByRole("status").filter({ hasText: "Alt text saved." })).toBeVisible();
    await saveScreenshotsAtBothWidths(page, "media-upload-preview");

    // Replace it by drag and drop: a DataTransfer carrying a real file, dropped on the zone.
    await page.getByRole("button", { name: "Remove image" }).click();
    const square = (await png(600, 600)).toString("base64");
    const transfer = await page.evaluateHandle((base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], "square.png", { type: "image/png" }));
      return data;
    }, square);
    await page.getByTestId("image-drop-zone").dispatchEvent("drop", { dataTransfer: transfer });
    await expect(page.getByText("600 × 600 px")).toBeVisible();

    // Instagram takes only JPEG: without it the draft saves, with the uploaded image's URL.
    await page.getByRole("checkbox", { name: /Instagram/ }).uncheck();
    await expect(page.getByRole("list", { name: "Image problems per platform" })).toHaveCount(0);
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(/\/posts\/[0-9a-f-]{36}$/);
    const postId = page.url().split("/").pop()!;
    const post = (await (await page.request.get(`/api/v1/posts/${postId}`)).json()).data.post;
    expect(post.image_url).toMatch(/\/media\/[0-9a-f-]{36}\.png$/);
    const served = await page.request.get(post.image_url);
    expect(served.headers()["content-type"]).toBe("image/png");
  });
});
