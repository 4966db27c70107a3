import type { Page } from "@playwright/test";
import sharp from "sharp";
import { signInBrowser } from "../support/browser";
import { expect as baseExpect, test } from "../support/fixtures";
import { saveDraftAndSchedule } from "../support/live-publishing";
import { brandConnectedTo, LIVE_APP, useLiveOwnServer } from "../support/live-own-server";
import { DESKTOP, saveScreenshotsAtBothWidths } from "../support/screenshots";

// A carousel made in the composer: four photos chosen at once, an alt text written for each,
// reordered by dragging and with the Move buttons, published live by a server of this spec's own
// to the loopback Instagram, Threads and LinkedIn, each receiving the four images in the order
// shown with their alt texts; the post page lists them in that order, with each permalink.

const APP = LIVE_APP;
const TOKENS = { instagram: "ig-e2e-carousel-token", threads: "th-e2e-carousel-token", linkedin: "li-e2e-carousel-token" };
const COLOURS = ["#b4532a", "#2a6fb4", "#3d9a4a", "#8a3db4"];
const ALTS = ["Green beans in a sack", "The roaster at work", "A cup on the counter", "The shop's window at dusk"];

const expect = baseExpect.configure({ timeout: 30_000 });

/** A square JPEG of one colour with noise (Instagram takes only JPEG, 4:5 to 1.91:1). */
const photoIn = (colour: string) =>
  sharp({ create: { width: 640, height: 640, channels: 3, background: colour, noise: { type: "gaussian", mean: 128, sigma: 20 } } }).jpeg({ quality: 80 }).toBuffer();

const loopbacks = useLiveOwnServer({ instagram: [TOKENS.instagram], threads: [TOKENS.threads], linkedin: [TOKENS.linkedin] });

const items = (page: Page) => page.getByTestId("compose-image-item");

test("four photos with alt texts, reordered in the composer, go out live as one carousel to Instagram, Threads and LinkedIn", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await signInBrowser(page, APP);
  await brandConnectedTo(page, "Carousel Roasters", [
    ["instagram", { ig_user_id: "17841400000000088", access_token: TOKENS.instagram }],
    ["threads", { threads_user_id: "2600000000000088", access_token: TOKENS.threads }],
    ["linkedin", { author_urn: "urn:li:organization:5515788", access_token: TOKENS.linkedin }],
  ]);
  const platforms = loopbacks();

  await page.goto(`${APP}/posts/new`);
  await page.getByLabel("Default text").fill("From sack to cup: a morning at the roastery, in four pictures.");
  for (const name of [/Instagram/, /^Threads/, /LinkedIn/]) await page.getByRole("checkbox", { name }).check();
  // X, chosen by default, is not connected for this brand.
  await page.getByRole("checkbox", { name: /^X/ }).uncheck();
  await page.getByRole("combobox", { name: /^Brand/ }).selectOption({ label: "Carousel Roasters" });

  // Four files chosen at once, uploaded one after another, listed in the order chosen.
  const files = await Promise.all(COLOURS.map(async (colour, i) => ({ name: `roastery-${i + 1}.jpg`, mimeType: "image/jpeg", buffer: await photoIn(colour) })));
  await page.getByLabel("Image file").setInputFiles(files);
  await expect(items(page)).toHaveCount(4);
  for (const [i, alt] of ALTS.entries()) {
    const field = page.getByLabel(new RegExp(`^Alt text, image ${i + 1} `));
    await field.fill(alt);
    await field.blur();
  }
  await expect(page.getByRole("status").filter({ hasText: "Alt text saved." })).toHaveCount(4);
  const order = () => items(page).locator("img").evaluateAll((images) => images.map((image) => image.getAttribute("alt")));
  await expect.poll(order).toEqual(ALTS);

  // Dragged: the shop's window first. Then, with the keyboard's button, the cup before the roaster.
  await items(page).nth(3).dragTo(items(page).nth(0));
  await expect.poll(order).toEqual([ALTS[3], ALTS[0], ALTS[1], ALTS[2]]);
  await page.getByRole("button", { name: "Move image 4 earlier" }).click();
  const expected = [ALTS[3], ALTS[0], ALTS[2], ALTS[1]];
  await expect.poll(order).toEqual(expected);

  // Each preview shows a carousel of four; none of the three platforms objects to the count.
  for (const platform of ["instagram", "threads", "linkedin"]) {
    await expect(page.locator(`[data-testid="compose-platform"][data-platform="${platform}"]`).getByText("1/4")).toBeVisible();
  }
  await expect(page.getByRole("list", { name: "Image count per platform" })).toHaveCount(0);
  await saveScreenshotsAtBothWidths(page, "compose-carousel-editor");
  await page.setViewportSize(DESKTOP);

  const postId = await saveDraftAndSchedule(page);
  await expect(page.locator('[data-testid="delivery"][data-status="succeeded"]')).toHaveCount(3, { timeout: 90_000 });

  // Instagram and Threads: one CAROUSEL whose children are the four images in order, each with its alt text.
  for (const api of [platforms.instagram, platforms.threads]) {
    const [published] = api.published.filter((media) => media.token === (api === platforms.instagram ? TOKENS.instagram : TOKENS.threads));
    expect(published.container.mediaType).toBe("CAROUSEL");
    const children = published.container.children.map((id) => api.containers.find((container) => container.id === id)!);
    expect(children.map((child) => child.altText)).toEqual(expected);
  }
  // LinkedIn: one multi-image post listing the four uploaded images in order with their alt texts.
  const [linkedInPost] = platforms.linkedin.posts;
  expect(linkedInPost.multiImage?.map((image) => image.altText)).toEqual(expected);

  // The post page: the four images in the order published, and each platform's permalink.
  await page.reload();
  const listed = page.getByTestId("post-images").getByTestId("post-image");
  await expect(listed).toHaveCount(4);
  await expect(listed.first()).toContainText("Image 1 of 4");
  await expect(listed.first()).toContainText(`Alt text: ${expected[0]}`);
  await expect(listed.nth(3)).toContainText(`Alt text: ${expected[3]}`);
  for (const platform of ["instagram", "threads", "linkedin"]) {
    await expect(page.locator(`[data-testid="delivery"][data-platform="${platform}"]`).getByRole("link")).toHaveAttribute("href", /^https?:\/\//);
  }
  const api = (await (await page.request.get(`${APP}/api/v1/posts/${postId}`)).json()).data.post;
  expect(api.media.map((item: { url: string }) => item.url)).toHaveLength(4);
  await saveScreenshotsAtBothWidths(page, "compose-carousel-published");
});
